package io.tenantdesk.schema.item;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Items as typed DynamoDB JSON ({@code {"status": {"S": "active"}}}), as people edit them: written pretty-printed,
 * secrets as a {@code {"secret": "********"}} marker that keeps the stored value, and read back with every
 * mistake named by line and column in words: broken JSON (the first such mistake; nothing after it can be
 * trusted) and every value whose type DynamoDB would refuse. Pure and thread-safe.
 */
public final class DynamoJson {

    /** The pseudo-type of a secret shown masked: the stored value is kept. */
    public static final String SECRET = "secret";
    /** What a secret shows instead of its value. */
    public static final String MASK = "********";

    private static final List<String> TYPES = List.of("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS");
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    /** One mistake, where it is (1-based line and column) and what is wrong, in words. */
    public record Problem(int line, int column, String message) {
        @Override
        public String toString() {
            return "Line " + line + ", column " + column + ": " + message;
        }
    }

    /** The item read, or null when the text has mistakes; and every mistake found. */
    public record Parsed(Item item, List<Problem> problems) {
        public Parsed {
            problems = List.copyOf(problems);
        }

        public boolean ok() {
            return problems.isEmpty();
        }
    }

    private DynamoJson() {
    }

    /** The item pretty-printed, attributes in item order, the top-level attributes named in {@code secrets} masked. */
    public static String write(Item item, Set<String> secrets) {
        StringWriter out = new StringWriter();
        DefaultPrettyPrinter pretty = new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
        try (JsonGenerator json = FACTORY.createGenerator(out).setPrettyPrinter(pretty)) {
            json.writeStartObject();
            for (Map.Entry<String, Value> e : item.attributes().entrySet()) {
                json.writeFieldName(e.getKey());
                if (secrets.contains(e.getKey())) {
                    json.writeStartObject();
                    json.writeStringField(SECRET, MASK);
                    json.writeEndObject();
                } else {
                    write(json, e.getValue());
                }
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString() + "\n";
    }

    private static void write(JsonGenerator json, Value value) throws IOException {
        json.writeStartObject();
        json.writeFieldName(value.typeCode());
        if (value instanceof Value.Str s) {
            json.writeString(s.value());
        } else if (value instanceof Value.Num n) {
            json.writeString(n.value());
        } else if (value instanceof Value.Bool b) {
            json.writeBoolean(b.value());
        } else if (value instanceof Value.Null) {
            json.writeBoolean(true);
        } else if (value instanceof Value.Bin b) {
            json.writeString(Base64.getEncoder().encodeToString(b.bytes()));
        } else if (value instanceof Value.ListOf l) {
            json.writeStartArray();
            for (Value v : l.values()) {
                write(json, v);
            }
            json.writeEndArray();
        } else if (value instanceof Value.MapOf m) {
            json.writeStartObject();
            for (Map.Entry<String, Value> e : m.values().entrySet()) {
                json.writeFieldName(e.getKey());
                write(json, e.getValue());
            }
            json.writeEndObject();
        } else {
            json.writeStartArray();
            for (String text : setTexts(value)) {
                json.writeString(text);
            }
            json.writeEndArray();
        }
        json.writeEndObject();
    }

    private static List<String> setTexts(Value set) {
        if (set instanceof Value.StrSet ss) {
            return List.copyOf(ss.values());
        }
        if (set instanceof Value.NumSet ns) {
            return List.copyOf(ns.values());
        }
        return ((Value.BinSet) set).values().stream().map(b -> Base64.getEncoder().encodeToString(b.bytes())).toList();
    }

    /**
     * Reads typed DynamoDB JSON back into an item.
     *
     * @param kept the item as loaded: a top-level {@code {"secret": ...}} marker takes that attribute's value from it
     */
    public static Parsed parse(String text, Item kept) {
        List<Problem> problems = new ArrayList<>();
        try (JsonParser json = FACTORY.createParser(text)) {
            Reader reader = new Reader(json, kept, problems);
            Item item = reader.item();
            return new Parsed(problems.isEmpty() ? item : null, problems);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            problems.add(new Problem(at == null ? 1 : Math.max(1, at.getLineNr()), at == null ? 1 : Math.max(1, at.getColumnNr()),
                    JsonMistakes.inWords(e.getOriginalMessage())));
            return new Parsed(null, problems);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Walks the tokens, collecting type mistakes; broken JSON ends the walk with the parser's exception. */
    private static final class Reader {
        private final JsonParser json;
        private final Item kept;
        private final List<Problem> problems;

        Reader(JsonParser json, Item kept, List<Problem> problems) {
            this.json = json;
            this.kept = kept;
            this.problems = problems;
        }

        Item item() throws IOException {
            JsonToken first = json.nextToken();
            if (first == null) {
                problems.add(new Problem(1, 1, "the item is empty: write it as { \"name\": {\"S\": \"value\"}, … }"));
                return null;
            }
            if (first != JsonToken.START_OBJECT) {
                problem("an item starts with `{`, then its attributes");
                json.skipChildren();
                return null;
            }
            Map<String, Value> attributes = new LinkedHashMap<>();
            while (json.nextToken() == JsonToken.FIELD_NAME) {
                String name = json.currentName();
                if (name.isEmpty()) {
                    problem("an attribute name cannot be empty");
                }
                json.nextToken();
                Value value = typed("`" + name + "`", true, name);
                if (value != null) {
                    attributes.put(name, value);
                }
            }
            if (json.nextToken() != null) {
                problem("there is text after the item's closing `}`");
            }
            if (attributes.isEmpty() && problems.isEmpty()) {
                problems.add(new Problem(1, 1, "the item has no attributes; it needs at least its key attributes"));
            }
            return Item.of(attributes);
        }

        /** A typed value {"T": ...} at the current token, or null (and a problem) when it is not one. */
        private Value typed(String what, boolean topLevel, String name) throws IOException {
            if (json.currentToken() != JsonToken.START_OBJECT) {
                problem(what + " needs its DynamoDB type, e.g. {\"S\": \"text\"} or {\"N\": \"12\"}");
                json.skipChildren();
                return null;
            }
            JsonLocation start = json.currentTokenLocation();
            List<String> types = new ArrayList<>();
            Value value = null;
            while (json.nextToken() == JsonToken.FIELD_NAME) {
                String type = json.currentName();
                JsonLocation typeAt = json.currentTokenLocation();
                types.add(type);
                json.nextToken();
                if (types.size() > 1) {
                    json.skipChildren();
                } else if (topLevel && type.equals(SECRET)) {
                    value = secret(what, name);
                } else if (TYPES.contains(type)) {
                    value = ofType(what, type);
                } else {
                    problems.add(at(typeAt, unknownType(what, type, topLevel)));
                    json.skipChildren();
                }
            }
            if (types.isEmpty()) {
                problems.add(at(start, what + " has no type: write {\"S\": \"text\"}, {\"N\": \"12\"}, {\"NULL\": true}…"));
                return null;
            }
            if (types.size() > 1) {
                problems.add(at(start, what + " has more than one type (" + String.join(", ", types) + "); a value has exactly one"));
                return null;
            }
            return value;
        }

        private Value secret(String what, String name) throws IOException {
            json.skipChildren();
            if (kept.get(name).isEmpty()) {
                problem(what + " is a masked secret, but the item as loaded has no " + what + " to keep; secrets are never typed in clear");
                return null;
            }
            return kept.get(name).get();
        }

        private Value ofType(String what, String type) throws IOException {
            return switch (type) {
                case "S" -> text(what, "S") == null ? null : Value.str(json.getText());
                case "N" -> number(what);
                case "B" -> binary(what);
                case "BOOL" -> {
                    if (!json.currentToken().isBoolean()) {
                        problem(what + ": BOOL takes true or false, without quotes");
                        json.skipChildren();
                        yield null;
                    }
                    yield Value.bool(json.getBooleanValue());
                }
                case "NULL" -> {
                    if (json.currentToken() != JsonToken.VALUE_TRUE) {
                        problem(what + ": NULL takes the value true, as in {\"NULL\": true}");
                        json.skipChildren();
                        yield null;
                    }
                    yield Value.nul();
                }
                case "L" -> list(what);
                case "M" -> map(what);
                default -> set(what, type);
            };
        }

        private String text(String what, String type) throws IOException {
            if (json.currentToken() != JsonToken.VALUE_STRING) {
                problem(what + ": " + type + " takes text in double quotes");
                json.skipChildren();
                return null;
            }
            return json.getText();
        }

        private Value number(String what) throws IOException {
            String text = json.currentToken().isNumeric() ? json.getText() : text(what, "N");
            if (text == null) {
                return null;
            }
            return checkedNumber(what, text) ? Value.num(text.strip()) : null;
        }

        private boolean checkedNumber(String what, String text) {
            try {
                if (!DynamoNumbers.holds(new BigDecimal(text.strip()))) {
                    problem(what + ": " + text + " is outside what DynamoDB numbers hold (" + DynamoNumbers.RANGE + ")");
                    return false;
                }
                return true;
            } catch (NumberFormatException e) {
                problem(what + ": `" + text + "` is not a number");
                return false;
            }
        }

        private Value.Bin binary(String what) throws IOException {
            String text = text(what, "B");
            if (text == null) {
                return null;
            }
            try {
                return new Value.Bin(Base64.getDecoder().decode(text.strip()));
            } catch (IllegalArgumentException e) {
                problem(what + ": B takes base64 text, and `" + abbreviate(text) + "` is not base64");
                return null;
            }
        }

        private Value list(String what) throws IOException {
            if (json.currentToken() != JsonToken.START_ARRAY) {
                problem(what + ": L takes a list [ … ] of typed values");
                json.skipChildren();
                return null;
            }
            List<Value> values = new ArrayList<>();
            int index = 0;
            boolean ok = true;
            while (json.nextToken() != JsonToken.END_ARRAY) {
                Value v = typed(what + "[" + index++ + "]", false, null);
                ok &= v != null;
                if (v != null) {
                    values.add(v);
                }
            }
            return ok ? new Value.ListOf(values) : null;
        }

        private Value map(String what) throws IOException {
            if (json.currentToken() != JsonToken.START_OBJECT) {
                problem(what + ": M takes an object { \"name\": typed value, … }");
                json.skipChildren();
                return null;
            }
            Map<String, Value> values = new LinkedHashMap<>();
            boolean ok = true;
            while (json.nextToken() == JsonToken.FIELD_NAME) {
                String key = json.currentName();
                json.nextToken();
                Value v = typed(what + "." + key, false, null);
                ok &= v != null;
                if (v != null) {
                    values.put(key, v);
                }
            }
            return ok ? new Value.MapOf(values) : null;
        }

        private Value set(String what, String type) throws IOException {
            if (json.currentToken() != JsonToken.START_ARRAY) {
                problem(what + ": " + type + " takes a list [ … ] of " + (type.equals("NS") ? "numbers" : "texts") + " in double quotes");
                json.skipChildren();
                return null;
            }
            JsonLocation start = json.currentTokenLocation();
            Set<String> seen = new LinkedHashSet<>();
            Set<BigDecimal> numbers = new LinkedHashSet<>();
            List<Value.Bin> bins = new ArrayList<>();
            boolean ok = true;
            while (json.nextToken() != JsonToken.END_ARRAY) {
                boolean number = type.equals("NS") && json.currentToken().isNumeric();
                String text = number ? json.getText() : text(what, type + " element");
                if (text == null) {
                    ok = false;
                    continue;
                }
                if (type.equals("NS")) {
                    ok &= checkedNumber(what, text) && distinct(what, numbers.add(new BigDecimal(text.strip()).stripTrailingZeros()), text);
                    seen.add(text.strip());
                } else if (type.equals("BS")) {
                    Value.Bin bin = binary(what);
                    ok &= bin != null && distinct(what, seen.add(text.strip()), text);
                    if (bin != null) {
                        bins.add(bin);
                    }
                } else {
                    ok &= distinct(what, seen.add(text), text);
                }
            }
            if (seen.isEmpty() && ok) {
                problems.add(at(start, what + ": DynamoDB has no empty sets; remove the attribute or add an element"));
                return null;
            }
            if (!ok) {
                return null;
            }
            return switch (type) {
                case "SS" -> new Value.StrSet(seen);
                case "NS" -> new Value.NumSet(seen);
                default -> new Value.BinSet(bins);
            };
        }

        private boolean distinct(String what, boolean added, String text) {
            if (!added) {
                problem(what + ": `" + abbreviate(text) + "` is in the set twice; a set holds each element once");
            }
            return added;
        }

        private void problem(String message) {
            problems.add(at(json.currentTokenLocation(), message));
        }

        private static Problem at(JsonLocation location, String message) {
            return new Problem(Math.max(1, location.getLineNr()), Math.max(1, location.getColumnNr()), message);
        }

        private static String unknownType(String what, String type, boolean topLevel) {
            String upper = type.toUpperCase(java.util.Locale.ROOT);
            if (TYPES.contains(upper)) {
                return what + ": `" + type + "` is written `" + upper + "`; DynamoDB types are upper case";
            }
            return what + ": `" + type + "` is not a DynamoDB type; use S, N, B, BOOL, NULL, L, M, SS, NS or BS"
                    + (topLevel ? " (or keep a masked secret as {\"secret\": \"" + MASK + "\"})" : "");
        }

        private static String abbreviate(String text) {
            return text.length() <= 40 ? text : text.substring(0, 39) + "…";
        }
    }
}
