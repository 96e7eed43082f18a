package io.tenantdesk.audit;

import static io.tenantdesk.audit.AuditTableDesign.END;
import static io.tenantdesk.audit.AuditTableDesign.STATUS;
import static io.tenantdesk.audit.AuditTableDesign.STEPS;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.AttributeUpdates;
import io.tenantdesk.store.Guard;
import io.tenantdesk.store.KeyCondition;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.TablePages;
import io.tenantdesk.store.TableProvisioner;
import io.tenantdesk.store.TableWrites;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The shared audit table of one connection: creating it, recording a write before it is sent (a put, only if no
 * entry has its id), its steps and outcome after (conditional updates of those attributes only: an outcome once
 * settled is never replaced), and listing entries newest first through its indexes ({@link AuditTableDesign}).
 * Writes go through the store's conditional writes, reads through its queries. Thread-safe.
 */
public final class AuditTable {

    private final Connection connection;
    private final String name;
    private final Optional<Duration> retention;
    private final TableWrites writes;
    private final TablePages pages;
    private final AuditChain chain;

    /** @param retention how long entries are kept (their TTL), or empty to keep them */
    public AuditTable(Connection connection, String name, Optional<Duration> retention) {
        this.connection = connection;
        this.name = name;
        this.retention = retention;
        this.writes = new TableWrites(connection, AuditTableDesign.descriptor(), AuditTableDesign.TABLE, name);
        this.pages = new TablePages(connection, name);
        this.chain = new AuditChain(
                writes,
                actor -> page(new AuditQuery.ByActor(actor), Optional.empty(), 20)
                        .items());
    }

    public String name() {
        return name;
    }

    /**
     * Creates the table (on-demand billing) with its indexes and waits until it takes writes; then turns on TTL on
     * {@code expiresAt} where the server has it.
     *
     * @return false when the server has no TTL (a local endpoint): entries then stay until deleted
     */
    public boolean create() {
        TableDef table = AuditTableDesign.descriptor().tables().get(AuditTableDesign.TABLE);
        return TableProvisioner.on(connection).create(table, name);
    }

    /**
     * Records a write about to be sent, only if no entry has its id.
     *
     * @param kept the record as it is kept, its secrets masked
     * @param line the journal's line that begins it
     * @throws StoreException when the table does not take it: the write must then not be sent
     */
    public void begin(WriteRecord kept, String line) {
        chain.put(AuditItems.planned(kept, line, retention));
    }

    /** Adds a step's line to a recorded write. */
    public void step(String id, String line) {
        writes.update(
                AuditItems.key(id),
                AttributeUpdates.of(new AttributeUpdates.Append(STEPS, Value.str(line))),
                Guard.holding(Map.of()));
    }

    /**
     * Records a write's outcome, only while none is settled.
     *
     * @param line the journal's line that ends it
     * @throws StoreException {@link StoreException.Kind#CONFLICT} when an outcome is recorded already
     */
    public void complete(WriteRecord done, String line) {
        writes.update(
                AuditItems.key(done.id()),
                sealed(
                        done.id(),
                        AttributeUpdates.of(
                                new AttributeUpdates.Assign(
                                        STATUS, Value.str(done.status().name())),
                                new AttributeUpdates.Assign(END, Value.str(line)))),
                Guard.holding(Map.of(STATUS, Value.str(WriteOutcome.Status.PENDING.name()))));
    }

    /**
     * Records the final outcome of a write whose recorded outcome was not settled (not applied so far), in its place;
     * only while that one is still recorded, or none is (the first outcome never reached the table).
     *
     * @param line the journal's line that ends it
     * @throws StoreException {@link StoreException.Kind#CONFLICT} when a settled outcome is recorded already
     */
    public void settle(WriteRecord done, String line) {
        AttributeUpdates updates = sealed(
                done.id(),
                AttributeUpdates.of(
                        new AttributeUpdates.Assign(
                                STATUS, Value.str(done.status().name())),
                        new AttributeUpdates.Assign(END, Value.str(line))));
        try {
            writes.update(
                    AuditItems.key(done.id()),
                    updates,
                    Guard.holding(Map.of(STATUS, Value.str(WriteOutcome.Status.NOT_APPLIED_SO_FAR.name()))));
        } catch (StoreException e) {
            if (e.kind() != StoreException.Kind.CONFLICT) {
                throw e;
            }
            writes.update(
                    AuditItems.key(done.id()),
                    updates,
                    Guard.holding(Map.of(STATUS, Value.str(WriteOutcome.Status.PENDING.name()))));
        }
    }

    /** The outcome's updates with the seal of its status and end line, when the entry is linked in a chain. */
    private AttributeUpdates sealed(String id, AttributeUpdates outcome) {
        String status = assigned(outcome, STATUS);
        String end = assigned(outcome, END);
        List<AttributeUpdates.Op> ops = new ArrayList<>(outcome.ops());
        chain.sealOf(id, status, end)
                .or(() -> get(id).flatMap(stored -> AuditChain.sealOf(stored, status, end)))
                .ifPresent(ops::add);
        return new AttributeUpdates(ops);
    }

    private static String assigned(AttributeUpdates updates, String attribute) {
        return updates.ops().stream()
                .filter(op ->
                        op instanceof AttributeUpdates.Assign a && a.attribute().equals(attribute))
                .map(op ->
                        Item.scalarText(((AttributeUpdates.Assign) op).value()).orElse(null))
                .findFirst()
                .orElse(null);
    }

    /** Puts a new entry of any kind (a proposal, a decision, the policy), linked in its writer's chain. */
    void put(Item entry) {
        chain.put(entry);
    }

    /** Updates an entry's outcome attributes as {@code updates} say, only if it is as {@code guard} says. */
    void update(String id, AttributeUpdates updates, Guard guard) {
        writes.update(AuditItems.key(id), updates, guard);
    }

    Connection connection() {
        return connection;
    }

    /** One entry as stored, by its id, read strongly consistent. */
    public Optional<Item> get(String id) {
        return pages.get(AuditItems.key(id));
    }

    /**
     * The next page of entries the query lists, newest first.
     *
     * @param limit how many entries at the most
     */
    public AuditPage page(AuditQuery query, Optional<AuditPage.Cursor> after, int limit) {
        return page(query, after, limit, false);
    }

    /** As {@link #page(AuditQuery, Optional, int)}, oldest first when {@code oldestFirst} (an export in time order). */
    public AuditPage page(AuditQuery query, Optional<AuditPage.Cursor> after, int limit, boolean oldestFirst) {
        AuditQuery.requireValid(query);
        KeyCondition condition = KeyCondition.keyEqualTo(
                new KeyAttribute(query.partitionAttribute(), io.tenantdesk.schema.KeyType.S), query.partitionValue());
        if (query.from() != null || query.to() != null) {
            condition = condition.sortBetween(
                    new KeyAttribute(AuditTableDesign.AT, io.tenantdesk.schema.KeyType.S),
                    query.from() == null ? "0" : AuditTableDesign.time(query.from()),
                    query.to() == null ? "9" : AuditTableDesign.time(query.to()));
        }
        TablePages.Page page =
                pages.page(query.index(), condition, after.map(cursor -> cursor.lastKey), limit, oldestFirst);
        return new AuditPage(page.items(), page.next().map(AuditPage.Cursor::new));
    }
}
