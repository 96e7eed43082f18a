package io.tenantdesk.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.RepairPlan;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.Update;
import java.io.PrintStream;
import java.util.ArrayList;
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
        UNKNOWN("unknown"),
        /** Not written: proposed for a second person's approval with the rest of the plan. */
        PROPOSED("proposed");

        private final String word;

        Outcome(String word) {
            this.word = word;
        }
    }

    /** How many items ended how. */
    static final class Tally {
        private final Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
        private String note = "";

        /** What the store said of the whole plan when it proposed it rather than wrote it; empty otherwise. */
        String note() {
            return note;
        }

        void add(Outcome outcome) {
            counts.merge(outcome, 1, Integer::sum);
        }

        boolean allWritten() {
            return counts.keySet().stream().allMatch(o -> o == Outcome.WRITTEN);
        }

        String describe() {
            StringBuilder text = new StringBuilder();
            for (Outcome o : Outcome.values()) {
                if (o == Outcome.PROPOSED && !counts.containsKey(o)) {
                    continue;
                }
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

    /**
     * Applies every planned item still as reviewed, as one batch (each item conditional on its own), printing one
     * line per item to {@code out}. Where the team's approval policy covers it, the batch is proposed as one instead.
     */
    Tally apply(List<RepairPlanFile.Planned> planned, PrintStream out) {
        List<String[]> results = new ArrayList<>();
        List<Update> writes = new ArrayList<>();
        List<Integer> sent = new ArrayList<>();
        for (RepairPlanFile.Planned item : planned) {
            Checked checked = check(item);
            if (checked.write() != null) {
                sent.add(results.size());
                writes.add(checked.write());
            }
            results.add(checked.result());
        }
        Tally tally = new Tally();
        if (!writes.isEmpty()) {
            tally.note = send(writes, sent, results);
        }
        for (int i = 0; i < planned.size(); i++) {
            String what = planned.get(i).entity() + " " + planned.get(i).key().describe();
            Outcome outcome = Outcome.valueOf(results.get(i)[0]);
            tally.add(outcome);
            String why = results.get(i)[1];
            out.println(outcome.word + "\t" + what + (why.isEmpty() ? "" : "\t" + why));
        }
        out.flush();
        return tally;
    }

    /** Sends the writes as one batch, setting each one's result; returns the proposal's message when it was proposed. */
    private String send(List<Update> writes, List<Integer> sent, List<String[]> results) {
        try {
            BatchOutcome outcome = store.apply(Batch.of(writes), reason, BatchProgress.NONE, new CancelToken());
            for (int i = 0; i < sent.size(); i++) {
                BatchOutcome.ItemOutcome item = outcome.items().get(i);
                results.set(sent.get(i), new String[] {
                    item.status() == BatchOutcome.Status.NOT_SENT
                            ? "FAILED"
                            : item.status().name(),
                    item.message() == null ? "" : item.message()
                });
            }
            return "";
        } catch (StoreException e) {
            if (e.kind() == StoreException.Kind.PROPOSED) {
                sent.forEach(i -> results.set(i, new String[] {"PROPOSED", ""}));
                return e.getMessage();
            }
            sent.forEach(i ->
                    results.set(i, new String[] {BatchOutcome.Status.of(e).name(), e.getMessage()}));
            return "";
        }
    }

    /**
     * An item checked against the plan: its outcome's name and why (conflict, refused...), or the write to send.
     */
    private record Checked(String[] result, Update write) {
        static Checked not(String outcome, String why) {
            return new Checked(new String[] {outcome, why}, null);
        }
    }

    private Checked check(RepairPlanFile.Planned item) {
        Set<String> secrets = platform.secretAttributesOf(item.table());
        Optional<EntityRow> current;
        try {
            current = store.reload(store.rowOf(item.table(), item.key().asItem()));
        } catch (StoreException e) {
            return Checked.not("FAILED", e.getMessage());
        }
        if (current.isEmpty()) {
            return Checked.not("CONFLICT", "the item is gone since the plan was made; nothing written");
        }
        if (!RepairPlanFile.masked(current.get().item(), secrets).equals(item.before())) {
            return Checked.not("CONFLICT", "the item changed since the plan was made; nothing written");
        }
        RepairPlan now = store.planRepair(current.get());
        Optional<Update> write = now.writeIfAny();
        if (write.isEmpty()) {
            return Checked.not("REFUSED", "the item no longer has a repair; nothing written");
        }
        EntityDef entity = write.get().entity();
        if (!entity.name().equals(item.entity())
                || !userChanges(entity, write.get().changes(), secrets).equals(userChanges(item.changes()))) {
            return Checked.not("REFUSED", "the repair now differs from the one reviewed; plan again");
        }
        return new Checked(new String[] {"WRITTEN", ""}, write.get());
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
