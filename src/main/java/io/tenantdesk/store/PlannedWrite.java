package io.tenantdesk.store;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * A write as the journal records it before it is sent.
 *
 * @param key       the item's primary key
 * @param before    the item as the user loaded it; null for a create
 * @param after     the item as it will be after the write; null for a delete
 * @param condition the request's condition, in words (placeholders resolved)
 * @param amount    for a credit adjustment, the amount added (negative to take away); null otherwise
 */
public record PlannedWrite(Operation operation, Instant at, String connection, String region, String actor,
                           String platform, String entity, String table, String physicalTable, PrimaryKey key,
                           Item before, Item after, String condition, String reason, BigDecimal amount) {

    /** The kinds of write Tenantdesk makes. */
    public enum Operation {
        CREATE, UPDATE, DELETE, CREDIT, REVERT_UPDATE, REVERT_CREATE, REVERT_DELETE, REVERT_CREDIT
    }

}
