package io.tenantdesk.journal;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.journal.JournalCodec.UnreadableLine;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.RecordedImage;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One journal line's fields, read strictly: its item images as their text, checked whole and made into items when
 * first asked for, every other field as a JSON tree. Each field is read as every version of the journal wrote it.
 */
record LineFields(JsonNode line, Map<String, RecordedImage> images) {

    private static final Set<String> OPERATIONS = Set.of("CREATE", "UPDATE", "DELETE", "MOVE", "CREDIT", "BATCH");
    /** The fields that hold a whole item besides the key: kept as text until asked for. */
    private static final Set<String> IMAGES = Set.of("before", "after", "to");

    JsonNode get(String field) {
        return line.get(field);
    }

    /**
     * The line's fields: its item images (the items before and after) kept as their text once checked whole, every
     * other field read as a tree. Making items of the images is most of the work of reading a line, and a listing
     * shows none of them.
     */
    static LineFields read(ObjectMapper json, String text) throws UnreadableLine {
        ObjectNode line = json.createObjectNode();
        Map<String, RecordedImage> images = new HashMap<>();
        try (JsonParser parser = json.createParser(text)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw new UnreadableLine("not a JSON object");
            }
            for (String field = parser.nextFieldName(); field != null; field = parser.nextFieldName()) {
                JsonToken value = parser.nextToken();
                if (value == JsonToken.START_OBJECT && IMAGES.contains(field)) {
                    int start = Math.toIntExact(parser.currentTokenLocation().getCharOffset());
                    ItemJson.check(parser, field);
                    int end = Math.toIntExact(parser.currentLocation().getCharOffset());
                    String image = text.substring(start, end);
                    images.put(field, RecordedImage.lazy(() -> item(json, image)));
                    line.remove(field);
                    continue;
                }
                images.remove(field);
                switch (value) {
                    case VALUE_STRING -> line.put(field, parser.getText());
                    case VALUE_NULL -> line.putNull(field);
                    default -> line.set(field, parser.readValueAsTree());
                }
            }
        } catch (JsonProcessingException e) {
            throw new UnreadableLine("not JSON (" + e.getOriginalMessage() + ")");
        } catch (IOException e) {
            throw new UnreadableLine("not JSON (" + e.getMessage() + ")");
        } catch (IllegalArgumentException e) {
            throw new UnreadableLine(e.getMessage());
        }
        return new LineFields(line, images);
    }

    /** An image the line holds, checked when the line was read, so it makes an item. */
    private static Item item(ObjectMapper json, String image) {
        try {
            return ItemJson.toItem(json.readTree(image));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a journal image checked when read is no longer JSON", e);
        }
    }

    WriteRecord.Provenance provenance() throws UnreadableLine {
        return new WriteRecord.Provenance(
                instant(),
                text("actor"),
                required("platform"),
                text("connection"),
                text("region"),
                text("reason"),
                text("account"));
    }

    WriteRecord.Request request() {
        return new WriteRecord.Request(text("physicalTable"), text("condition"), text("update"));
    }

    /** One write, as every version of the journal recorded it (lines before batches had no tenant, batch or update). */
    RecordedWrite write() throws UnreadableLine {
        String operation = required("operation");
        String kind = operation.startsWith("REVERT_") ? operation.substring("REVERT_".length()) : operation;
        if (!OPERATIONS.contains(kind)) {
            throw new UnreadableLine("unknown operation `" + operation + "`");
        }
        List<RecordedWrite> writes = new ArrayList<>();
        if (kind.equals("BATCH")) {
            JsonNode parts = line.get("writes");
            if (parts == null || !parts.isArray()) {
                throw new UnreadableLine("a batch without its `writes`");
            }
            for (JsonNode part : parts) {
                writes.add(new LineFields(part, Map.of()).write());
            }
            return RecordedWrite.batch(operation, text("tenant"), required("batch"), writes);
        }
        JsonNode key = line.get("key");
        if (key == null || !key.isObject() || key.isEmpty()) {
            throw new UnreadableLine("no `key`");
        }
        String amount = text("amount");
        try {
            return new RecordedWrite(
                    operation,
                    required("entity"),
                    required("table"),
                    PrimaryKey.fromAttributes(ItemJson.toItem(key).attributes()),
                    image("before"),
                    image("after"),
                    amount == null ? null : new BigDecimal(amount),
                    text("tenant"),
                    text("batch"),
                    writes,
                    Set.of());
        } catch (NumberFormatException e) {
            throw new UnreadableLine("the amount `" + amount + "` is not a number");
        }
    }

    /**
     * A step's or an outcome's status: {@code outcome} where a version this one knows wrote it, else {@code status},
     * which every version writes as one that older versions know.
     */
    WriteOutcome.Status status() throws UnreadableLine {
        String outcome = text("outcome");
        if (outcome != null
                && java.util.Arrays.stream(WriteOutcome.Status.values())
                        .anyMatch(s -> s.name().equals(outcome))) {
            return WriteOutcome.Status.valueOf(outcome);
        }
        String status = required("status");
        try {
            return WriteOutcome.Status.valueOf(status);
        } catch (IllegalArgumentException e) {
            throw new UnreadableLine("unknown status `" + status + "`");
        }
    }

    Instant instant() throws UnreadableLine {
        String at = required("at");
        try {
            return Instant.parse(at);
        } catch (DateTimeParseException e) {
            throw new UnreadableLine("`at` is not a time: " + at);
        }
    }

    /** An item image of the line: kept as text when the line was read, else made from its tree (a batch's writes). */
    RecordedImage image(String field) throws UnreadableLine {
        RecordedImage kept = images.get(field);
        if (kept != null) {
            return kept;
        }
        JsonNode node = line.get(field);
        if (node == null || node.isNull()) {
            return RecordedImage.of(null);
        }
        if (!node.isObject()) {
            throw new UnreadableLine("`" + field + "` is not an item");
        }
        return RecordedImage.of(ItemJson.toItem(node));
    }

    String required(String field) throws UnreadableLine {
        String value = text(field);
        if (value == null || value.isEmpty()) {
            throw new UnreadableLine("no `" + field + "`");
        }
        return value;
    }

    String text(String field) {
        JsonNode node = line.get(field);
        return node == null || node.isNull() ? null : node.asText();
    }
}
