package io.tenantdesk.tableexport;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import io.tenantdesk.schema.item.ArrayMap;
import io.tenantdesk.schema.item.DynamoJson;
import io.tenantdesk.schema.item.DynamoNumbers;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Items in typed DynamoDB JSON, one after another: as an export data file holds them, one
 * {@code {"Item": {"PK": {"S": "..."}, ...}}} per line, or bare, {@code {"PK": {"S": "..."}, ...}} (what the raw
 * editor copies). Read one at a time with Jackson's streaming parser straight into items (no tree in between: this is
 * where an export lint spends its time). A secret the raw editor masked, {@code {"secret": "********"}}, is read as
 * the mask's text. A problem is named by the file, line and column, and the attribute.
 */
public final class DynamoJsonItems implements AutoCloseable {

    /** How each item is held. */
    public enum Form {
        /** {@code {"Item": {...}}}, as in a DynamoDB export to S3. */
        WRAPPED,
        /** The item's attributes themselves. */
        BARE
    }

    private static final Set<String> TYPES =
            Set.of("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS", "BS", DynamoJson.SECRET);

    /** Leaves the stream open at its end, so the caller can still read what follows (and check the file's MD5). */
    private static final JsonFactory JSON =
            JsonFactory.builder().disable(StreamReadFeature.AUTO_CLOSE_SOURCE).build();

    private final String file;
    private final JsonParser parser;
    private final Form form;
    /** The item being read; its nested maps have maps of their own. */
    private final ArrayMap.Builder<Value> attributes = new ArrayMap.Builder<>();

    private long line;

    /** @param file how problems name the file */
    DynamoJsonItems(InputStream in, String file) throws IOException {
        this(in, file, Form.WRAPPED);
    }

    /** @param file how problems name the file */
    public DynamoJsonItems(InputStream in, String file, Form form) throws IOException {
        this.file = file;
        this.parser = JSON.createParser(in);
        this.form = form;
    }

    /**
     * The form of typed items {@code first} (a file's first object) is in, if it is one: an object whose only member
     * is {@code Item} holding an object of attributes is wrapped, an object whose every member is a typed value
     * ({@code {"S": "text"}}) is bare.
     */
    public static Optional<Form> formOf(JsonNode first) {
        if (!first.isObject() || first.isEmpty()) {
            return Optional.empty();
        }
        JsonNode item = first.get("Item");
        if (first.size() == 1 && item != null && item.isObject() && !typed(item)) {
            return Optional.of(Form.WRAPPED);
        }
        for (JsonNode value : first) {
            if (!typed(value)) {
                return Optional.empty();
            }
        }
        return Optional.of(Form.BARE);
    }

    private static boolean typed(JsonNode value) {
        return value.isObject()
                && value.size() == 1
                && TYPES.contains(value.fieldNames().next());
    }

    /** Where the item {@link #next} returned last starts in the file, from 1. */
    public long line() {
        return line;
    }

