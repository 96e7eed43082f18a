package io.tenantdesk.journal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Items in DynamoDB's own JSON form ({@code {"status": {"S": "active"}}}), which keeps every type exact, so
 * what the journal recorded can be written back as it was.
 */
public final class ItemJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ItemJson() {}

    public static ObjectNode toJson(Item item) {
        ObjectNode node = NODES.objectNode();
        item.attributes().forEach((name, value) -> node.set(name, toJson(value)));
        return node;
    }

    public static Item toItem(JsonNode node) {
        Map<String, Value> values = new LinkedHashMap<>();
        node.properties().forEach(e -> values.put(e.getKey(), toValue(e.getValue())));
        return Item.of(values);
    }

    public static ObjectNode toJson(Value value) {
        ObjectNode node = NODES.objectNode();
        if (value instanceof Value.Str s) {
            node.put("S", s.value());
        } else if (value instanceof Value.Num n) {
            node.put("N", n.value());
        } else if (value instanceof Value.Bool b) {
            node.put("BOOL", b.value());
        } else if (value instanceof Value.Null) {
            node.put("NULL", true);
        } else if (value instanceof Value.Bin b) {
            node.put("B", Base64.getEncoder().encodeToString(b.bytes()));
        } else if (value instanceof Value.ListOf l) {
            ArrayNode array = node.putArray("L");
            l.values().forEach(v -> array.add(toJson(v)));
        } else if (value instanceof Value.MapOf m) {
            ObjectNode map = node.putObject("M");
            m.values().forEach((k, v) -> map.set(k, toJson(v)));
        } else if (value instanceof Value.StrSet ss) {
            ArrayNode array = node.putArray("SS");
            ss.values().forEach(array::add);
        } else if (value instanceof Value.NumSet ns) {
            ArrayNode array = node.putArray("NS");
            ns.values().forEach(array::add);
        } else {
            ArrayNode array = node.putArray("BS");
            ((Value.BinSet) value)
                    .values()
                    .forEach(b -> array.add(Base64.getEncoder().encodeToString(b.bytes())));
        }
        return node;
    }

    public static Value toValue(JsonNode node) {
        String type = node.fieldNames().next();
        JsonNode v = node.get(type);
        return switch (type) {
            case "S" -> Value.str(v.asText());
            case "N" -> Value.num(v.asText());
            case "BOOL" -> Value.bool(v.asBoolean());
            case "NULL" -> Value.nul();
            case "B" -> new Value.Bin(Base64.getDecoder().decode(v.asText()));
            case "L" -> {
                List<Value> list = new ArrayList<>();
                v.forEach(e -> list.add(toValue(e)));
                yield new Value.ListOf(list);
            }
            case "M" -> {
                Map<String, Value> map = new LinkedHashMap<>();
                v.properties().forEach(e -> map.put(e.getKey(), toValue(e.getValue())));
                yield new Value.MapOf(map);
            }
            case "SS" -> new Value.StrSet(texts(v));
            case "NS" -> new Value.NumSet(texts(v));
            case "BS" -> {
                List<Value.Bin> bins = new ArrayList<>();
                v.forEach(e -> bins.add(new Value.Bin(Base64.getDecoder().decode(e.asText()))));
                yield new Value.BinSet(bins);
            }
            default -> throw new IllegalArgumentException("unknown DynamoDB type `" + type + "`");
        };
    }

    /**
     * Checks the item the parser is at (on its opening brace) is one {@link #toItem} can read, and leaves the parser on
     * its closing brace: every value an object naming a known type, a binary one in Base64, lists and maps likewise.
     *
     * @param field what holds the item, to name it in the reason
     * @throws IllegalArgumentException when it is not, saying why
     */
    static void check(JsonParser parser, String field) throws IOException {
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            parser.nextToken();
            checkValue(parser, field);
        }
    }

    private static void checkValue(JsonParser parser, String field) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT || parser.nextToken() != JsonToken.FIELD_NAME) {
            throw new IllegalArgumentException("`" + field + "` holds a value without its DynamoDB type");
        }
        String type = parser.currentName();
        JsonToken value = parser.nextToken();
        switch (type) {
            case "M" -> {
                if (value == JsonToken.START_OBJECT) {
                    check(parser, field);
                }
            }
            case "L" -> {
                if (value == JsonToken.START_ARRAY) {
                    for (JsonToken t = parser.nextToken();
                            t != JsonToken.END_ARRAY && t != null;
                            t = parser.nextToken()) {
                        checkValue(parser, field);
                    }
                }
            }
            case "B" -> base64(parser, field);
            case "BS" -> {
                if (value == JsonToken.START_ARRAY) {
                    for (JsonToken t = parser.nextToken();
                            t != JsonToken.END_ARRAY && t != null;
                            t = parser.nextToken()) {
                        base64(parser, field);
                    }
                }
            }
            case "S", "N", "BOOL", "NULL", "SS", "NS" -> {}
            default -> throw new IllegalArgumentException("unknown DynamoDB type `" + type + "`");
        }
        parser.skipChildren();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            parser.nextToken();
            parser.skipChildren();
        }
    }

    private static void base64(JsonParser parser, String field) throws IOException {
        try {
            Base64.getDecoder().decode(parser.getValueAsString(""));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("`" + field + "` holds a binary value that is not Base64");
        }
        parser.skipChildren();
    }

    private static Set<String> texts(JsonNode array) {
        Set<String> values = new LinkedHashSet<>();
        array.forEach(e -> values.add(e.asText()));
        return values;
    }
}
