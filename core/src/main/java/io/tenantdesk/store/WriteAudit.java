package io.tenantdesk.store;

import java.util.List;

/**
 * Keeps the record of every write: {@link #begin} before the request is sent, {@link #complete} once its outcome is
 * known, and {@link #settle} when an outcome that was not settled becomes known later. The change journal implements it; the store cannot write without one.
 */
public interface WriteAudit {

    /**
     * Records writes about to be sent, durable together before any of them is sent (one forced append for the lot,
     * where the record has one): one write, or a batch's next group of items. Each is then announced with
     * {@link #sending} just before it is sent.
     *
     * @throws java.io.UncheckedIOException if they cannot be made durable; none of them is then sent
     */
    void begin(List<WriteRecord> planned);

    default void begin(WriteRecord planned) {
        begin(List.of(planned));
    }

    /**
     * Says that a write begun is sent now: a record kept elsewhere too (a shared audit table) takes its copy here, so
     * it precedes the data write as closely as it can.
     *
     * @throws IllegalStateException when the write must not be sent; the record has then recorded it as not sent
     */
    default void sending(WriteRecord planned) {}

    /**
     * Records one step of a write sent as several requests (a move without transactions: the create, then the
     * delete), so an interrupted write shows how far it got.
     */
    default void step(WriteRecord record, WriteRecord.Step step) {}

    /** Records the outcomes the records carry, durable together; in their order. */
    void complete(List<WriteRecord> done);

    default void complete(WriteRecord done) {
        complete(List.of(done));
    }

    /**
     * Records the final outcome of a write whose recorded outcome was not {@linkplain WriteOutcome.Status#settled()
     * settled} (not applied so far), found later: it replaces that one.
     */
    default void settle(WriteRecord done) {
        complete(List.of(done));
    }

    /** What decides whether a write may be sent now or needs approval first; every write may, unless told otherwise. */
    default WriteGate gate() {
        return WriteGate.OPEN;
    }
}
