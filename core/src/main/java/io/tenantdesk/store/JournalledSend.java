package io.tenantdesk.store;

/**
 * A single-request write from its record to its outcome, top to bottom: recorded in the journal, announced, sent
 * (and read back when its reply is lost), its outcome recorded, then answered.
 */
final class JournalledSend {

    private final WriteJournal journal;
    private final RequestSender sender;

    JournalledSend(WriteJournal journal, RequestSender sender) {
        this.journal = journal;
        this.sender = sender;
    }

    /**
     * @throws StoreException for every outcome but applied: {@link StoreException.Kind#JOURNAL} when the journal
     *                        refused it (it was not sent), {@link StoreException.Kind#NOT_APPLIED} and
     *                        {@link StoreException.Kind#OUTCOME_UNKNOWN} after a lost reply
     */
    Attempt send(WriteRecord record, Sending sending) {
        journal.begin(record);
        return sendBegun(record, sending);
    }

    /** As {@link #send}, for a write its journal recorded already (a batch's group records its writes together). */
    Attempt sendBegun(WriteRecord record, Sending sending) {
        journal.sending(record);
        Attempt attempt = sender.send(sending);
        journal.complete(record, attempt);
        return attempt.orThrow();
    }
}
