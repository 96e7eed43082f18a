package io.tenantdesk.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.DynamoJson;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.schema.values.SecretValues;
import io.tenantdesk.store.RepairPlan;
import io.tenantdesk.store.write.AttributeChange;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The repair plan {@code tenantdesk repair} prints for review and {@code --apply} reads back
 * ({@code tenantdesk-repair-plan/1}): every item to repair with its problems, the fix for each and the exact change;
 * then the items left for a person. Secrets are masked throughout, so the file can be shared; what is applied is
 * worked out again from each item as it is then, and only when that is still exactly the item and the change
 * reviewed.
 */
final class RepairPlanFile {

    static final String FORMAT = "tenantdesk-repair-plan/1";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** One item the plan repairs, as the file holds it. */
    record Planned(String table, String entity, PrimaryKey key, JsonNode before, JsonNode changes) {}

    private final ObjectNode root = JSON.createObjectNode();
    private final ArrayNode items;
    private final ArrayNode manual;

    RepairPlanFile(String platform, String connection, String plannedAt, List<String> codes) {
        root.put("format", FORMAT);
        root.put("platform", platform);
        root.put("connection", connection);
        root.put("plannedAt", plannedAt);
        ArrayNode only = root.putArray("codes");
        codes.forEach(only::add);
        items = root.putArray("items");
        manual = root.putArray("manual");
    }

    int items() {
        return items.size();
    }

    int manual() {
        return manual.size();
    }

    /** An item whose every problem has a fix. */
    void addRepair(RepairPlan plan, Set<String> secrets) {
        EntityDef entity = plan.row().entity().orElseThrow();
        SecretValues quoted = SecretValues.of(plan.row().item(), plan.row().classification(), secrets);
        ObjectNode item = header(items, plan, entity);
        ArrayNode problems = item.putArray("problems");
        for (RepairPlan.Repair r : plan.repairs()) {
            ObjectNode p = problems.addObject();
            p.put("code", r.problem().rule().code());
            p.put("attribute", r.problem().attribute());
            p.put("message", quoted.scrub(r.problem().message(), PlainValues.MASK));
            p.put("fix", quoted.scrub(r.fix(), PlainValues.MASK));
        }
        ArrayNode changes = item.putArray("changes");
        for (AttributeChange c : plan.writeIfAny().orElseThrow().changes()) {
            changes.add(change(entity, c, secrets));
        }
        item.set("before", masked(plan.row().item(), secrets));
    }

    /** An item with a problem the design implies no fix for. */
    void addManual(RepairPlan plan, Set<String> secrets, String why) {
        EntityDef entity = plan.row().entity().orElse(null);
        SecretValues quoted = SecretValues.of(plan.row().item(), plan.row().classification(), secrets);
        ObjectNode item = header(manual, plan, entity);
        item.put("why", why);
        ArrayNode problems = item.putArray("problems");
        plan.manual()
                .forEach(v -> problems.addObject()
                        .put("code", v.rule().code())
                        .put("attribute", v.attribute())
                        .put("message", quoted.scrub(v.message(), PlainValues.MASK)));
    }

    private ObjectNode header(ArrayNode list, RepairPlan plan, EntityDef entity) {
        ObjectNode item = list.addObject();
        item.put("table", plan.row().table());
        item.put("entity", entity == null ? null : entity.name());
        ObjectNode key = item.putObject("key");
        TableDef table = entity != null ? entity.table() : null;
        Item raw = plan.row().item();
        if (table != null) {
            for (String name : table.primaryKeyNames()) {
                boolean secret = entity.attribute(name).map(a -> a.secret()).orElse(false);
                key.put(
                        name,
                        secret
                                ? PlainValues.MASK
                                : raw.get(name).map(PrimaryKey::text).orElse(null));
            }
        }
        return item;
    }

