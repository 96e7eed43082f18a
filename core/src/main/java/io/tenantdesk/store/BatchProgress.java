package io.tenantdesk.store;

/** Told after each item of a batch, on the writing thread. */
@FunctionalInterface
public interface BatchProgress {

    BatchProgress NONE = (done, total) -> {};

    /** {@code done} of {@code total} items have an outcome. */
    void progress(int done, int total);
}
