package io.tenantdesk.audit;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.SecretMask;
import io.tenantdesk.journal.WriteResolver;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.RecordedImage;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Write;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Applies an approved proposal through the approver's store exactly as a direct write: the proposal's planned write
 * read back into a typed write ({@link WriteResolver}), conditional on each item still being as the proposal saw it.
 * The secrets the proposal keeps only as digests are taken from the items as they are now; an item that lost one
 * since is a conflict, and is not sent. Each item's outcome is kept, a conflict with the item as it now is.
 */
final class ProposalApproval {

    private final ProposalStore proposals;
    private final ApprovalGate gate;

    ProposalApproval(ProposalStore proposals, ApprovalGate gate) {
        this.proposals = proposals;
        this.gate = gate;
    }

    /** One item of the proposal: its write in clear, ready to resolve, or why it cannot be sent. */
    private record Part(RecordedWrite clear, Proposal.ItemResult refused) {}

    /**
     * The proposal's write, ready to send: in clear, and for each item that cannot be sent, why.
     *
     * @throws IllegalArgumentException when the write cannot be read as one of the store's platform
     */
    Resolved resolve(Proposal proposal, EntityStore store) {
        RecordedWrite recorded = proposal.write().write();
        List<RecordedWrite> items = recorded.isBatch() ? recorded.writes() : List.of(recorded);
        List<Part> parts = new ArrayList<>();
        for (RecordedWrite item : items) {
            parts.add(clear(item, store));
        }
        List<RecordedWrite> sendable =
                parts.stream().filter(p -> p.clear() != null).map(Part::clear).toList();
        Write write = null;
        if (!sendable.isEmpty()) {
            RecordedWrite clear = recorded.isBatch()
                    ? RecordedWrite.batch(recorded.operation(), recorded.tenant(), recorded.batch(), sendable)
                    : sendable.get(0);
            WriteRecord planned = proposal.write();
            write = new WriteResolver(store.platform(), store::rowOf)
                    .resolve(new WriteRecord(
                            planned.id(),
                            planned.provenance(),
                            clear,
                            planned.request(),
                            List.of(),
                            planned.outcome()));
        }
        return new Resolved(write, parts);
    }

    /** The proposal's write as the store takes it (empty when no item can be sent), and every item's part. */
    record Resolved(Write write, List<Part> parts) {}

    /** Sends the resolved write with {@code reason}, through the gate as approved; every item's outcome, in order. */
    List<Proposal.ItemResult> apply(
            Resolved resolved, EntityStore store, String reason, BatchProgress progress, CancelToken cancel) {
        List<Proposal.ItemResult> sent = new ArrayList<>();
        Write write = resolved.write();
        if (write instanceof Batch batch) {
            try {
                BatchOutcome outcome = gate.approving(batch, () -> store.apply(batch, reason, progress, cancel));
                for (BatchOutcome.ItemOutcome item : outcome.items()) {
                    sent.add(result(item.write(), item.status(), item.message(), item.now(), store));
                }
            } catch (StoreException e) {
                batch.writes()
                        .forEach(w -> sent.add(
                                result(w, BatchOutcome.Status.of(e), e.getMessage(), Optional.empty(), store)));
            }
        } else if (write instanceof ItemWrite item) {
            try {
                gate.approving(item, () -> store.apply(item, reason));
                sent.add(result(item, BatchOutcome.Status.WRITTEN, "", Optional.empty(), store));
            } catch (StoreException e) {
                sent.add(result(item, BatchOutcome.Status.of(e), e.getMessage(), e.current(), store));
            }
        }
        List<Proposal.ItemResult> results = new ArrayList<>();
        int next = 0;
        for (Part part : resolved.parts()) {
            results.add(part.refused() != null ? part.refused() : sent.get(next++));
        }
        return results;
    }

    private Proposal.ItemResult result(
            ItemWrite write, BatchOutcome.Status status, String message, Optional<EntityRow> now, EntityStore store) {
        Optional<Item> seen = status == BatchOutcome.Status.WRITTEN
                ? Optional.empty()
                : now.map(row -> masked(row.table(), row.item(), store));
        return new Proposal.ItemResult(write.key().describe(), status, message == null ? "" : message, seen);
    }

    private Item masked(String table, Item item, EntityStore store) {
        return proposals.secrets().mask(item, store.platform().secretAttributesOf(table));
    }

    /**
     * The item's write with every secret it keeps masked put back in clear, from the item as it is now: the same
     * secret where the digest can be checked here (the proposer's key is this console's), else whatever the item holds
     * now, which the rest of the item's condition still guards.
     */
    private Part clear(RecordedWrite item, EntityStore store) {
        if (SecretMask.maskedIn(item.before()).isEmpty()
                && SecretMask.maskedIn(item.after()).isEmpty()) {
            return new Part(item, null);
        }
        String key = item.key().describe();
        if (!SecretMask.maskedIn(item.key().asItem()).isEmpty()) {
            return new Part(
                    null,
                    new Proposal.ItemResult(
                            key,
                            BatchOutcome.Status.REFUSED,
                            "Its key holds a secret, which the proposal keeps only as a digest: make this change directly.",
                            Optional.empty()));
        }
        Optional<Item> now =
                store.reload(store.rowOf(item.table(), item.key().asItem())).map(EntityRow::item);
        Optional<Item> before = clear(item.before(), now);
        Optional<Item> after = clear(item.after(), now);
        if ((item.before() != null && before.isEmpty()) || (item.after() != null && after.isEmpty())) {
            return new Part(
                    null,
                    new Proposal.ItemResult(
                            key,
                            BatchOutcome.Status.CONFLICT,
                            now.isEmpty()
                                    ? "The item is gone since it was proposed; nothing was written."
                                    : "A secret of the item changed or is gone since it was proposed; nothing was written.",
                            now.map(i -> masked(item.table(), i, store))));
        }
        return new Part(
                new RecordedWrite(
                        item.operation(),
                        item.entity(),
                        item.table(),
                        item.key(),
                        RecordedImage.of(before.orElse(null)),
                        RecordedImage.of(after.orElse(null)),
                        item.amount(),
                        item.tenant(),
                        item.batch(),
                        List.of(),
                        Set.of()),
                null);
    }

    private Optional<Item> clear(Item recorded, Optional<Item> now) {
        if (recorded == null) {
            return Optional.empty();
        }
        SecretMask secrets = proposals.secrets();
        Map<String, Value> values = new LinkedHashMap<>();
        for (Map.Entry<String, Value> e : recorded.attributes().entrySet()) {
            if (!SecretMask.isMasked(e.getValue())) {
                values.put(e.getKey(), e.getValue());
                continue;
            }
            Optional<Value> clear = now.flatMap(i -> i.get(e.getKey()));
            boolean checkable = secrets.keyedHere(Item.of(Map.of(e.getKey(), e.getValue())));
            if (clear.isEmpty() || (checkable && !secrets.same(e.getValue(), clear))) {
                return Optional.empty();
            }
            values.put(e.getKey(), clear.get());
        }
        return Optional.of(Item.of(values));
    }
}
