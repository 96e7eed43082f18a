package io.tenantdesk.journal;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.PlannedWrite;
import io.tenantdesk.store.WriteOutcome;
import java.util.Map;
import java.util.Optional;

/**
 * One write as the journal knows it: what was planned before the request, and how it ended.
 *
 * @param outcome null while the write's outcome is unknown (the application stopped before recording it)
 */
public record JournalEntry(String id, PlannedWrite write, WriteOutcome outcome) {

    /** Where an entry stands. */
    public enum State {
        SUCCEEDED, CONFLICT, FAILED,
        /** Begun but never completed: whether DynamoDB applied it is unknown. */
        UNKNOWN
    }

    public State state() {
        if (outcome == null) {
            return State.UNKNOWN;
        }
        return switch (outcome.status()) {
            case SUCCEEDED -> State.SUCCEEDED;
            case CONFLICT -> State.CONFLICT;
            case FAILED -> State.FAILED;
        };
    }

    /** The item after the write as DynamoDB returned it, else as planned. */
    public Optional<Item> after() {
        if (outcome != null && outcome.after() != null) {
            return Optional.of(outcome.after());
        }
        return Optional.ofNullable(write.after());
    }

    public Optional<Item> before() {
        return Optional.ofNullable(write.before());
    }

    public Map<String, Value> key() {
        return write.key();
    }

    /** The tenant the entry concerns, when the key or the item carries the entity's tenant id. */
    public String describeKey() {
        StringBuilder s = new StringBuilder();
        write.key().forEach((k, v) -> s.append(s.length() == 0 ? "" : ", ").append(k).append('=')
                .append(Item.scalarText(v).orElse("?")));
        return s.toString();
    }

    public boolean isRevertible() {
        return state() == State.SUCCEEDED && write.operation() != null;
    }
}
