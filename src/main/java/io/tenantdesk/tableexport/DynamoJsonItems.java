package io.tenantdesk.tableexport;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The items of an export data file in DynamoDB JSON, one {@code {"Item": {"PK": {"S": "..."}, ...}}} per line,
 * read one at a time with Jackson's streaming parser straight into items (no tree in between: this is where
 * an export lint spends its time). A problem is named by the file, line and column.
 */
final class DynamoJsonItems implements AutoCloseable {

    /** Leaves the stream open at its end, so the caller can still read what follows (and check the file's MD5). */
    private static final JsonFactory JSON = JsonFactory.builder().disable(StreamReadFeature.AUTO_CLOSE_SOURCE).build();

    private final String file;
    private final JsonParser parser;

    /** @param file how problems name the file */
    DynamoJsonItems(InputStream in, String file) throws IOException {
        this.file = file;
        this.parser = JSON.createParser(in);
    }

    /** The next item, or null at the end of the file. */
    Item next() throws IOException {
        try {
            JsonToken token = parser.nextToken();
            if (token == null) {
                return null;
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
            throw problem("\"Item\" must be an object of attributes");
        }
        Map<String, Value> attributes = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            parser.nextToken();
            attributes.put(name, value(name));
        }
        return Item.of(attributes);
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
            case "N" -> Value.num(text(token, name));
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
            case "NS" -> new Value.NumSet(texts(token, name));
            case "BS" -> new Value.BinSet(binaries(token, name));
            case "L" -> list(token, name);
            case "M" -> map(token, name);
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
