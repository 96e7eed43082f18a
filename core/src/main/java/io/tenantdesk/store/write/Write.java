package io.tenantdesk.store.write;

import io.tenantdesk.schema.validation.Violation;
import java.util.List;

/**
 * One write Tenantdesk makes, with its whole plan: what it changes, every rule it would break, how it reads in
 * the confirmation dialog and the journal, and the write that takes it back. The store sends any write through
 * one door ({@code EntityStore.apply}); a revert is that door with the {@link #inverse}, guarded on the item
 * still being as this write left it (every write is conditional on its before-image).
 *
 * <p>Immutable. Created by the store's planners (or read back from the journal), never half-filled: a write
 * that breaks the design carries its {@link #violations()} and is refused when applied.
 */
public sealed interface Write permits ItemWrite, Batch {

    /** What kind of write this is. */
    enum Kind {
        CREATE("create"),
        UPDATE("update"),
        DELETE("delete"),
        MOVE("move"),
        CREDIT("credit adjustment"),
        BATCH("batch");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        /** The kind in words, e.g. "credit adjustment". */
        public String words() {
            return words;
        }
    }

    Kind kind();

    /** True when this write takes back an earlier one (it was made by {@link #inverse}). */
    boolean revert();

    /**
     * The write's name in the change journal: its kind, or for a revert {@code REVERT_} and the kind of the write
     * it takes back (so the inverse of a create, a delete, is {@code REVERT_CREATE}).
     */
    default String operation() {
        return revert() ? "REVERT_" + inverseKind().name() : kind().name();
    }

    /** The kind of this write's inverse: a create's is a delete, and the reverse; the rest invert to their own kind. */
    default Kind inverseKind() {
        return switch (kind()) {
            case CREATE -> Kind.DELETE;
            case DELETE -> Kind.CREATE;
            default -> kind();
        };
    }

    /** What the write does, for the journal and messages, e.g. "update of License PK=ACCOUNT#a1, SK=LICENSE#l1". */
    String describe();

    /** The confirmation dialog's question, e.g. "Save these changes to the License?". */
    String question();

    /** The confirmation dialog's button, e.g. "Save". */
    String verb();

    /** Every rule the write would break; a write with violations is never sent. */
    List<Violation> violations();

    default boolean valid() {
        return violations().isEmpty();
    }

    /**
     * The write that takes this one back, guarded on the item(s) being exactly as this write left them: its
     * before-image is this write's after-image. Where the inverse rewrites an item, it carries {@code stamp}'s
     * time and actor and bumps the version, so optimistic writers elsewhere notice the change.
     */
    Write inverse(Stamp stamp);
}
