package io.tenantdesk.journal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The journal's lines, the codec of a {@link WriteRecord} for the journal file (and for the copies the shared audit
 * table keeps): one JSON object each, {@code begin} before a write is sent, {@code step} for each request of a write
 * sent as several, {@code end} with its outcome. Reading is strict: a line this version cannot read as a
 * whole (torn, not JSON, an unknown kind or operation, a missing field, a newer format) is refused with the reason,
 * so the journal can list it as unreadable rather than guess.
 */
public final class JournalCodec {

    /** The format this version writes; lines without one are of format 1 too. */
    static final int FORMAT = 1;

    private static final Pattern BEGIN = Pattern.compile("\\{\"kind\":\"begin\",\"id\":\"([^\"\\\\]+)\"");

    private final ObjectMapper json = new ObjectMapper();

    /** A line read back: the start of a write, a step of it, or its outcome. */
    sealed interface Decoded {
        String id();
    }

    record Begin(String id, WriteRecord.Provenance provenance, RecordedWrite write, WriteRecord.Request request)
            implements Decoded {

        /** The record this line begins, with its steps in order and its end; {@code end} null while there is none. */
        WriteRecord record(List<WriteRecord.Step> steps, End end) {
            return new WriteRecord(
                    id,
                    provenance,
                    write,
                    request,
                    steps,
                    end == null ? WriteOutcome.pending(provenance.at()) : end.outcome());
        }
    }

    record Step(String id, WriteRecord.Step step) implements Decoded {}

    record End(String id, WriteOutcome outcome) implements Decoded {}

    /** A line that cannot be read, and why. */
    public static final class UnreadableLine extends Exception {
        public UnreadableLine(String reason) {
            super(reason, null, false, false);
        }
    }

    /** The line that records a write before it is sent; {@code record} as it is kept, its secrets masked. */
    byte[] begin(WriteRecord record) {
        WriteRecord.Provenance by = record.provenance();
        RecordedWrite write = record.write();
        ObjectNode line = start("begin", record.id(), by.at());
        line.put("operation", write.operation());
        line.put("connection", by.connection());
        line.put("region", by.region());
        if (by.account() != null) {
            line.put("account", by.account());
        }
        line.put("actor", by.actor());
        line.put("platform", by.platform());
        putWrite(line, write);
        line.put("physicalTable", record.request().physicalTable());
        line.put("condition", record.request().condition());
        if (record.request().update() != null) {
            line.put("update", record.request().update());
        }
        line.put("reason", by.reason());
        write.newKey().ifPresent(to -> line.set("to", ItemJson.toJson(to.asItem())));
        if (write.batch() != null) {
            line.put("batch", write.batch());
        }
        if (write.isBatch()) {
            ArrayNode writes = line.putArray("writes");
            write.writes().forEach(w -> {
                ObjectNode part = writes.addObject();
                part.put("operation", w.operation());
                putWrite(part, w);
            });
        }
        return bytes(line);
    }

    /** The begin line of a record as it is kept, without its newline: how a proposal keeps the write it proposes. */
    public String beginText(WriteRecord kept) {
        byte[] line = begin(kept);
        return new String(line, 0, line.length - 1, StandardCharsets.UTF_8);
    }

    byte[] step(String id, WriteRecord.Step step) {
        ObjectNode line = start("step", id, step.at());
        line.put("step", step.what());
        putStatus(line, step.status());
        line.put("message", step.message());
        return bytes(line);
    }

    /**
     * The line that records a write's outcome; {@code done} as it is kept, its secrets masked. A write whose outcome
     * was not settled gets a second one when it is: the newer line holds the outcome.
     */
    byte[] end(WriteRecord done) {
        WriteOutcome outcome = done.outcome();
        ObjectNode line = start("end", done.id(), outcome.at());
        putStatus(line, outcome.status());
        putItem(line, "after", outcome.after());
        line.put("message", outcome.message());
        return bytes(line);
    }

    /**
     * A status as every version reads it: {@code status} holds one that versions older than it know (the nearest in
     * meaning: not applied so far reads as unknown, applied late as applied after a check), {@code outcome} the
     * status itself where it differs.
     */
    private static void putStatus(ObjectNode line, WriteOutcome.Status status) {
        WriteOutcome.Status older = switch (status) {
            case NOT_APPLIED_SO_FAR -> WriteOutcome.Status.UNKNOWN;
            case APPLIED_LATE -> WriteOutcome.Status.APPLIED_AFTER_CHECK;
            default -> status;
        };
        line.put("status", older.name());
        if (older != status) {
            line.put("outcome", status.name());
        }
    }

    /**
     * The record one write's lines keep, read as the journal reads them: its begin line, its step lines in order and its
     * end line (null while it has none).
     *
     * @throws UnreadableLine saying why, when one of them cannot be read
     */
    public WriteRecord record(String begin, List<String> steps, String end) throws UnreadableLine {
        if (!(decode(begin) instanceof Begin started)) {
            throw new UnreadableLine("the entry does not begin with a write");
        }
        List<WriteRecord.Step> done = new ArrayList<>();
        for (String step : steps) {
            if (decode(step) instanceof Step s) {
                done.add(s.step());
            }
        }
        return started.record(done, end != null && decode(end) instanceof End e ? e : null);
    }

    /**
     * The id of a begin line as this version writes it ({@code {"kind":"begin","id":"…"} first), without reading
     * the rest; empty for any other line, which then has to be read whole.
     */
    Optional<String> beginId(String text) {
        Matcher begin = BEGIN.matcher(text);
        return begin.lookingAt() ? Optional.of(begin.group(1)) : Optional.empty();
    }

    /** Reads one line (without its newline); its item images are checked, and decoded when first asked for. */
    Decoded decode(String text) throws UnreadableLine {
        LineFields line = LineFields.read(json, text);
        JsonNode format = line.get("format");
        if (format != null && (!format.canConvertToInt() || format.asInt() > FORMAT)) {
            throw new UnreadableLine(
                    "written in format " + format.asText() + " by a newer Tenantdesk; this one reads format " + FORMAT);
        }
        String kind = line.required("kind");
        String id = line.required("id");
        try {
            return switch (kind) {
                case "begin" -> new Begin(id, line.provenance(), line.write(), line.request());
                case "step" ->
                    new Step(
                            id,
                            new WriteRecord.Step(
                                    line.required("step"),
                                    line.status(),
                                    line.text("at") == null ? null : line.instant(),
                                    line.text("message")));
                case "end" ->
                    new End(
                            id,
                            WriteOutcome.read(
                                    line.status(), line.instant(), line.image("after"), line.text("message")));
                default -> throw new UnreadableLine("unknown kind of line `" + kind + "`");
            };
        } catch (IllegalArgumentException | ClassCastException | NoSuchElementException e) {
            throw new UnreadableLine(e.getMessage());
        }
    }

    private ObjectNode start(String kind, String id, Instant at) {
        ObjectNode line = json.createObjectNode();
        line.put("kind", kind);
        line.put("id", id);
        line.put("format", FORMAT);
        line.put("at", at.toString());
        return line;
    }

    private byte[] bytes(ObjectNode line) {
        try {
            return (json.writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a journal line could not be encoded", e);
        }
    }

    /** The fields of one item write (none for a batch, whose writes are listed). */
    private static void putWrite(ObjectNode line, RecordedWrite write) {
        if (write.isBatch()) {
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

    private static void putItem(ObjectNode line, String field, Item item) {
        if (item == null) {
            line.putNull(field);
        } else {
            line.set(field, ItemJson.toJson(item));
        }
    }
}
