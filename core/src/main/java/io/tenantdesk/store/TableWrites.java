package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.util.Map;

/**
 * Conditional writes to a table of a design of its own (the shared audit table), made, sent, read back after a lost
 * reply and decided exactly as the store's own writes are, and recorded nowhere: the table is itself the record.
 * Thread-safe.
 */
public final class TableWrites {

    private final TableDef table;
    private final ConditionalRequests requests;
    private final RequestSender sender;

    /**
     * @param design        the design the table belongs to
     * @param logicalTable  the table's name in {@code design}
     * @param physicalTable its name in DynamoDB
     */
    public TableWrites(Connection connection, PlatformDescriptor design, String logicalTable, String physicalTable) {
        this.table = design.table(logicalTable)
                .orElseThrow(() -> new IllegalArgumentException(design.id() + " has no table " + logicalTable));
        WriteChannel channel = new WriteChannel(
                connection, TableNameMapping.explicit(Map.of(logicalTable, physicalTable)), new ItemClassifier(design));
        this.requests = new ConditionalRequests(channel);
        this.sender = new RequestSender(channel);
    }

    /**
     * Puts {@code item}, only if no item has its key.
     *
     * @throws StoreException {@link StoreException.Kind#CONFLICT} when one has; after a lost reply,
     *                        {@link StoreException.Kind#NOT_APPLIED} or {@link StoreException.Kind#OUTCOME_UNKNOWN}
     *                        as reading the item back tells; else what the failure was
     */
    public void create(Item item) {
        sender.send(requests.put(
                        table,
                        item,
                        (current, cause) -> StoreException.conflict(
                                "An item with this key already exists; nothing was written.", current.orElse(null)),
                        OutcomeCheck.created(item)))
                .orThrow();
    }

    /**
     * Updates the item at {@code key} as {@code updates} say, only if it is as {@code guard} says.
     *
     * @throws StoreException {@link StoreException.Kind#CONFLICT} when it is not; otherwise as {@link #create}
     */
    public void update(PrimaryKey key, AttributeUpdates updates, Guard guard) {
        sender.send(requests.update(
                        table,
                        key,
                        updates,
                        guard,
                        (current, cause) -> StoreException.conflict(
                                current.isPresent()
                                        ? "The item is not as the update requires; nothing was written."
                                        : "There is no such item; nothing was written.",
                                current.orElse(null)),
                        OutcomeCheck.updated(updates, guard)))
                .orThrow();
    }
}
