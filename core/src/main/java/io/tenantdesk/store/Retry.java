package io.tenantdesk.store;

/**
 * The one safe way to try again a write that is not applied so far (its reply was lost and its item read back
 * unchanged): {@code EntityStore.retry} sends it exactly as it was first sent, the same condition (the item as loaded,
 * or its version) or the same ClientRequestToken, so if the first request arrives after all, one of the two finds its
 * condition false or its token used, and the write is applied once. Recorded under the first attempt's entry.
 */
public final class Retry {

    private final String id;
    private final String what;

    Retry(String id, String what) {
        this.id = id;
        this.what = what;
    }

    /** The id of the write's entry in the change journal. */
    public String id() {
        return id;
    }

    /** The write in words, e.g. "update of License PK=ACCOUNT#a1, SK=LICENSE#l1". */
    public String what() {
        return what;
    }

    @Override
    public String toString() {
        return "Retry[" + id + ": " + what + "]";
    }
}
