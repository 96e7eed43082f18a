package io.tenantdesk.store.write;

import java.util.Arrays;
import java.util.Optional;

/**
 * The steps of a move sent as several requests (a server without transactions), as the audit records them: the
 * words begin each recorded step, followed by the key it concerns. A move whose create is recorded applied and
 * whose delete under the old key is not was interrupted: it can be finished or undone from the record.
 */
public enum MoveStep {
    IN_TWO_STEPS("this server has no transactions (TransactWriteItems): moving in two steps"),
    CREATED("created under the new key"),
    DELETED_OLD("deleted under the old key"),
    TAKEN_BACK("deleted again under the new key");

    private final String words;

    MoveStep(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    /** The step's words about one key, e.g. "created under the new key PK=ACCOUNT#a, SK=LICENSE#l-2". */
    public String about(String key) {
        return words + " " + key;
    }

    /** Which step a recorded step is. */
    public static Optional<MoveStep> of(String recorded) {
        return Arrays.stream(values()).filter(s -> recorded.startsWith(s.words)).findFirst();
    }
}