    /** An attribute's change as text, secrets masked; {@code derived} marks keys, version and stamps. */
    static ObjectNode change(EntityDef entity, AttributeChange c, Set<String> secrets) {
        ObjectNode node = JSON.createObjectNode();
        node.put("attribute", c.attribute());
        node.put("derived", c.derived());
        node.put("setByWrite", setByWrite(entity, c.attribute()));
        boolean secret = secrets.contains(c.attribute());
        node.put("before", c.before() == null ? null : secret ? PlainValues.MASK : PlainValues.text(c.before()));
        node.put("after", c.after() == null ? null : secret ? PlainValues.MASK : PlainValues.text(c.after()));
        return node;
    }

    /**
     * True for what the write itself sets from its time and actor (version, stamps, and index keys rendered from
     * them): it differs between the plan and its application, and is not part of what was reviewed.
     */
    static boolean setByWrite(EntityDef entity, String attribute) {
        Set<String> stamps = entity.attributesSetByWrites();
        return stamps.contains(attribute)
                || entity.keyTemplate(attribute)
                        .map(t -> t.placeholders().stream().anyMatch(stamps::contains))
                        .orElse(false);
    }

    /** The item as typed DynamoDB JSON, secrets masked: what is compared to tell whether it changed since the plan. */
    static JsonNode masked(Item item, Set<String> secrets) {
        try {
            return JSON.readTree(DynamoJson.write(item, secrets));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    void write(java.io.OutputStream out) throws IOException {
        JSON.writeValue(
                new java.io.FilterOutputStream(out) {
                    @Override
                    public void close() {
                        // the caller's stream: it commits or closes it
                    }
                },
                root);
        out.write('\n');
    }

    /** Reads a plan; a broken one is named with where and what. */
    static List<Planned> read(Path file, String platform, Map<String, TableDef> tables) {
        JsonNode plan;
        try {
            plan = JSON.readTree(Files.readString(file));
        } catch (IOException e) {
            throw new CliFailure("--apply " + file + ": cannot read the plan: " + e.getMessage(), e);
        }
        if (plan == null || !FORMAT.equals(plan.path("format").asText())) {
            throw new CliFailure("--apply " + file + ": $.format: not a repair plan (" + FORMAT + ")");
        }
        if (!platform.equals(plan.path("platform").asText())) {
            throw new CliFailure("--apply " + file + ": $.platform: the plan is for `"
                    + plan.path("platform").asText() + "`, not `" + platform + "`");
        }
        List<Planned> planned = new ArrayList<>();
        JsonNode items = plan.path("items");
        for (int i = 0; i < items.size(); i++) {
            JsonNode item = items.get(i);
            String where = "--apply " + file + ": $.items[" + i + "]";
            TableDef table = tables.get(item.path("table").asText());
            if (table == null) {
                throw new CliFailure(where + ".table: the platform has no table `"
                        + item.path("table").asText() + "`");
            }
            planned.add(new Planned(
                    table.name(),
                    item.path("entity").asText(),
                    key(table, item.path("key"), where),
                    item.path("before"),
                    item.path("changes")));
        }
        return planned;
    }

    private static PrimaryKey key(TableDef table, JsonNode key, String where) {
        Map<String, Value> values = new LinkedHashMap<>();
        List<KeyAttribute> attributes = new ArrayList<>();
        attributes.add(table.partitionKey());
        table.sortKeyIfAny().ifPresent(attributes::add);
        for (KeyAttribute k : attributes) {
            JsonNode text = key.get(k.name());
            if (text == null || !text.isTextual() || text.asText().equals(PlainValues.MASK)) {
                throw new CliFailure(where + ".key." + k.name() + ": missing");
            }
            values.put(
                    k.name(),
                    switch (k.type()) {
                        case S -> Value.str(text.asText());
                        case N -> Value.num(text.asText());
                        case B -> new Value.Bin(Base64.getDecoder().decode(text.asText()));
                    });
        }
        return PrimaryKey.of(table, values);
    }
}
