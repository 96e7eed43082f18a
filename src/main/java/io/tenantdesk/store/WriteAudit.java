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
}
