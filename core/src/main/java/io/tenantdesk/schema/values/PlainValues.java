package io.tenantdesk.schema.values;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Items as plain JSON, the way people read them ({@code {"status": "active", "seats": 3}}), with every secret
 * replaced by {@link #MASK}: secrets are never exported, copied or shown.
 */
public final class PlainValues {

    public static final String MASK = AttributeValidator.MASK;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private PlainValues() {}

    /** The whole item, secrets masked. */
    public static ObjectNode item(EntityDef entity, Item item) {
        ObjectNode node = NODES.objectNode();
        item.attributes()
                .forEach((name, value) -> node.set(name, isSecret(entity, name) ? NODES.textNode(MASK) : json(value)));
        return node;
    }

    /** The entity's fields (ids from the keys first, then attributes), secrets masked, absent ones left out. */
    public static ObjectNode fields(EntityDef entity, Item item, Classification classification) {
        ObjectNode node = NODES.objectNode();
        for (String field : entity.fieldNames()) {
            Optional<Value> stored = item.get(field);
            String fromKey = classification.keyValues().get(field);
            if (stored.isEmpty() && fromKey == null) {
                continue;
            }
            if (isSecret(entity, field)) {
                node.put(field, MASK);
            } else {
                node.set(field, stored.map(PlainValues::json).orElseGet(() -> NODES.textNode(fromKey)));
            }
        }
        return node;
    }

    public static boolean isSecret(EntityDef entity, String attribute) {
        return entity != null
                && entity.attribute(attribute).map(AttributeSpec::secret).orElse(false);
    }

    public static JsonNode json(Value value) {
        if (value instanceof Value.Str s) {
            return NODES.textNode(s.value());
        }
        if (value instanceof Value.Num n) {
            return NODES.numberNode(new BigDecimal(n.value()));
        }
        if (value instanceof Value.Bool b) {
            return NODES.booleanNode(b.value());
        }
        if (value instanceof Value.Null) {
            return NODES.nullNode();
        }
        if (value instanceof Value.Bin b) {
            return NODES.textNode(Base64.getEncoder().encodeToString(b.bytes()));
        }
        if (value instanceof Value.MapOf m) {
            ObjectNode map = NODES.objectNode();
            for (Map.Entry<String, Value> e : m.values().entrySet()) {
                map.set(e.getKey(), json(e.getValue()));
            }
            return map;
        }
        ArrayNode array = NODES.arrayNode();
        if (value instanceof Value.ListOf l) {
            l.values().forEach(v -> array.add(json(v)));
        } else if (value instanceof Value.StrSet ss) {
            ss.values().forEach(array::add);
        } else if (value instanceof Value.NumSet ns) {
            ns.values().forEach(n -> array.add(new BigDecimal(n)));
        } else if (value instanceof Value.BinSet bs) {
            bs.values().forEach(b -> array.add(Base64.getEncoder().encodeToString(b.bytes())));
        }
        return array;
    }

    /** Plain JSON as a DynamoDB value: objects as maps, arrays as lists. */
    public static Value value(JsonNode node) {
        if (node.isObject()) {
            Map<String, Value> values = new LinkedHashMap<>();
            node.properties().forEach(e -> values.put(e.getKey(), value(e.getValue())));
            return new Value.MapOf(values);
        }
        if (node.isArray()) {
            List<Value> values = new ArrayList<>();
            node.forEach(e -> values.add(value(e)));
            return new Value.ListOf(values);
        }
        if (node.isNumber()) {
            return Value.num(node.decimalValue().toPlainString());
        }
        if (node.isBoolean()) {
            return Value.bool(node.booleanValue());
        }
        if (node.isNull() || node.isMissingNode()) {
            return Value.nul();
        }
        return Value.str(node.asText());
    }

    /** One-line text of a value: strings as they are, everything else as compact JSON. */
    public static String text(Value value) {
        JsonNode node = json(value);
        return node.isTextual() ? node.asText() : node.toString();
    }
}
