package io.tenantdesk.store;

import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.Update;
import java.util.List;
import java.util.Optional;

/**
 * Sends one item write of any kind exactly as planned, after checking it again: refused on a read-only connection,
 * refused when it breaks the design, then conditional and journalled. One per journal: the store's own, or one per
 * batch, whose writes are journalled under the batch's id.
 */
final class WriteDoor {

    private final WriteChannel channel;
    private final WriteJournal journal;
    private final ItemClassifier classifier;
    private final ChangePlanner changes;
    private final OutcomeWatch watch;
    private final ItemWriter writer;
    private final JournalledSend journalled;
    private final CreditAdjuster credits;
    private final ItemMover mover;

    /**
     * @param changes stamps each write as it is sent
     * @param watch   follows the writes not applied so far
     */
    WriteDoor(
            WriteChannel channel,
            WriteJournal journal,
            ItemClassifier classifier,
            ChangePlanner changes,
            OutcomeWatch watch) {
        this.channel = channel;
        this.journal = journal;
        this.classifier = classifier;
        this.changes = changes;
        this.watch = watch;
        RequestSender sender = new RequestSender(channel);
        ConditionalRequests requests = new ConditionalRequests(channel);
        this.writer = new ItemWriter(requests);
        this.journalled = new JournalledSend(journal, sender, watch);
        this.credits = new CreditAdjuster(channel, journal, requests, journalled, classifier);
        this.mover = new ItemMover(channel, journal, sender, classifier, journalled);
    }

    /** The same door for the writes of one batch, journalled under its id. */
    WriteDoor inBatch(String batchId) {
        return new WriteDoor(channel, journal.inBatch(batchId), classifier, changes, watch);
    }

    /**
     * Sends a write not applied so far again, exactly as it was first sent.
     *
     * @throws StoreException unless it was applied, by the retry or by its first request arriving late
     */
    WriteResult retry(Retry retry) {
        channel.requireWritable();
        ItemWrite write = watch.write(retry)
                .orElseThrow(() -> new StoreException(
                        StoreException.Kind.REFUSED,
                        "The outcome of the " + retry.what() + " is settled; the change journal shows it.",
                        null));
        return result(write, watch.retry(retry).orThrow());
    }

    /** The result of a write applied late, as a write applied at once would have had it. */
    WriteResult appliedLate(ItemWrite write, WriteRecord done) {
        return new WriteResult(
                write,
                Optional.ofNullable(done.outcome().after()).map(item -> rowOf(write, item)),
                done.status(),
                true);
    }

    WriteResult send(ItemWrite planned, String reason) {
        channel.requireWritable();
        ItemWrite write = changes.stampedAt(planned, journal.stamp());
        if (write instanceof CreditAdjustment credit) {
            return result(credit, credits.adjust(credit, reason));
        } else if (write instanceof Move move) {
            requireValid(move, move.entity().name() + " " + move.to().describe());
            return result(move, mover.move(move, reason));
        }
        Prepared prepared = prepare(write, reason);
        return result(write, journalled.send(write, prepared.record(), prepared.sending()));
    }

    /** True for the writes of one request (creates, updates and deletes), which a batch records in groups. */
    static boolean inOneRequest(ItemWrite write) {
        return write instanceof Create || write instanceof Update || write instanceof Delete;
    }

    /** A write of one request, checked, with its record and its request ready to be sent. */
    record Prepared(ItemWrite write, WriteRecord record, Sending sending) {}

    /**
     * Checks a write of one request ({@link #inOneRequest}) and makes its request, without recording or sending it.
     *
     * @throws StoreException when it is refused: read-only, or against the design
     */
    Prepared prepare(ItemWrite planned, String reason) {
        channel.requireWritable();
        ItemWrite write = changes.stampedAt(planned, journal.stamp());
        Sending sending;
        if (write instanceof Create create) {
            requireValid(create, "The new " + create.entity().name());
            sending = writer.create(create);
        } else if (write instanceof Update update) {
            if (!update.key().isKeyOf(update.after())) {
                throw new StoreException(
                        StoreException.Kind.REFUSED,
                        "An update cannot change the primary key of " + update.what() + "; that is a move.",
                        null);
            }
            requireValid(update, update.what());
            sending = writer.update(update);
        } else {
            sending = writer.delete((Delete) write);
        }
        return new Prepared(write, journal.record(write, reason, sending.words(), classifier), sending);
    }

    /** Records prepared writes as about to be sent, durable together. */
    void begin(List<Prepared> group) {
        journal.begin(group.stream().map(Prepared::record).toList());
    }

    /** Sends a write recorded by {@link #begin}; its outcome waits for {@link #recordOutcomes}. */
    WriteResult sendBegun(Prepared prepared) {
        return result(prepared.write(), journalled.sendBegun(prepared.write(), prepared.record(), prepared.sending()));
    }

    /** Records that a write recorded by {@link #begin} was not sent after all. */
    void notSent(Prepared prepared, String why) {
        journal.notSent(prepared.record(), why);
    }

    /** Records the outcomes of the batch's writes sent since the last call, together. */
    void recordOutcomes() {
        journal.recordOutcomes();
    }

    private WriteResult result(ItemWrite write, Attempt applied) {
        return new WriteResult(
                write,
                Optional.ofNullable(applied.item()).map(item -> rowOf(write, item)),
                applied.status(),
                applied.recorded());
    }

    private EntityRow rowOf(ItemWrite write, Item item) {
        String table = write.entity().table().name();
        return new EntityRow(table, item, classifier.classify(table, item));
    }

    /**
     * The planned item must keep to the design and still be the write's entity; it is checked again here. A revert
     * is not: it puts back what the item was (a repair's revert puts the broken keys back), guarded on the item
     * being as the reverted write left it.
     */
    private void requireValid(ItemWrite write, String what) {
        if (write.revert()) {
            return;
        }
        if (!write.valid()) {
            throw StoreException.invalid(what, write.violations());
        }
        EntityRow planned = rowOf(write, write.afterImage().orElseThrow());
        if (!planned.valid() || !planned.entity().orElseThrow().equals(write.entity())) {
            throw StoreException.invalid(
                    what,
                    planned.entity().isPresent()
                            ? planned.classification().violations()
                            : List.of(new Violation(
                                    write.entity().table().partitionKey().name(),
                                    Rule.KEY_PATTERN,
                                    "the keys would not be recognised: "
                                            + planned.classification().unrecognisedReason())));
        }
    }
}
