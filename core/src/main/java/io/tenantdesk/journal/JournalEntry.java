package io.tenantdesk.journal;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.MoveStep;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One write as the journal knows it: what was planned before the request, who sent it where and why, the
 * request in words, and how it ended.
 *
 * An entry read from journal lines holds the item images those lines recorded as their text, and decodes each once,
 * when first asked for: a listing shows none of them.
 */
public final class JournalEntry {

    private final String id;
    private final WriteRecord.Provenance provenance;
    private final RecordedWrite write;
    private final WriteRecord.Request request;
    private final List<Step> steps;
    private final Ending ending;

    /**
     * @param request the condition and update sent; empty texts in lines that did not record them
     * @param steps   for a write sent as several requests (a move without transactions), each step and how it
     *                ended, in order, so an interrupted one shows how far it got
     * @param outcome null while the write's outcome is unknown (the application stopped before recording it)
     */
    public JournalEntry(
            String id,
            WriteRecord.Provenance provenance,
            RecordedWrite write,
            WriteRecord.Request request,
            List<Step> steps,
            WriteOutcome outcome) {
        this(
                id,
                provenance,
                write,
                request,
                steps,
                outcome == null
                        ? null
                        : new Ending(
                                outcome.status(), outcome.at(), RecordedImage.of(outcome.after()), outcome.message()));
    }

    JournalEntry(
            String id,
            WriteRecord.Provenance provenance,
            RecordedWrite write,
            WriteRecord.Request request,
            List<Step> steps,
            Ending ending) {
        this.id = id;
        this.provenance = provenance;
        this.write = write;
        this.request = request;
        this.steps = List.copyOf(steps);
        this.ending = ending;
    }

    /** How a write ended, as its line recorded it: the item it left decoded when first asked for. */
    record Ending(WriteOutcome.Status status, java.time.Instant at, RecordedImage after, String message) {

        WriteOutcome outcome() {
            return new WriteOutcome(status, at, after.item(), message);
        }
    }

    public String id() {
        return id;
    }

    public WriteRecord.Provenance provenance() {
        return provenance;
    }

    public RecordedWrite write() {
        return write;
    }

    public WriteRecord.Request request() {
        return request;
    }

    public List<Step> steps() {
        return steps;
    }

    /** How the write ended; null while it is unknown (the application stopped before recording it). */
    public WriteOutcome outcome() {
        return ending == null ? null : ending.outcome();
    }

    /** What the store said about how the write ended; null when nothing, or no outcome was recorded. */
    public String outcomeMessage() {
        return ending == null ? null : ending.message();
    }

    /**
     * One request of a write sent as several, and how it ended.
     *
     * @param what    the step in words, e.g. "created under the new key PK=..."
     * @param message what the store said about it; null when nothing
     */
    public record Step(String what, WriteOutcome.Status status, String message) {

        /** The step as the journal shows it, e.g. "created under the new key PK=...: SUCCEEDED". */
        public String words() {
            return what + ": " + status.name() + (message == null ? "" : " (" + message + ")");
        }

        @Override
        public String toString() {
            return words();
        }

        boolean applied(MoveStep step) {
            return status.applied() && MoveStep.of(what).filter(step::equals).isPresent();
        }
    }

    /**
     * True for a move sent in two steps that stopped half-way: the item was created under its new key, but neither
     * deleted under its old key nor taken back, so it may be under both. It can be finished or undone.
     */
    public boolean interruptedMove() {
        return !applied()
                && write.operation() != null
                && write.operation().endsWith("MOVE")
                && steps.stream().anyMatch(s -> s.applied(MoveStep.CREATED))
                && steps.stream().noneMatch(s -> s.applied(MoveStep.DELETED_OLD) || s.applied(MoveStep.TAKEN_BACK));
    }

    /** Where an entry stands. */
    public enum State {
        SUCCEEDED,
        CONFLICT,
        FAILED,
        /** The reply was lost; the item read back showed the write applied. */
        APPLIED_AFTER_CHECK,
        /** The reply was lost; the item read back showed it not applied. */
        NOT_APPLIED_AFTER_CHECK,
        /** Whether DynamoDB applied it is unknown: the item read back could not tell, or no outcome was recorded. */
        UNKNOWN
    }

    public State state() {
        if (ending == null) {
            return State.UNKNOWN;
        }
        return switch (ending.status()) {
            case SUCCEEDED -> State.SUCCEEDED;
            case CONFLICT -> State.CONFLICT;
            case FAILED, NOT_SENT -> State.FAILED;
            case APPLIED_AFTER_CHECK -> State.APPLIED_AFTER_CHECK;
            case NOT_APPLIED_AFTER_CHECK -> State.NOT_APPLIED_AFTER_CHECK;
            case UNKNOWN -> State.UNKNOWN;
        };
    }

    /** True when the write took effect: DynamoDB said so, or the item read back after a lost reply did. */
    public boolean applied() {
        return ending != null && ending.status().applied();
    }

    /**
     * True for an attempt that changed no data: refused by its condition, failed, or found not applied after a lost
     * reply. An interrupted move changed data and is not one; nor is a write whose outcome is unknown.
     */
    public boolean wroteNothing() {
        return ending != null
                && !ending.status().applied()
                && ending.status() != WriteOutcome.Status.UNKNOWN
                && !interruptedMove();
    }

    /**
     * True when the secrets this entry holds as digests can be checked with {@code mask}: none was recorded by another
     * console (another user's, or another laptop's) with its own key.
     */
    public boolean secretsCheckableWith(SecretMask mask) {
        return mask.keyedHere(write.before()) && mask.keyedHere(write.after());
    }

