package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.RepeatedParts;
import io.tenantdesk.schema.item.Value;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts between the schema layer's items and the SDK's attribute maps; lossless both ways. */
public final class ItemConverter {

    private ItemConverter() {}

    public static Item toItem(Map<String, AttributeValue> attributes) {
        return Item.converted(attributes, ItemConverter::toValue);
    }

    /**
     * As {@link #toItem(Map)}, keeping one copy of what the items of a read repeat: their names' order and their
     * short string and number values.
     */
    public static Item toItem(Map<String, AttributeValue> attributes, RepeatedParts parts) {
        return Item.converted(
                attributes,
                v -> switch (v.type()) {
                    case S -> parts.str(v.s());
                    case N -> parts.num(v.n());
                    default -> toValue(v);
                },
                parts);
    }

    public static Map<String, AttributeValue> toAttributes(Item item) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>(item.size() * 2);
        item.attributes().forEach((name, value) -> attributes.put(name, toAttribute(value)));
        return attributes;
    }

    public static Value toValue(AttributeValue v) {
        return switch (v.type()) {
            case S -> Value.str(v.s());
            case N -> Value.num(v.n());
            case BOOL -> Value.bool(v.bool());
            case NUL -> Value.nul();
            case B -> new Value.Bin(v.b().asByteArray());
            case L ->
                new Value.ListOf(v.l().stream().map(ItemConverter::toValue).toList());
            case M -> {
                Map<String, Value> map = new LinkedHashMap<>();
                v.m().forEach((k, inner) -> map.put(k, toValue(inner)));
                yield new Value.MapOf(map);
            }
            case SS -> new Value.StrSet(new LinkedHashSet<>(v.ss()));
            case NS -> new Value.NumSet(new LinkedHashSet<>(v.ns()));
            case BS ->
                new Value.BinSet(
                        v.bs().stream().map(b -> new Value.Bin(b.asByteArray())).toList());
            case UNKNOWN_TO_SDK_VERSION ->
                throw new IllegalArgumentException("an attribute type this SDK does not know");
        };
    }

    public static AttributeValue toAttribute(Value value) {
        if (value instanceof Value.Str s) {
            return AttributeValue.fromS(s.value());
        }
        if (value instanceof Value.Num n) {
            return AttributeValue.fromN(n.value());
        }
        if (value instanceof Value.Bool b) {
            return AttributeValue.fromBool(b.value());
        }
        if (value instanceof Value.Null) {
            return AttributeValue.fromNul(true);
        }
        if (value instanceof Value.Bin b) {
            return AttributeValue.fromB(SdkBytes.fromByteArray(b.bytes()));
        }
        if (value instanceof Value.ListOf l) {
            List<AttributeValue> list = new ArrayList<>(l.values().size());
            l.values().forEach(inner -> list.add(toAttribute(inner)));
            return AttributeValue.fromL(list);
        }
        if (value instanceof Value.MapOf m) {
            Map<String, AttributeValue> map = new LinkedHashMap<>();
            m.values().forEach((k, inner) -> map.put(k, toAttribute(inner)));
            return AttributeValue.fromM(map);
        }
        if (value instanceof Value.StrSet ss) {
            return AttributeValue.fromSs(new ArrayList<>(ss.values()));
        }
        if (value instanceof Value.NumSet ns) {
            return AttributeValue.fromNs(new ArrayList<>(ns.values()));
        }
        Value.BinSet bs = (Value.BinSet) value;
        return AttributeValue.fromBs(
                bs.values().stream().map(b -> SdkBytes.fromByteArray(b.bytes())).toList());
    }
}
