package io.tenantdesk.store;

import io.tenantdesk.store.write.ItemWrite;

/**
 * A single-request write from its record to its outcome, top to bottom: recorded in the journal, announced, sent
 * (and read back when its reply is lost), its outcome recorded, then answered. A write not applied so far is
 * followed, and checked again once its first outcome is on its way to the record.
 */
final class JournalledSend {

    private final WriteJournal journal;
    private final RequestSender sender;
    private final OutcomeWatch watch;

    JournalledSend(WriteJournal journal, RequestSender sender, OutcomeWatch watch) {
        this.journal = journal;
        this.sender = sender;
        this.watch = watch;
    }

    /**
     * @throws StoreException for every outcome but applied: {@link StoreException.Kind#JOURNAL} when the journal
     *                        refused it (it was not sent), {@link StoreException.Kind#NOT_APPLIED_SO_FAR} (offering
     *                        its retry) and {@link StoreException.Kind#OUTCOME_UNKNOWN} after a lost reply
     */
    Attempt send(ItemWrite write, WriteRecord record, Sending sending) {
        journal.begin(record);
        return sendBegun(write, record, sending);
    }

    /** As {@link #send}, for a write its journal recorded already (a batch's group records its writes together). */
    Attempt sendBegun(ItemWrite write, WriteRecord record, Sending sending) {
        journal.sending(record);
        return recorded(write, record, sender.send(sending)).orThrow();
    }

    /** Records what a sent write came to, following it when it is not applied so far. */
    Attempt recorded(ItemWrite write, WriteRecord record, Attempt attempt) {
        boolean follow = attempt.status() == WriteOutcome.Status.NOT_APPLIED_SO_FAR && attempt.followup() != null;
        Attempt done = follow ? watch.follow(write, record, attempt) : attempt;
        boolean recorded = journal.complete(record, done, () -> {
            if (follow) {
                watch.start(record.id());
            }
        });
        if (!recorded) {
            watch.keepRecording();
        }
        return done.recorded(recorded);
    }
}
