package io.tenantdesk.audit;

import io.tenantdesk.schema.item.Item;
import java.util.List;
import java.util.Optional;

/**
 * A page of the audit table's items as stored, newest first, and where the next one starts.
 *
 * @param next empty when this was the last page
 */
public record AuditPage(List<Item> items, Optional<Cursor> next) {

    public AuditPage {
        items = List.copyOf(items);
    }

    /** Where a listing goes on: opaque to callers. */
    public static final class Cursor {
        final Item lastKey;

        Cursor(Item lastKey) {
            this.lastKey = lastKey;
        }
    }
}
