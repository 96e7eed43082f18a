package io.tenantdesk.journal;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.write.AttributeChange;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Whether a journal entry can be reverted now, and if not why, in words: it wrote nothing, it belongs to another
 * platform, it changed a secret the journal does not keep, it was already reverted, or the item changed since.
 * Reads the item as it is now (strongly consistent), so it runs off the UI thread.
 */
public final class RevertCheck {

    /** The answer: {@code possible}, or {@code why} not. */
    public record Verdict(boolean possible, String why) {
        static Verdict yes() {
            return new Verdict(true, "");
        }

        static Verdict no(String why) {
            return new Verdict(false, why);
        }
    }

    private final EntityStore store;

    public RevertCheck(EntityStore store) {
        this.store = store;
    }

    public Verdict check(JournalEntry entry) {
        if (entry.wroteNothing()) {
            return Verdict.no("This attempt wrote nothing, so there is nothing to take back.");
        }
        if (!entry.isRevertible()) {
            return Verdict.no("Whether it was written is unknown; open the item to see it as it is now.");
        }
        String platform = entry.provenance().platform();
        if (platform == null || !platform.equals(store.platform().id())) {
            return Verdict.no("It was made on platform " + platform + "; switch to it to revert.");
        }
        RecordedWrite write = entry.write();
        Optional<EntityDef> entity = Optional.ofNullable(write.entity()).flatMap(store.platform()::entity);
        if (write.batch() != null || entity.isEmpty()) {
            return Verdict.no("A batch is not reverted from here.");
        }
        Set<String> secrets = entity.get().attributes().values().stream().filter(AttributeSpec::secret)
                .map(AttributeSpec::name).collect(Collectors.toSet());
        Item before = entry.before().orElse(Item.empty());
        Item after = entry.after().orElse(Item.empty());
        List<String> changedSecrets = AttributeChange.between(entity.get(), before, after).stream()
                .map(AttributeChange::attribute).filter(secrets::contains).toList();
        if (!changedSecrets.isEmpty() && !operation(entry).equals("CREDIT")) {
            return Verdict.no("It changed a secret (" + String.join(", ", changedSecrets) + "), which the journal never"
                    + " keeps in clear, so it cannot be put back.");
        }
        return switch (operation(entry)) {
            case "CREDIT" -> Verdict.yes();
            case "DELETE" -> deleted(entity.get(), before);
            default -> written(entity.get(), before, after);
        };
    }

    /** The write left {@code after} (under its own key): it may be taken back while the item is still so. */
    private Verdict written(EntityDef entity, Item before, Item after) {
        if (after.size() == 0) {
            return Verdict.no("The journal does not show what the write left.");
        }
        Optional<EntityRow> now = store.reload(store.rowOf(entity.table().name(), after));
        if (now.isEmpty()) {
            return Verdict.no(before.size() == 0 ? "Already reverted: the item it created is gone."
                    : "The item has been deleted since.");
        }
        if (AttributeChange.between(entity, after, now.get().item()).isEmpty()) {
            return Verdict.yes();
        }
        if (before.size() > 0 && same(entity, before, now.get().item())) {
            return Verdict.no("Already reverted: the item is as it was before this change.");
        }
        return Verdict.no("The item has changed since this write; reverting would overwrite that change.");
    }

    /** A delete may be taken back while no item has the key again. */
    private Verdict deleted(EntityDef entity, Item before) {
        Optional<EntityRow> now = store.reload(store.rowOf(entity.table().name(), before));
        if (now.isEmpty()) {
            return Verdict.yes();
        }
        return Verdict.no(same(entity, before, now.get().item()) ? "Already reverted: the item is back."
                : "An item with this key exists again.");
    }

    /** True when the two differ only in what the console derives (version, stamps): the same data. */
    private static boolean same(EntityDef entity, Item a, Item b) {
        return AttributeChange.between(entity, a, b).stream().allMatch(AttributeChange::derived);
    }

    /** The kind of write the entry made: a revert of a create made a delete, and so on. */
    private static String operation(JournalEntry entry) {
        String operation = entry.operation() == null ? "" : entry.operation();
        if (!operation.startsWith("REVERT_")) {
            return operation;
        }
        String kind = operation.substring("REVERT_".length());
        return kind.equals("CREATE") ? "DELETE" : kind.equals("DELETE") ? "CREATE" : kind;
    }
}