    /**
     * Why an entry whose secrets were digested by another console cannot be reverted here, in words.
     */
    public String secretsRecordedElsewhere() {
        return "It touched a secret (" + String.join(", ", maskedSecrets()) + "); recorded by "
                + (provenance.actor() == null ? "someone" : provenance.actor())
                + " from another console, whose own key "
                + "made the digest the change record keeps, so this console cannot check that the secret is unchanged. "
                + "Revert it from their console, or correct the item by hand.";
    }

    /** True for a batch's item recorded as about to be sent and then not sent: no change, left out of listings. */
    public boolean neverSent() {
        return ending != null && ending.status() == WriteOutcome.Status.NOT_SENT;
    }

    /** How the write ended, in plain words. */
    public String outcomeWords() {
        if (interruptedMove()) {
            return "Interrupted move: created under the new key, not deleted under the old one (finish or undo it)";
        }
        return ending == null
                ? "Outcome unknown (no outcome recorded: the console stopped before the reply)"
                : ending.status().words();
    }

    /** The kind of write the entry made, e.g. {@code DELETE} for a revert of a create. */
    public String made() {
        String operation = operation() == null ? "" : operation();
        if (!operation.startsWith("REVERT_")) {
            return operation;
        }
        String kind = operation.substring("REVERT_".length());
        return kind.equals("CREATE") ? "DELETE" : kind.equals("DELETE") ? "CREATE" : kind;
    }

    /** The write's journal name, e.g. {@code UPDATE} or {@code REVERT_CREATE}. */
    public String operation() {
        return write.operation();
    }

    /** The item after the write as DynamoDB returned it (or as read back, when the reply was lost), else as planned. */
    public Optional<Item> after() {
        if (applied() && ending.after().item() != null) {
            return Optional.of(ending.after().item());
        }
        return write.afterIfAny();
    }

    public Optional<Item> before() {
        return write.beforeIfAny();
    }

    /** The key the write was conditional on; empty for a batch. */
    public Optional<PrimaryKey> key() {
        return Optional.ofNullable(write.key());
    }

    /** A move's new key in words; empty for any other write. */
    public String describeNewKey() {
        if (!write.operation().endsWith("MOVE") || key().isEmpty() || write.after() == null) {
            return "";
        }
        Map<String, Value> newKey = new LinkedHashMap<>();
        key().get().asItem().names().forEach(name -> write.after().get(name).ifPresent(v -> newKey.put(name, v)));
        return newKey.isEmpty() ? "" : PrimaryKey.fromAttributes(newKey).describe();
    }

    /** The item's key in words, e.g. {@code PK=ACCOUNT#a1, SK=LICENSE#l1}. */
    public String describeKey() {
        return write.describeKey();
    }

    /** True when the item's key holds a secret, recorded masked: the item cannot be found from the entry. */
    public boolean keyMasked() {
        return key().map(k -> !SecretMask.maskedIn(k.asItem()).isEmpty()).orElse(false);
    }

    /** The attributes this entry's images hold as a mask and digest only, never in clear. */
    public java.util.Set<String> maskedSecrets() {
        java.util.Set<String> names = new java.util.TreeSet<>();
        key().ifPresent(k -> names.addAll(SecretMask.maskedIn(k.asItem())));
        names.addAll(SecretMask.maskedIn(write.before()));
        names.addAll(SecretMask.maskedIn(write.after()));
        names.addAll(SecretMask.maskedIn(ending == null ? null : ending.after().item()));
        return names;
    }

    /**
     * The entry with its masked secrets in clear, each taken from {@code now} (the item as it is now) where it holds
     * that same value; empty when some image holds a secret {@code now} does not.
     */
    public Optional<JournalEntry> inClear(SecretMask mask, Optional<Item> now) {
        Optional<Item> before = clear(mask, write.before(), now);
        Optional<Item> after = clear(mask, write.after(), now);
        WriteOutcome outcome = outcome();
        Optional<Item> left = clear(mask, outcome == null ? null : outcome.after(), now);
        if ((write.before() != null && before.isEmpty())
                || (write.after() != null && after.isEmpty())
                || (outcome != null && outcome.after() != null && left.isEmpty())) {
            return Optional.empty();
        }
        RecordedWrite clearWrite = new RecordedWrite(
                write.operation(),
                write.entity(),
                write.table(),
                write.key(),
                before.orElse(null),
                after.orElse(null),
                write.amount(),
                write.tenant(),
                write.batch(),
                write.writes());
        WriteOutcome clearOutcome = outcome == null
                ? null
                : new WriteOutcome(outcome.status(), outcome.at(), left.orElse(null), outcome.message());
        return Optional.of(new JournalEntry(id, provenance, clearWrite, request, steps, clearOutcome));
    }

    private static Optional<Item> clear(SecretMask mask, Item recorded, Optional<Item> now) {
        return SecretMask.maskedIn(recorded).isEmpty() ? Optional.ofNullable(recorded) : mask.restore(recorded, now);
    }

    /** True when the write can be taken back: it was applied, or it is a move interrupted half-way. */
    public boolean isRevertible() {
        return (applied() || interruptedMove()) && write.operation() != null;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof JournalEntry e
                && Objects.equals(id, e.id)
                && Objects.equals(provenance, e.provenance)
                && Objects.equals(write, e.write)
                && Objects.equals(request, e.request)
                && steps.equals(e.steps)
                && Objects.equals(outcome(), e.outcome());
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, provenance, write, request, steps, outcome());
    }

    @Override
    public String toString() {
        return "JournalEntry[id=" + id + ", provenance=" + provenance + ", write=" + write + ", request=" + request
                + ", steps=" + steps + ", outcome=" + outcome() + "]";
    }
}
