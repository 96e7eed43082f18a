package io.tenantdesk.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.audit.AuditChainLink;
import io.tenantdesk.audit.AuditPage;
import io.tenantdesk.audit.AuditQuery;
import io.tenantdesk.audit.AuditTable;
import io.tenantdesk.audit.AuditTableDesign;
import io.tenantdesk.audit.AuditTables;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tenantdesk audit export}: the shared audit table's entries in a time window, as JSON lines. */
@Command(
        name = "export",
        header = "Write the audit table's entries in a time window as JSON lines, oldest first.",
        sortOptions = false,
        usageHelpAutoWidth = true,
        description = {
            "One JSON object per write: its id, time, platform, person, item, tenant and status, and the change"
                    + " journal's own records of it (`begin`, `steps`, `end`), secrets masked as the console records"
                    + " them. Only reads.",
            "Exit codes: 0 exported, 2 could not run."
        })
final class AuditExportCommand implements Callable<Integer> {

    private static final int PAGE = 500;

    @Mixin
    HelpOption help;

    @Mixin
    ConnectionOptions connection;

    @Option(names = "--table", required = true, paramLabel = "NAME", description = "The audit table's name.")
    String table;

    @Option(
            names = "--from",
            paramLabel = "TIME",
            description = "The earliest entry: an ISO-8601 instant or a date (UTC).")
    String from;

    @Option(
            names = "--to",
            paramLabel = "TIME",
            description = "The latest entry: an ISO-8601 instant, or a date (UTC; the whole day).")
    String to;

    @Option(
            names = "--out",
            paramLabel = "FILE",
            description = "Write here (replaced only once the export is complete); default: standard output.")
    Path out;

    private final CliContext context;
    private final ObjectMapper json = new ObjectMapper().disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

    AuditExportCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        AuditQuery.Window window;
        try {
            window = new AuditQuery.Window(instant(from, false), instant(to, true));
            if (window.from() != null && window.to() != null && window.from().isAfter(window.to())) {
                throw new CliFailure("--from " + from + " is after --to " + to);
            }
        } catch (DateTimeParseException e) {
            throw new CliFailure(
                    "not a time: " + e.getParsedString() + " (write 2026-11-26 or 2026-11-26T09:30:00Z)", e);
        }
        Connection open = new ConnectionOpener(context).open(connection, null, List.of());
        long written = 0;
        try (OutputTarget target = out == null ? OutputTarget.stdout(context.out()) : OutputTarget.file(out)) {
            AuditTable audit = AuditTables.on(open, table, Optional.empty());
            List<FeedReader> feeds = Stream.of(
                            AuditTableDesign.FEED_ALL, AuditTableDesign.FEED_PROPOSALS, AuditTableDesign.FEED_POLICY)
                    .map(feed -> new FeedReader(audit, new AuditQuery.Feed(feed, window.from(), window.to())))
                    .toList();
            Optional<Item> entry;
            try {
                while (!target.broken() && (entry = oldest(feeds)).isPresent()) {
                    json.writeValue(target.stream(), line(entry.get()));
                    target.stream().write('\n');
                    written++;
                }
            } catch (RuntimeException e) {
                throw new CliFailure(
                        "cannot read the audit table `" + table + "` with " + open.label() + ": " + e.getMessage(), e);
            }
            target.commit();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            open.close();
        }
        context.err()
                .println("tenantdesk audit export: " + written + (written == 1 ? " entry" : " entries")
                        + (out == null ? "" : " written to " + out));
        return 0;
    }

    /** Takes the oldest entry at the head of the feeds (writes, proposals and decisions, policy changes). */
    private static Optional<Item> oldest(List<FeedReader> feeds) {
        FeedReader first = null;
        for (FeedReader feed : feeds) {
            Optional<Item> head = feed.peek();
            if (head.isPresent()
                    && (first == null
                            || head.get()
                                            .scalarTextOrNull(AuditTableDesign.AT)
                                            .compareTo(
                                                    first.peek().orElseThrow().scalarTextOrNull(AuditTableDesign.AT))
                                    < 0)) {
                first = feed;
            }
        }
        return first == null ? Optional.empty() : Optional.of(first.take());
    }

    /** One partition of the time index, oldest first, a page at a time. */
    private static final class FeedReader {
        private final AuditTable audit;
        private final AuditQuery query;
        private List<Item> page = List.of();
        private int next;
        private Optional<AuditPage.Cursor> cursor = Optional.empty();
        private boolean done;

        FeedReader(AuditTable audit, AuditQuery query) {
            this.audit = audit;
            this.query = query;
        }

        Optional<Item> peek() {
            while (next == page.size() && !done) {
                AuditPage read = audit.page(query, cursor, PAGE, true);
                page = read.items();
                next = 0;
                cursor = read.next();
                done = cursor.isEmpty();
            }
            return next < page.size() ? Optional.of(page.get(next)) : Optional.empty();
        }

        Item take() {
            return page.get(next++);
        }
    }

    /**
     * An entry as the table stores it: its attributes, the journal's lines in it as JSON; for a proposal its outcome,
     * for a decision its verdict, for a policy change the policy; and its link in its writer's chain.
     */
    private ObjectNode line(Item entry) throws IOException {
        ObjectNode line = json.createObjectNode();
        line.put("id", entry.scalarTextOrNull(AuditTableDesign.ENTRY_ID));
        line.put("kind", entry.scalarText(AuditTableDesign.KIND).orElse("write"));
        line.put(
                "at", Instant.parse(entry.scalarTextOrNull(AuditTableDesign.AT)).toString());
        line.put("platform", entry.scalarTextOrNull(AuditTableDesign.PLATFORM));
        line.put("actor", entry.scalarTextOrNull(AuditTableDesign.ACTOR));
        line.put("item", entry.scalarTextOrNull(AuditTableDesign.ITEM_KEY));
        line.put(
                "tenant",
                entry.scalarText(AuditTableDesign.TENANT_KEY)
                        .map(AuditTableDesign::tenantOf)
                        .orElse(null));
        line.put("status", entry.scalarTextOrNull(AuditTableDesign.STATUS));
        for (String field : List.of(
                AuditTableDesign.PERSON_NAME,
                AuditTableDesign.DEADLINE,
                AuditTableDesign.PROPOSAL,
                AuditTableDesign.VERDICT,
                AuditTableDesign.COMMENT)) {
            entry.scalarText(field).ifPresent(value -> line.put(field, value));
        }
        entry.scalarText(AuditTableDesign.POLICY).ifPresent(policy -> line.set("policy", tree(policy)));
        String begin = entry.scalarTextOrNull(AuditTableDesign.BEGIN);
        line.set("begin", begin == null ? null : json.readTree(begin));
        ArrayNode steps = line.putArray("steps");
        for (Value step : entry.get(AuditTableDesign.STEPS)
                .filter(Value.ListOf.class::isInstance)
                .map(list -> ((Value.ListOf) list).values())
                .orElse(List.of())) {
            steps.add(json.readTree(Item.scalarText(step).orElse("null")));
        }
        String end = entry.scalarTextOrNull(AuditTableDesign.END);
        line.set("end", end == null ? null : json.readTree(end));
        AuditChainLink.of(entry).ifPresent(chain -> line.set("chain", json.valueToTree(chain)));
        return line;
    }

    private com.fasterxml.jackson.databind.JsonNode tree(String text) {
        try {
            return json.readTree(text);
        } catch (IOException e) {
            return json.getNodeFactory().textNode(text);
        }
    }

    /** An instant, or a date's first (or, for the end of a window, last) instant in UTC; null for none. */
    private static Instant instant(String text, boolean endOfDay) {
        if (text == null || text.isBlank()) {
            return null;
        }
        if (text.contains("T")) {
            return Instant.parse(text.strip());
        }
        LocalDate day = LocalDate.parse(text.strip());
        return endOfDay
                ? day.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant().minusNanos(1000)
                : day.atStartOfDay(ZoneOffset.UTC).toInstant();
    }
}
