package io.tenantdesk.store;

import java.util.List;

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
     * Records several writes about to be sent, durable together before any of them is sent (one forced append for
     * the lot, where the record has one): a batch's next group of items. Each is then announced with
     * {@link #sending} just before it is sent.
     *
     * @return the records' ids, in order
     * @throws java.io.UncheckedIOException if they cannot be made durable; none of them is then sent
     */
    default List<String> beginAll(List<WriteRecord> writes) {
        return writes.stream().map(this::begin).toList();
    }

    /**
     * Says that a write begun with {@link #beginAll} is sent now: a record kept elsewhere too (a shared audit table)
     * takes its copy here, so it precedes the data write as closely as it can.
     *
     * @throws IllegalStateException when the write must not be sent; the record has then recorded it as not sent
     */
    default void sending(String id) {}

    /** Records the outcomes of several writes, durable together; in their order. */
    default void completeAll(List<Completed> outcomes) {
        outcomes.forEach(done -> complete(done.id(), done.outcome()));
    }

    /** One write's outcome, for {@link #completeAll}. */
    record Completed(String id, WriteOutcome outcome) {}

    /**
     * Records one step of a write sent as several requests (a move without transactions: the create, then the
     * delete), so an interrupted write shows how far it got.
     *
     * @param step what the step did, e.g. "created under the new key PK=..."
     */
    default void step(String id, String step, WriteOutcome outcome) {}
}
