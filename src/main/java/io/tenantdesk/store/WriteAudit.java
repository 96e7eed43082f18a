package io.tenantdesk.store;

/**
 * Records every write: {@link #begin} before the request is sent, {@link #complete} once its outcome is known.
 * The change journal implements it; the store cannot write without one.
 */
public interface WriteAudit {

    /**
     * Records a write that is about to be sent.
     *
     * @return the record's id, handed back to {@link #complete}
     * @throws java.io.UncheckedIOException if the record cannot be made durable; the write is then not sent
     */
    String begin(WriteRecord write);

    void complete(String id, WriteOutcome outcome);

    /**
     * Records one step of a write sent as several requests (a move without transactions: the create, then the
     * delete), so an interrupted write shows how far it got.
     *
     * @param step what the step did, e.g. "created under the new key PK=..."
     */
    default void step(String id, String step, WriteOutcome outcome) {
    }
}
