package io.tenantdesk.audit;

import java.util.List;
import java.util.Optional;

/**
 * A page of audit entries, newest first, and where the next one starts.
 *
 * @param next empty when this was the last page
 */
public record AuditPage(List<AuditEntry> entries, Optional<Cursor> next) {

    public AuditPage {
        entries = List.copyOf(entries);
    }

    /** Where a listing goes on: opaque to callers. */
    public static final class Cursor {
        final String partition;
        final java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> lastKey;

        Cursor(
                String partition,
                java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> lastKey) {
            this.partition = partition;
            this.lastKey = lastKey;
        }
    }
}
