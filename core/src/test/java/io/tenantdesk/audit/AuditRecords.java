package io.tenantdesk.audit;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.RecordedImage;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/** Records of edits of app_data licenses, as the audit table's tests keep them. */
public final class AuditRecords {

    private AuditRecords() {}

    /** A pending edit of the license at {@code PK=ACCOUNT#account, SK=sortKey}; {@code tenant} null for none. */
    public static WriteRecord edit(String id, Instant at, String actor, String account, String sortKey, String tenant) {
        return new WriteRecord(
                id,
                new WriteRecord.Provenance(at, actor, "app_data", "test", "us-east-1", "ticket 7"),
                new RecordedWrite(
                        "UPDATE",
                        "License",
                        "app_data",
                        PrimaryKey.of("PK", Value.str("ACCOUNT#" + account), "SK", Value.str(sortKey)),
                        RecordedImage.of(null),
                        RecordedImage.of(null),
                        null,
                        tenant,
                        null,
                        List.of(),
                        Set.of()),
                new WriteRecord.Request("app_data", "attribute_exists(PK)", null),
                List.of(),
                WriteOutcome.pending(at));
    }

    /** The record with the outcome {@code status}, as of a second after it began. */
    public static WriteRecord ended(WriteRecord record, WriteOutcome.Status status) {
        return record.completed(
                new WriteOutcome(status, record.provenance().at().plusSeconds(1), null, null));
    }

    /** A pending copy of {@code model} under another id, made at {@code at}. */
    public static WriteRecord copy(WriteRecord model, String id, Instant at) {
        WriteRecord.Provenance by = model.provenance();
        return new WriteRecord(
                id,
                new WriteRecord.Provenance(
                        at, by.actor(), by.platform(), by.connection(), by.region(), by.reason(), by.account()),
                model.write(),
                model.request(),
                List.of(),
                WriteOutcome.pending(at));
    }
}
