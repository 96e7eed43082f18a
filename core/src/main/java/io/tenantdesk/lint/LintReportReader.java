package io.tenantdesk.lint;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.store.ItemSource;
import io.tenantdesk.store.ScanShare;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Reads a {@value LintJson#FORMAT} report back, as {@link LintJson} wrote it, so that the reports of several
 * shares can be merged. Every field the merge needs is checked; a problem is named by the report's name and
 * the JSON path, e.g. {@code share-3.json: $.tables[0].items: expected a whole number}. Derived fields
 * ({@code result}, {@code exitCode}, {@code totals}) are not read: the merge computes them again.
 */
public final class LintReportReader {

    private final ObjectMapper mapper = new ObjectMapper();

    /** @param name how problems name the report, e.g. its file name */
    public LintReport read(InputStream in, String name) throws IOException {
        JsonNode root;
        try {
            root = mapper.readTree(in);
        } catch (JsonProcessingException e) {
            throw new LintReportException(
                    name + ": not JSON (line " + e.getLocation().getLineNr() + ", column "
                            + e.getLocation().getColumnNr() + "): " + e.getOriginalMessage(),
                    e);
        }
        if (root == null) {
            throw new LintReportException(name + ": empty, not a lint report");
        }
        At report = new At(name, "$", root);
        String format = report.field("format").text();
        if (!LintJson.FORMAT.equals(format)) {
            throw report.field("format").problem("is `" + format + "`, not a " + LintJson.FORMAT + " report");
        }
        At platform = report.field("platform");
        At share = report.field("share");
        At source = report.field("source");
        ItemSource.Kind kind;
        try {
            kind = ItemSource.Kind.valueOf(source.text().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw source.problem("expected `table` or `export`");
        }
        ScanShare scanShare;
        try {
            scanShare = new ScanShare((int) share.field("index").count(), (int)
                    share.field("count").count());
        } catch (IllegalArgumentException e) {
            throw share.problem(e.getMessage());
        }
        return new LintReport(
                platform.field("id").text(),
                platform.field("title").text(),
                kind,
                report.field("connection").text(),
                report.field("checkedAt").instant(),
                (int) report.field("segments").count(),
                scanShare,
                (int) report.field("examplesPerGroup").count(),
                report.field("strictTtl").bool(),
                Duration.ofMillis(report.field("elapsedMs").count()),
                report.field("tables").list(LintReportReader::table));
    }

    private static TableReport table(At t) {
        return new TableReport(
                t.field("table").text(),
                t.field("physicalTable").text(),
                t.field("ttlAttribute").textOrNull(),
                t.field("items").count(),
                t.field("findings").count(),
                Duration.ofMillis(t.field("elapsedMs").count()),
                t.field("capacityUnits").number(),
                group(t.field("unrecognised")),
                group(t.field("ttlExpired")),
                t.field("entities").list(LintReportReader::entity));
    }

    private static EntityReport entity(At e) {
        return new EntityReport(
                e.field("entity").text(),
                e.field("items").count(),
                e.field("invalid").count(),
                e.field("ttlExpired").count(),
                e.field("violations").list(LintReportReader::group),
                e.field("keyDrift").list(LintReportReader::group));
    }

    private static Group group(At g) {
        return new Group(
                g.field("code").text(),
                g.field("title").text(),
                g.field("count").count(),
                g.field("examples").list(LintReportReader::example));
    }

    private static Example example(At e) {
        Map<String, String> key = new LinkedHashMap<>();
        At keyNode = e.field("key");
        if (!keyNode.node.isObject()) {
            throw keyNode.problem("expected an object of key attributes");
        }
        keyNode.node
                .fieldNames()
                .forEachRemaining(name -> key.put(name, keyNode.field(name).text()));
        return new Example(
                key, e.field("attribute").textOrNull(), e.field("message").textOrNull());
    }

    /** A node and where it is, so each problem names its place. */
    private record At(String name, String path, JsonNode node) {

        At field(String field) {
            JsonNode child = node.isObject() ? node.get(field) : null;
            if (child == null) {
                throw problem(node.isObject() ? "`" + field + "` is missing" : "expected an object");
            }
            return new At(name, path + "." + field, child);
        }

        String text() {
            if (!node.isTextual()) {
                throw problem("expected text");
            }
            return node.textValue();
        }

        String textOrNull() {
            return node.isNull() ? null : text();
        }

        long count() {
            if (!node.isIntegralNumber() || !node.canConvertToLong() || node.longValue() < 0) {
                throw problem("expected a whole number, 0 or more");
            }
            return node.longValue();
        }

        double number() {
            if (!node.isNumber()) {
                throw problem("expected a number");
            }
            return node.doubleValue();
        }

        boolean bool() {
            if (!node.isBoolean()) {
                throw problem("expected true or false");
            }
            return node.booleanValue();
        }

        Instant instant() {
            try {
                return Instant.parse(text());
            } catch (DateTimeParseException e) {
                throw problem("expected an ISO-8601 instant such as 2026-11-25T12:00:00Z");
            }
        }

        <T> List<T> list(Function<At, T> element) {
            if (!node.isArray()) {
                throw problem("expected an array");
            }
            List<T> items = new ArrayList<>(node.size());
            for (int i = 0; i < node.size(); i++) {
                items.add(element.apply(new At(name, path + "[" + i + "]", node.get(i))));
            }
            return items;
        }

        LintReportException problem(String what) {
            return new LintReportException(name + ": " + path + ": " + what);
        }
    }
}
