package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import java.math.BigDecimal;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The one way the console and the command line reach a platform's data on a connection. Reads follow the
 * design's access patterns and stream page by page; writes are validated, conditional, journalled, and
 * refused outright on a read-only connection. Nothing above this class touches the AWS SDK.
 * Thread-safe: one instance serves many concurrent loads.
 */
public final class EntityStore implements AutoCloseable {

    private final Connection connection;
    private final PlatformDescriptor platform;
    private final Clock clock;
    private final String actor;
    private final ItemClassifier classifier;
    private final KeyRenderer keys;
    private final ChangePlanner changes;
    private final RepairPlanner repairs;
    private final WriteChannel channel;
    private final EntityReads reads;
    private final StoreWrites writes;

    /**
     * @param audit records every write before it is sent and after
     * @param actor who is acting (the caller identity's ARN), for stamps and the journal
     */
    public EntityStore(
            Connection connection, PlatformDescriptor platform, WriteAudit audit, Clock clock, String actor) {
        this(connection, platform, audit, clock, actor, Runnable::run);
    }

    /**
     * @param readAhead where the next page of a load is fetched while the current one is processed; with an
     *                  executor that runs tasks at once, loads simply do not overlap fetching and processing
     */
    public EntityStore(
            Connection connection,
            PlatformDescriptor platform,
            WriteAudit audit,
            Clock clock,
            String actor,
            java.util.concurrent.Executor readAhead) {
        this(connection, platform, audit, clock, actor, readAhead, OutcomeChecks.standard());
    }

    /** @param checks when and how a write not applied so far is checked again in the background */
    public EntityStore(
            Connection connection,
            PlatformDescriptor platform,
            WriteAudit audit,
            Clock clock,
            String actor,
            java.util.concurrent.Executor readAhead,
            OutcomeChecks checks) {
        this.connection = connection;
        this.platform = platform;
        this.clock = clock;
        this.actor = actor;
        this.classifier = new ItemClassifier(platform);
        this.keys = new KeyRenderer(new AttributeValidator());
        this.changes = new ChangePlanner(classifier, keys);
        this.repairs = new RepairPlanner(classifier, changes);
        this.channel = new WriteChannel(connection, connection.tables(), classifier);
        this.reads = new EntityReads(connection, platform, channel, classifier, keys, clock, readAhead);
        this.writes = new StoreWrites(
                channel, new WriteJournal(audit, connection, platform.id(), clock, actor), classifier, changes, checks);
    }

    public PlatformDescriptor platform() {
        return platform;
    }

    public Connection connection() {
        return connection;
    }

    /** True while the store refuses every write: at first as the connection says, then as last {@linkplain #setReadOnly set}. */
    public boolean readOnly() {
        return channel.readOnly();
    }

    /** Makes the store refuse writes, or take them again (after the user confirmed "Allow writes"). */
    public void setReadOnly(boolean refuseWrites) {
        channel.setReadOnly(refuseWrites);
    }

    // Reading

    /** The read {@link #list} would make, in words, e.g. "Query app_data index GSI1 where GSI1PK = ENTITY#LICENSE". */
    public String describe(EntityDef entity, Scope scope) {
        return reads.describe(entity, scope);
    }

    /** The AWS CLI command ({@code query} or {@code scan}) that makes the read {@link #list} would make. */
    public String cliCommand(EntityDef entity, Scope scope) {
        return reads.cliCommand(entity, scope);
    }

    /** The AWS CLI {@code get-item} command that reads the row's item, by its primary key. */
    public String cliGetItem(EntityRow row) {
        return reads.cliGetItem(row);
    }

    /**
     * The item's page in the AWS console's item explorer, on a connection to AWS itself (not a local endpoint or an
     * endpoint override).
     */
    public Optional<URI> consoleUrl(EntityRow row) {
        return reads.consoleUrl(row);
    }

    /** True when listing the entity in this scope is a full table scan. */
    public boolean isFullScan(EntityDef entity, Scope scope) {
        return reads.isFullScan(entity, scope);
    }

    /**
     * Streams an entity's items in a scope to {@code listener}, page by page, on the calling thread. Every
     * item the read returns is delivered, marked when it fails validation or matches no entity; a declared
     * scan delivers only the entity's items.
     *
     * @param pageSize items per request, or null for DynamoDB's default pages
     */
    public LoadSummary list(
            EntityDef entity, Scope scope, Integer pageSize, PageListener listener, CancelToken cancel) {
        return reads.list(entity, scope, pageSize, listener, cancel);
    }

