package io.tenantdesk.schema.item;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads one item of typed DynamoDB JSON for {@link DynamoJson#parse}: walks the tokens collecting every type mistake
 * DynamoDB would refuse; broken JSON ends the walk with the parser's exception.
 */
final class DynamoJsonReader {

    private static final List<String> TYPES = List.of("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS");

    private final JsonParser json;
    private final Item kept;
    private final List<DynamoJson.Problem> problems;

    DynamoJsonReader(JsonParser json, Item kept, List<DynamoJson.Problem> problems) {
        this.json = json;
        this.kept = kept;
        this.problems = problems;
    }

    Item item() throws IOException {
        JsonToken first = json.nextToken();
        if (first == null) {
            problems.add(
                    new DynamoJson.Problem(1, 1, "the item is empty: write it as { \"name\": {\"S\": \"value\"}, … }"));
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
            problems.add(
                    new DynamoJson.Problem(1, 1, "the item has no attributes; it needs at least its key attributes"));
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
            } else if (topLevel && type.equals(DynamoJson.SECRET)) {
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
            problems.add(at(
                    start,
                    what + " has more than one type (" + String.join(", ", types) + "); a value has exactly one"));
            return null;
        }
        return value;
    }

    private Value secret(String what, String name) throws IOException {
        json.skipChildren();
        if (kept.get(name).isEmpty()) {
            problem(what + " is a masked secret, but the item as loaded has no " + what
                    + " to keep; secrets are never typed in clear");
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
            problem(what + ": " + type + " takes a list [ … ] of " + (type.equals("NS") ? "numbers" : "texts")
                    + " in double quotes");
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
                ok &= checkedNumber(what, text)
                        && distinct(what, numbers.add(new BigDecimal(text.strip()).stripTrailingZeros()), text);
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

    private static DynamoJson.Problem at(JsonLocation location, String message) {
        return new DynamoJson.Problem(Math.max(1, location.getLineNr()), Math.max(1, location.getColumnNr()), message);
    }

    private static String unknownType(String what, String type, boolean topLevel) {
        String upper = type.toUpperCase(java.util.Locale.ROOT);
        if (TYPES.contains(upper)) {
            return what + ": `" + type + "` is written `" + upper + "`; DynamoDB types are upper case";
        }
        return what + ": `" + type + "` is not a DynamoDB type; use S, N, B, BOOL, NULL, L, M, SS, NS or BS"
                + (topLevel ? " (or keep a masked secret as {\"secret\": \"" + DynamoJson.MASK + "\"})" : "");
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 39) + "…";
    }
}
