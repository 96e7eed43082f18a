package io.tenantdesk.store;

import io.tenantdesk.aws.connect.WriteRetries;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * Sends one conditional write and decides what came of it, recording nothing: a refused condition is reported by the
 * write's {@link Sending.ConflictReport} with the item as it now is; a lost reply (an error after DynamoDB may have
 * applied the write) is never answered by sending again: the item is read back and the write's {@link OutcomeCheck}
 * tells applied, unknown, or not applied so far (a request delayed on its way may still arrive: the attempt carries
 * how to check it again and how to send it again with the same condition); any other failure is translated for the
 * user.
 */
final class RequestSender {

    private final WriteChannel channel;

    RequestSender(WriteChannel channel) {
        this.channel = channel;
    }

    Attempt send(Sending write) {
        Item written;
        try {
            written = write.request().send();
        } catch (ConditionalCheckFailedException e) {
            Optional<EntityRow> current = channel.reload(write.logicalTable(), write.key());
            return Attempt.refused(
                    WriteOutcome.Status.CONFLICT,
                    current.map(EntityRow::item).orElse(null),
                    write.conflict().of(current, e));
        } catch (RuntimeException e) {
            if (WriteRetries.isAmbiguous(e)) {
                return checked(write, e);
            }
            return Attempt.refused(WriteOutcome.Status.FAILED, null, failure(e, write.action(), write.logicalTable()));
        }
        return Attempt.applied(WriteOutcome.Status.SUCCEEDED, written, null);
    }

    /** The reply was lost: reads the item back and decides by what it shows, never sending the write again. */
    private Attempt checked(Sending write, RuntimeException lost) {
        String what = lost(write.action(), write.logicalTable(), "", lost);
        ReadBack back = readBack(write.logicalTable(), write.key(), write.check());
        return switch (back.verdict()) {
            case APPLIED ->
                Attempt.applied(
                        WriteOutcome.Status.APPLIED_AFTER_CHECK,
                        back.item(),
                        what + "; the item read back shows the change.");
            case NOT_APPLIED ->
                Attempt.notAppliedSoFar(
                        what + NOT_APPLIED_SO_FAR,
                        back.current(),
                        lost,
                        new Followup(
                                Followup.reading(() -> readBack(write.logicalTable(), write.key(), write.check())),
                                () -> send(write)));
            default -> Attempt.unknown(what + back.why(), back.current(), lost);
        };
    }

    /** What follows a lost reply when the item read back is unchanged. */
    static final String NOT_APPLIED_SO_FAR = "; the item read back is as it was, so the change is not applied so far,"
            + " but a request delayed on its way could still arrive. The console checks the item again and records"
            + " the outcome in the change journal.";

    /**
     * What the item at {@code key} says about a write whose reply was lost, read back strongly consistent; unknown
     * when it cannot be read.
     */
    ReadBack readBack(String logicalTable, PrimaryKey key, OutcomeCheck check) {
        Optional<EntityRow> current;
        try {
            current = channel.reload(logicalTable, key);
        } catch (RuntimeException readFailed) {
            return new ReadBack(
                    OutcomeCheck.Verdict.UNKNOWN,
                    Optional.empty(),
                    ", and reading the item back failed too ("
                            + failure(readFailed, "GetItem", logicalTable).getMessage()
                            + "): whether the change was applied is unknown. Check the item before trying again.",
                    true);
        }
        OutcomeCheck.Verdict verdict = check.judge(current.map(EntityRow::item));
        return new ReadBack(
                verdict,
                current,
                "; the item read back "
                        + current.map(row -> check.unknownBecause(row.item())).orElse("is gone")
                        + ", so whether the change was applied is unknown. "
                        + (current.isEmpty() ? "" : "It is shown as it is now; ") + "check it before trying again.");
    }

    /**
     * A lost reply in words, e.g. "PutItem on app_data (the new key): the reply was lost (no reply in time)".
     *
     * @param which what follows the table, e.g. " (the new key)"; empty for nothing
     */
    String lost(String action, String logicalTable, String which, RuntimeException lost) {
        return action + " on " + channel.describeTable(logicalTable) + which + ": the reply was lost ("
                + channel.errors().lostReply(lost) + ")";
    }

    /** A failure that is not a lost reply, translated for the user. */
    StoreException failure(RuntimeException e, String action, String logicalTable) {
        return channel.errors().translate(e, action, channel.describeTable(logicalTable));
    }
}