    /** Every item of a table that no entity recognises or that breaks a rule (a full scan). */
    public LoadSummary unclassified(String table, Integer pageSize, PageListener listener, CancelToken cancel) {
        return reads.unclassified(table, pageSize, listener, cancel);
    }

    /** One item by its key fields (e.g. {@code account_id} and {@code license_id}), read strongly consistent. */
    public Optional<EntityRow> get(EntityDef entity, Map<String, String> keyFields) {
        return reads.get(entity, keyFields);
    }

    /** The row as it is now in DynamoDB, or empty when it was deleted. */
    public Optional<EntityRow> reload(EntityRow row) {
        return reads.reload(row);
    }

    /** Everything the design stores under one tenant: its item, and by entity its users, licenses, sessions... */
    public TenantOverview tenant(String tenantId, CancelToken cancel) {
        return reads.tenant(tenantId, cancel);
    }

    /** Classifies an item of a table, e.g. one recorded in the journal. */
    public EntityRow rowOf(String table, Item item) {
        return new EntityRow(table, item, classifier.classify(table, item));
    }

    // Planning (pure: what a write would do, for the diff the user confirms)

    /** When and by whom a write planned now is made: what goes into its version and stamps. */
    public Stamp stamp() {
        return new Stamp(clock.instant(), actor);
    }

    /** A new item from field values (stored attributes and key fields), with every rule it would break. */
    public Create planCreate(EntityDef entity, Map<String, Value> fields) {
        return changes.planCreate(entity, fields, stamp());
    }

    /** An edit of a loaded item, re-rendering the index keys its values feed, with every rule it would break. */
    public Update planUpdate(EntityRow loaded, Map<String, Value> fields) {
        return changes.planUpdate(entityOf(loaded), loaded.item(), fields, stamp());
    }

    /**
     * An edit of a loaded item that changes its primary key, e.g. a key in the wrong format: a move.
     *
     * @throws StoreException when the fields keep the item's key (that is an update)
     */
    public Move planMove(EntityRow loaded, Map<String, Value> fields) {
        try {
            return changes.planMove(entityOf(loaded), loaded.item(), fields, stamp());
        } catch (IllegalArgumentException e) {
            throw new StoreException(
                    StoreException.Kind.REFUSED, "The key is unchanged: save the item instead of moving it.", e);
        }
    }

    /**
     * The fix the descriptor implies for each of a loaded item's problems, and the update that makes them all when
     * every one has a fix; the update is then applied like any other.
     */
    public RepairPlan planRepair(EntityRow loaded) {
        return repairs.plan(loaded, stamp());
    }

    /** Plans one correction for many loaded items at once (repair, set a field, shift a time, delete). */
    public BulkPlanner bulk() {
        return new BulkPlanner(repairs, changes, this::stamp);
    }

    /** Plans a file of corrections (the entity's export, or typed DynamoDB JSON lines) against its table's items now. */
    public ImportPlanner imports(EntityDef entity) {
        return imports(entity.table(), entity);
    }

    /** Plans a file of typed DynamoDB JSON lines against a table's items as they are now, of any entity or none. */
    public ImportPlanner imports(TableDef table) {
        return imports(table, null);
    }

    private ImportPlanner imports(TableDef table, EntityDef entity) {
        CurrentItems items = new CurrentItems(connection.client(), table, channel.physical(table.name()), classifier);
        return new ImportPlanner(
                entity,
                new TypedLinePlanner(table, classifier, changes),
                changes,
                keys,
                this::stamp,
                wanted -> reads.guarded("BatchGetItem", channel.describeTable(table.name()), () -> items.read(wanted)));
    }

    /**
     * An item edited as a whole, every attribute typed (the raw editor): an update of the entity that recognises it,
     * or a move when its key changed; carrying every rule it would break (an item no entity recognises is never
     * written).
     */
    public ItemWrite planRawEdit(EntityRow loaded, Item edited) {
        return changes.planRaw(tableOf(loaded), loaded.item(), edited, stamp());
    }

    /** The entity the item belongs to or, when none does, the one its keys come closest to. */
    public Optional<EntityDef> closestEntity(String table, Item item) {
        return classifier.closestEntity(table, item);
    }

    /** Deletes a loaded item, conditional on it being as loaded; an item no entity recognises too. */
    public Delete planDelete(EntityRow loaded) {
        return Delete.of(loaded.entity().orElseGet(() -> EntityDef.unrecognised(tableOf(loaded))), loaded.item());
    }