    /**
     * The next item, or null at the end of the file.
     *
     * @throws ExportException when the file is not typed items in this reader's form, naming the place
     */
    public Item next() throws IOException {
        try {
            JsonToken token = parser.nextToken();
            if (token == null) {
                return null;
            }
            line = parser.currentTokenLocation().getLineNr();
            if (form == Form.BARE) {
                return item(token);
            }
            if (token != JsonToken.START_OBJECT) {
                throw problem("expected a line {\"Item\": {...}}");
            }
            Item item = null;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                parser.nextToken();
                if (field.equals("Item")) {
                    item = item(parser.currentToken());
                } else {
                    parser.skipChildren();
                }
            }
            if (item == null) {
                throw problem("the line has no \"Item\"");
            }
            return item;
        } catch (JsonParseException e) {
            throw problem("not JSON: " + e.getOriginalMessage());
        }
    }

    private Item item(JsonToken token) throws IOException {
        if (token != JsonToken.START_OBJECT) {
            throw problem(
                    form == Form.BARE
                            ? "expected an item, an object of typed attributes such as " + "{\"pk\": {\"S\": \"text\"}}"
                            : "\"Item\" must be an object of attributes");
        }
        attributes.clear();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            parser.nextToken();
            attributes.put(name, value(name));
        }
        return Item.of(attributes.build());
    }

    /** One typed value, {@code {"S": "text"}}; the parser is on its START_OBJECT. Problems name the top attribute. */
    private Value value(String name) throws IOException {
        if (!(parser.currentToken() == JsonToken.START_OBJECT && parser.nextToken() == JsonToken.FIELD_NAME)) {
            throw problem("attribute `" + name + "` must be a typed value such as {\"S\": \"text\"}");
        }
        String type = parser.currentName();
        JsonToken token = parser.nextToken();
        Value value = switch (type) {
            case "S" -> Value.str(text(token, name));
            case "N" -> Value.num(number(text(token, name), name));
            case "BOOL" -> {
                if (!token.isBoolean()) {
                    throw problem("attribute `" + name + "`: BOOL must be true or false");
                }
                yield Value.bool(token == JsonToken.VALUE_TRUE);
            }
            case "NULL" -> {
                if (token != JsonToken.VALUE_TRUE) {
                    throw problem("attribute `" + name + "`: NULL must be true");
                }
                yield Value.nul();
            }
            case "B" -> binary(token, name);
            case "SS" -> new Value.StrSet(texts(token, name));
            case "NS" -> new Value.NumSet(numbers(texts(token, name), name));
            case "BS" -> new Value.BinSet(binaries(token, name));
            case "L" -> list(token, name);
            case "M" -> map(token, name);
            case DynamoJson.SECRET -> {
                if (!DynamoJson.MASK.equals(text(token, name))) {
                    throw problem("attribute `" + name + "`: a secret is given only masked, {\"secret\": \""
                            + DynamoJson.MASK + "\"}");
                }
                yield Value.str(DynamoJson.MASK);
            }
            default -> throw problem("attribute `" + name + "`: unknown DynamoDB type `" + type + "`");
        };
        if (parser.nextToken() != JsonToken.END_OBJECT) {
            throw problem("attribute `" + name + "` has more than one type");
        }
        return value;
    }

    private Value list(JsonToken token, String name) throws IOException {
        if (token != JsonToken.START_ARRAY) {
            throw problem("attribute `" + name + "`: L must be an array");
        }
        List<Value> values = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            values.add(value(name));
        }
        return new Value.ListOf(values);
    }

    private Value map(JsonToken token, String name) throws IOException {
        if (token != JsonToken.START_OBJECT) {
            throw problem("attribute `" + name + "`: M must be an object");
        }
        Map<String, Value> values = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            parser.nextToken();
            values.put(key, value(name));
        }
        return new Value.MapOf(values);
    }

    private String text(JsonToken token, String name) throws IOException {
        if (token != JsonToken.VALUE_STRING) {
            throw problem("attribute `" + name + "`: expected text");
        }
        return parser.getText();
    }

    private String number(String text, String name) {
        try {
            if (DynamoNumbers.holds(new BigDecimal(text))) {
                return text;
            }
            throw problem("attribute `" + name + "`: " + text + " is beyond the numbers DynamoDB can hold ("
                    + DynamoNumbers.RANGE + ")");
        } catch (NumberFormatException e) {
            throw problem("attribute `" + name + "`: `" + text + "` is not a number");
        }
    }

    private Set<String> numbers(Set<String> texts, String name) {
        texts.forEach(text -> number(text, name));
        return texts;
    }

    private Set<String> texts(JsonToken token, String name) throws IOException {
        if (token != JsonToken.START_ARRAY) {
            throw problem("attribute `" + name + "`: a set must be an array");
        }
        Set<String> values = new LinkedHashSet<>();
        for (JsonToken element = parser.nextToken(); element != JsonToken.END_ARRAY; element = parser.nextToken()) {
            values.add(text(element, name));
        }
        return values;
    }

    private Value.Bin binary(JsonToken token, String name) throws IOException {
        try {
            return new Value.Bin(Base64.getDecoder().decode(text(token, name)));
        } catch (IllegalArgumentException e) {
            throw problem("attribute `" + name + "`: binary values must be base64 (" + e.getMessage() + ")");
        }
    }

    private List<Value.Bin> binaries(JsonToken token, String name) throws IOException {
        if (token != JsonToken.START_ARRAY) {
            throw problem("attribute `" + name + "`: a set must be an array");
        }
        List<Value.Bin> values = new ArrayList<>();
        for (JsonToken element = parser.nextToken(); element != JsonToken.END_ARRAY; element = parser.nextToken()) {
            values.add(binary(element, name));
        }
        return values;
    }

    private ExportException problem(String what) {
        var at = parser.currentLocation();
        return new ExportException(file + ": line " + at.getLineNr() + ", column " + at.getColumnNr() + ": " + what);
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }
}
