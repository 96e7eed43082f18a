package io.tenantdesk.lint;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;

/**
 * The lint report for machines, format {@value #FORMAT}. The shape is stable: fields are only ever added, and
 * a change that breaks readers gets a new format name. Every field is described in docs/command-line.md.
 */
public final class LintJson {

    public static final String FORMAT = "tenantdesk-lint/1";

    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public ObjectNode toJson(LintReport report) {
        ObjectNode root = mapper.createObjectNode();
        root.put("format", FORMAT);
        ObjectNode platform = root.putObject("platform");
        platform.put("id", report.platformId());
        platform.put("title", report.platformTitle());
        root.put("source", report.source().name().toLowerCase(Locale.ROOT));
        root.put("connection", report.connection());
        root.put("checkedAt", report.checkedAt().toString());
        root.put("elapsedMs", report.elapsed().toMillis());
        root.put("segments", report.segments());
        ObjectNode share = root.putObject("share");
        share.put("index", report.share().index());
        share.put("count", report.share().count());
        root.put("examplesPerGroup", report.examplesPerGroup());
        root.put("strictTtl", report.strictTtl());
        root.put("result", report.clean() ? "clean" : "findings");
        root.put("exitCode", report.exitCode());
        ObjectNode totals = root.putObject("totals");
        totals.put("tables", report.tables().size());
        totals.put("items", report.items());
        totals.put("findings", report.findings());
        totals.put("unrecognised", report.unrecognised());
        totals.put("invalid", report.invalid());
        totals.put("keyDrift", report.keyDrift());
        totals.put("ttlExpired", report.ttlExpired());
        ArrayNode tables = root.putArray("tables");
        report.tables().forEach(t -> tables.add(table(t)));
        return root;
    }

    public void write(LintReport report, OutputStream out) throws IOException {
        mapper.writer().without(JsonGenerator.Feature.AUTO_CLOSE_TARGET).writeValue(out, toJson(report));
        out.write('\n');
        out.flush();
    }

    private ObjectNode table(TableReport t) {
        ObjectNode node = mapper.createObjectNode();
        node.put("table", t.table());
        node.put("physicalTable", t.physicalTable());
        node.put("ttlAttribute", t.ttlAttribute());
        node.put("items", t.items());
        node.put("findings", t.findings());
        node.put("elapsedMs", t.elapsed().toMillis());
        node.put("capacityUnits", t.capacity());
        node.set("unrecognised", group(t.unrecognised()));
        node.set("ttlExpired", group(t.ttlExpired()));
        ArrayNode entities = node.putArray("entities");
        for (EntityReport e : t.entities()) {
            ObjectNode entity = entities.addObject();
            entity.put("entity", e.entity());
            entity.put("items", e.items());
            entity.put("invalid", e.invalid());
            entity.put("ttlExpired", e.ttlExpired());
            entity.set("violations", groups(e.violations()));
            entity.set("keyDrift", groups(e.keyDrift()));
        }
        return node;
    }

    private ArrayNode groups(List<Group> groups) {
        ArrayNode array = mapper.createArrayNode();
        groups.forEach(g -> array.add(group(g)));
        return array;
    }

    private ObjectNode group(Group g) {
        ObjectNode node = mapper.createObjectNode();
        node.put("code", g.code());
        node.put("title", g.title());
        node.put("count", g.count());
        ArrayNode examples = node.putArray("examples");
        for (Example e : g.examples()) {
            ObjectNode example = examples.addObject();
            ObjectNode key = example.putObject("key");
            e.key().forEach(key::put);
            example.put("attribute", e.attribute());
            example.put("message", e.message());
        }
        return node;
    }
}