    private TableDef tableOf(EntityRow row) {
        return platform.table(row.table())
                .orElseThrow(() -> new StoreException(
                        StoreException.Kind.UNEXPECTED,
                        "platform " + platform.id() + " has no table " + row.table(),
                        null));
    }

    /**
     * Adds {@code amount} (negative to take away) to a tenant's credit balance.
     *
     * @throws StoreException when the entity carries no balance or the tenant id cannot make its key
     */
    public CreditAdjustment planCredit(EntityDef entity, String tenantId, BigDecimal amount) {
        CreditAdjuster.spec(entity);
        PrimaryKey key = reads.primaryKeyOf(
                entity, Map.of(entity.tenantIdField(), tenantId), "The tenant id `" + tenantId + "`");
        return CreditAdjustment.of(entity, tenantId, key, amount);
    }

    // Writing: one door

    /**
     * Sends a write as planned, so what the user confirmed is what is written, stamped when it is sent (its updated
     * stamps, a new item's created stamps, and the index keys that use them); refused outright on a read-only
     * connection. Every write is conditional and journalled: a create
     * only if no item has the key, an update, delete or move only if the item is still as loaded (a lost race
     * is a {@link StoreException.Kind#CONFLICT} carrying the item as it now is), a credit adjustment only if the
     * balance stays above its floor; a move creates under the new key and deletes under the old one, in one
     * transaction where the server has them. A created, updated or moved item is checked against the design
     * again first. A batch goes through {@link #apply(Batch, String, BatchProgress, CancelToken)}, as it has an outcome per item.
     * A write is sent at most once: when its reply is lost, the item is read back to find out whether it was
     * applied (the result says so), cannot be told ({@link StoreException.Kind#OUTCOME_UNKNOWN}, with the item as it
     * now is), or is not applied so far ({@link StoreException.Kind#NOT_APPLIED_SO_FAR}): a request delayed on its
     * way could still arrive, so the store checks again in the background, records the final outcome in the journal
     * and tells {@link #onOutcomeSettled} listeners; the exception offers the {@linkplain #retry retry}.
     */
    public WriteResult apply(ItemWrite write, String reason) {
        return writes.apply(write, reason);
    }

    /**
     * Sends a write that is not applied so far again, exactly as it was first sent (the same condition, or the same
     * ClientRequestToken), recorded under its first entry: should the first request still arrive, only one of the two
     * can apply. Applied when the retry was, or when its condition failed because the first request had arrived.
     *
     * @throws StoreException otherwise: a conflict (the item changed otherwise), not applied so far again (offering
     *                        the retry again), any other failure, or refused when the write is settled already
     */
    public WriteResult retry(Retry retry) {
        return writes.retry(retry);
    }

    /**
     * Tells {@code listener} of each write not applied so far once its final outcome is recorded (applied late,
     * still not applied, or settled by a retry), on the thread that settled it.
     *
     * @return what stops the telling
     */
    public Runnable onOutcomeSettled(Consumer<WriteRecord> listener) {
        return writes.onSettled(listener);
    }

    /** Stops checking writes not applied so far: those not settled yet stay recorded so in the journal. */
    @Override
    public void close() {
        writes.close();
    }

    /**
     * Sends a batch's writes one by one, each as {@link #apply} sends one (conditional on its own item, journalled
     * under the batch's id), until done or cancelled; one item's failure never stops the others. A read-only
     * connection refuses the whole batch before anything is sent.
     *
     * @return every item's outcome, in the batch's order (those never sent after a cancel say so)
     */
    public BatchOutcome apply(Batch batch, String reason, BatchProgress progress, CancelToken cancel) {
        return writes.apply(batch, reason, progress, cancel);
    }

    /**
     * Tells {@code listener} of every item a write through this store changed, once it happened, on the writing
     * thread.
     *
     * @return what stops the telling
     */
    public Runnable onItemsChanged(Consumer<List<ItemChange>> listener) {
        return writes.onItemsChanged(listener);
    }

    /**
     * Takes a write back: applies its {@linkplain ItemWrite#inverse inverse}, stamped now, which is conditional on the
     * item still being exactly as the write left it; otherwise it is a conflict and nothing is written.
     */
    public WriteResult revert(ItemWrite write, String reason) {
        return apply(write.inverse(stamp()), reason);
    }

    private EntityDef entityOf(EntityRow row) {
        return row.entity()
                .orElseThrow(() -> StoreException.invalid(
                        "The item",
                        List.of(new Violation(
                                row.table(),
                                Rule.KEY_PATTERN,
                                row.classification().unrecognisedReason()))));
    }
}
