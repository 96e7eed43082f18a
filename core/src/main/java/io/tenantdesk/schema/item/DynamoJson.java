package io.tenantdesk.schema.item;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Base64;
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

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

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

    private DynamoJson() {}

    /** The item pretty-printed, attributes in item order, the top-level attributes named in {@code secrets} masked. */
    public static String write(Item item, Set<String> secrets) {
        StringWriter out = new StringWriter();
        DefaultPrettyPrinter pretty = new DefaultPrettyPrinter()
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
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
        return ((Value.BinSet) set)
                .values().stream()
                        .map(b -> Base64.getEncoder().encodeToString(b.bytes()))
                        .toList();
    }

    /**
     * Reads typed DynamoDB JSON back into an item.
     *
     * @param kept the item as loaded: a top-level {@code {"secret": ...}} marker takes that attribute's value from it
     */
    public static Parsed parse(String text, Item kept) {
        List<Problem> problems = new ArrayList<>();
        try (JsonParser json = FACTORY.createParser(text)) {
            DynamoJsonReader reader = new DynamoJsonReader(json, kept, problems);
            Item item = reader.item();
            return new Parsed(problems.isEmpty() ? item : null, problems);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            problems.add(new Problem(
                    at == null ? 1 : Math.max(1, at.getLineNr()),
                    at == null ? 1 : Math.max(1, at.getColumnNr()),
                    JsonMistakes.inWords(e.getOriginalMessage())));
            return new Parsed(null, problems);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
