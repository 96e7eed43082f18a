package io.tenantdesk.journal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.WriteAudit;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Move;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The change journal: an append-only file of JSON lines in the user's data folder. A write is recorded, and
 * forced to disk, before its request is sent, and its outcome is appended when known. If the file cannot be
 * written, {@link #begin} throws and the store sends nothing. Thread-safe within one process.
 */
public final class ChangeJournal implements WriteAudit {

    private final Path file;
    private final ObjectMapper json = new ObjectMapper();

    /** @param file the journal file; created with its folder on the first write */
    public ChangeJournal(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    @Override
    public synchronized String begin(WriteRecord record) {
        String id = UUID.randomUUID().toString();
        WriteRecord.Provenance by = record.provenance();
        ObjectNode line = json.createObjectNode();
        line.put("kind", "begin");
        line.put("id", id);
        line.put("at", by.at().toString());
        line.put("operation", record.write().operation());
        line.put("connection", by.connection());
        line.put("region", by.region());
        line.put("actor", by.actor());
        line.put("platform", by.platform());
        RecordedWrite write = RecordedWrite.of(record.write());
        putWrite(line, write);
        line.put("physicalTable", record.request().physicalTable());
        line.put("condition", record.request().condition());
        if (record.request().update() != null) {
            line.put("update", record.request().update());
        }
        line.put("reason", by.reason());
        if (record.write() instanceof Move move) {
            line.set("to", ItemJson.toJson(move.to().asItem()));
        }
        if (write.batch() != null) {
            line.put("batch", write.batch());
            ArrayNode writes = line.putArray("writes");
            write.writes().forEach(w -> {
                ObjectNode part = writes.addObject();
                part.put("operation", w.operation());
                putWrite(part, w);
            });
        }
        append(line);
        return id;
    }

    /** The fields of one item write (none for a batch, whose writes are listed). */
    private static void putWrite(ObjectNode line, RecordedWrite write) {
        if (write.batch() != null) {
            return;
        }
        line.put("entity", write.entity());
        line.put("table", write.table());
        line.set("key", ItemJson.toJson(write.key().asItem()));
        putItem(line, "before", write.before());
        putItem(line, "after", write.after());
        if (write.amount() != null) {
            line.put("amount", write.amount().toPlainString());
        }
        if (write.tenant() != null) {
            line.put("tenant", write.tenant());
        }
    }

    @Override
    public synchronized void complete(String id, WriteOutcome outcome) {
        ObjectNode line = json.createObjectNode();
        line.put("kind", "end");
        line.put("id", id);
        line.put("at", outcome.at().toString());
        line.put("status", outcome.status().name());
        putItem(line, "after", outcome.after());
        line.put("message", outcome.message());
        append(line);
    }

    @Override
    public synchronized void step(String id, String step, WriteOutcome outcome) {
        ObjectNode line = json.createObjectNode();
        line.put("kind", "step");
        line.put("id", id);
        line.put("at", outcome.at().toString());
        line.put("step", step);
        line.put("status", outcome.status().name());
        line.put("message", outcome.message());
        append(line);
    }

    /** Every entry, newest first. Lines that cannot be read (a torn last line after a crash) are skipped. */
    public synchronized List<JournalEntry> entries() {
        if (!Files.exists(file)) {
            return List.of();
        }
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("the change journal " + file + " cannot be read: " + e.getMessage(), e);
        }
        Map<String, JsonNode> begun = new LinkedHashMap<>();
        Map<String, WriteOutcome> ended = new LinkedHashMap<>();
        Map<String, List<String>> steps = new LinkedHashMap<>();
        for (String text : lines) {
            JsonNode line;
            try {
                line = json.readTree(text);
            } catch (JsonProcessingException e) {
                continue;
            }
            if (line == null || !line.has("kind") || !line.has("id")) {
                continue;
            }
            if (line.get("kind").asText().equals("begin")) {
                begun.put(line.get("id").asText(), line);
            } else if (line.get("kind").asText().equals("step")) {
                steps.computeIfAbsent(line.get("id").asText(), k -> new ArrayList<>()).add(readStep(line));
            } else {
                try {
                    ended.put(line.get("id").asText(), readOutcome(line));
                } catch (RuntimeException e) {
                    // an outcome that cannot be read leaves the write's outcome unknown
                }
            }
        }
        List<JournalEntry> entries = new ArrayList<>();
        begun.forEach((id, line) -> {
            try {
                entries.add(new JournalEntry(id, readProvenance(line), readWrite(line), readRequest(line),
                        steps.getOrDefault(id, List.of()), ended.get(id)));
            } catch (RuntimeException e) {
                // a line this version cannot read is skipped, as a torn one is
            }
        });
        java.util.Collections.reverse(entries);
        return entries;
    }

    private void append(ObjectNode line) {
        byte[] bytes;
        try {
            bytes = (json.writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a journal line could not be encoded", e);
        }
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("the change journal " + file + " cannot be written (" + e.getMessage() + ")", e);
        }
    }

    private static void putItem(ObjectNode line, String field, Item item) {
        if (item == null) {
            line.putNull(field);
        } else {
            line.set(field, ItemJson.toJson(item));
        }
    }

    private static Item item(JsonNode line, String field) {
        JsonNode node = line.get(field);
        return node == null || node.isNull() ? null : ItemJson.toItem(node);
    }

    private static String text(JsonNode line, String field) {
        JsonNode node = line.get(field);
        return node == null || node.isNull() ? null : node.asText();
    }

    private static WriteRecord.Provenance readProvenance(JsonNode line) {
        return new WriteRecord.Provenance(Instant.parse(text(line, "at")), text(line, "actor"), text(line, "platform"),
                text(line, "connection"), text(line, "region"), text(line, "reason"));
    }

    private static WriteRecord.Request readRequest(JsonNode line) {
        return new WriteRecord.Request(text(line, "physicalTable"), text(line, "condition"), text(line, "update"));
    }

    /** One write, as every version of the journal recorded it (lines before batches had no tenant, batch or update). */
    private static RecordedWrite readWrite(JsonNode line) {
        List<RecordedWrite> writes = new ArrayList<>();
        JsonNode parts = line.get("writes");
        if (parts != null && parts.isArray()) {
            parts.forEach(part -> writes.add(readWrite(part)));
        }
        JsonNode key = line.get("key");
        String amount = text(line, "amount");
        return new RecordedWrite(text(line, "operation"), text(line, "entity"), text(line, "table"),
                key == null || key.isNull() ? null : PrimaryKey.fromAttributes(ItemJson.toItem(key).attributes()),
                item(line, "before"), item(line, "after"), amount == null ? null : new BigDecimal(amount),
                text(line, "tenant"), text(line, "batch"), writes);
    }

    /** A step in words with how it ended, e.g. "created under the new key PK=...: SUCCEEDED". */
    private static String readStep(JsonNode line) {
        String message = text(line, "message");
        return text(line, "step") + ": " + text(line, "status") + (message == null ? "" : " (" + message + ")");
    }

    private static WriteOutcome readOutcome(JsonNode line) {
        return new WriteOutcome(WriteOutcome.Status.valueOf(text(line, "status")), Instant.parse(text(line, "at")),
                item(line, "after"), text(line, "message"));
    }
}
