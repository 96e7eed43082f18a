package io.tenantdesk.journal;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.PlannedWrite;
import io.tenantdesk.store.WriteOutcome;
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

    public PrimaryKey key() {
        return write.key();
    }

    /** The item's key in words, e.g. {@code PK=ACCOUNT#a1, SK=LICENSE#l1}. */
    public String describeKey() {
        return write.key().describe();
    }

    public boolean isRevertible() {
        return state() == State.SUCCEEDED && write.operation() != null;
    }
}
