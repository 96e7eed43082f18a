package io.tenantdesk.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.RepairPlan;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.Update;
import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Applies a reviewed repair plan item by item: each only while the item is still exactly as planned and the fix the
 * design implies for it now is still the one reviewed; written through the store, so conditional and journalled.
 */
final class RepairApplier {

    /** The outcome of one item. */
    enum Outcome {
        WRITTEN("written"),
        CONFLICT("conflict"),
        REFUSED("refused"),
        FAILED("failed"),
        UNKNOWN("unknown");

        private final String word;

        Outcome(String word) {
            this.word = word;
        }
    }

    /** How many items ended how. */
    static final class Tally {
        private final Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);

        void add(Outcome outcome) {
            counts.merge(outcome, 1, Integer::sum);
        }

        boolean allWritten() {
            return counts.keySet().stream().allMatch(o -> o == Outcome.WRITTEN);
        }

        String describe() {
            StringBuilder text = new StringBuilder();
            for (Outcome o : Outcome.values()) {
                text.append(text.length() == 0 ? "" : ", ")
                        .append(counts.getOrDefault(o, 0))
                        .append(' ')
                        .append(o.word);
            }
            return text.toString();
        }
    }

    private final EntityStore store;
    private final PlatformDescriptor platform;
    private final String reason;

    RepairApplier(EntityStore store, PlatformDescriptor platform, String reason) {
        this.store = store;
        this.platform = platform;
        this.reason = reason;
    }

    /** Applies every planned item, printing one line per item to {@code out}. */
    Tally apply(List<RepairPlanFile.Planned> planned, PrintStream out) {
        Tally tally = new Tally();
        for (RepairPlanFile.Planned item : planned) {
            String what = item.entity() + " " + item.key().describe();
            String[] result = applyOne(item);
            Outcome outcome = Outcome.valueOf(result[0]);
            tally.add(outcome);
            out.println(outcome.word + "\t" + what + (result[1].isEmpty() ? "" : "\t" + result[1]));
        }
        out.flush();
        return tally;
    }

    /** The outcome's name and, for anything but written, why. */
    private String[] applyOne(RepairPlanFile.Planned item) {
        Set<String> secrets = platform.secretAttributesOf(item.table());
        Optional<EntityRow> current;
        try {
            current = store.reload(store.rowOf(item.table(), item.key().asItem()));
        } catch (StoreException e) {
            return new String[] {"FAILED", e.getMessage()};
        }
        if (current.isEmpty()) {
            return new String[] {"CONFLICT", "the item is gone since the plan was made; nothing written"};
        }
        if (!RepairPlanFile.masked(current.get().item(), secrets).equals(item.before())) {
            return new String[] {"CONFLICT", "the item changed since the plan was made; nothing written"};
        }
        RepairPlan now = store.planRepair(current.get());
        Optional<Update> write = now.writeIfAny();
        if (write.isEmpty()) {
            return new String[] {"REFUSED", "the item no longer has a repair; nothing written"};
        }
        EntityDef entity = write.get().entity();
        if (!entity.name().equals(item.entity())
                || !userChanges(entity, write.get().changes(), secrets).equals(userChanges(item.changes()))) {
            return new String[] {"REFUSED", "the repair now differs from the one reviewed; plan again"};
        }
        try {
            store.apply(write.get(), reason);
            return new String[] {"WRITTEN", ""};
        } catch (StoreException e) {
            return new String[] {BatchOutcome.Status.of(e).name(), e.getMessage()};
        }
    }

    /** The changes not derived by the write itself (its stamps and version differ from the plan's by their time). */
    private static ArrayNode userChanges(EntityDef entity, List<AttributeChange> changes, Set<String> secrets) {
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        for (AttributeChange c : changes) {
            if (!RepairPlanFile.setByWrite(entity, c.attribute())) {
                list.add(RepairPlanFile.change(entity, c, secrets));
            }
        }
        return userChanges(list);
    }

    private static ArrayNode userChanges(JsonNode planned) {
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        for (JsonNode c : planned) {
            if (!c.path("setByWrite").asBoolean(false)) {
                list.add(c);
            }
        }
        return list;
    }
}
