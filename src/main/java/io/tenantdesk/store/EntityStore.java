package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import java.math.BigDecimal;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The one way the console and the command line reach a platform's data on a connection. Reads follow the
 * design's access patterns and stream page by page; writes are validated, conditional, journalled, and
 * refused outright on a read-only connection. Nothing above this class touches the AWS SDK.
 * Thread-safe: one instance serves many concurrent loads.
 */
public final class EntityStore {

    private final Connection connection;
    private final PlatformDescriptor platform;
    private final Clock clock;
    private final String actor;
    private final ItemClassifier classifier;
    private final ReadPlanner planner;
    private final KeyRenderer keys;
    private final ItemReader reader;
    private final ChangePlanner changes;
    private final ItemWriter writer;
    private final CreditAdjuster credits;
    private final WriteContext writes;

    /**
     * @param audit records every write before it is sent and after
     * @param actor who is acting (the caller identity's ARN), for stamps and the journal
     */
    public EntityStore(Connection connection, PlatformDescriptor platform, WriteAudit audit, Clock clock, String actor) {
        this(connection, platform, audit, clock, actor, Runnable::run);
    }

    /**
     * @param readAhead where the next page of a load is fetched while the current one is processed; with an
     *                  executor that runs tasks at once, loads simply do not overlap fetching and processing
     */
    public EntityStore(Connection connection, PlatformDescriptor platform, WriteAudit audit, Clock clock, String actor,
                       java.util.concurrent.Executor readAhead) {
        this.connection = connection;
        this.platform = platform;
        this.clock = clock;
        this.actor = actor;
        this.classifier = new ItemClassifier(platform);
        this.planner = new ReadPlanner(connection.tables());
        this.reader = new ItemReader(connection.client(), classifier, platform.tables(), readAhead);
        this.keys = new KeyRenderer(new AttributeValidator());
        this.changes = new ChangePlanner(classifier, keys);
        this.writes = new WriteContext(connection, platform.id(), audit, clock, actor);
        this.writer = new ItemWriter(writes, classifier);
        this.credits = new CreditAdjuster(writes, classifier, keys);
    }

    public PlatformDescriptor platform() {
        return platform;
    }

    public Connection connection() {
        return connection;
    }

    // Reading

    /** The read {@link #list} would make, in words, e.g. "Query app_data index GSI1 where GSI1PK = ENTITY#LICENSE". */
    public String describe(EntityDef entity, Scope scope) {
        return planner.plan(entity, scope, clock.instant()).description();
    }

    /** The AWS CLI command ({@code query} or {@code scan}) that makes the read {@link #list} would make. */
    public String cliCommand(EntityDef entity, Scope scope) {
        return new AwsCliCommands(connection).read(planner.plan(entity, scope, clock.instant()));
    }

    /** The AWS CLI {@code get-item} command that reads the row's item, by its primary key. */
    public String cliGetItem(EntityRow row) {
        TableDef table = platform.table(row.table()).orElseThrow();
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : table.primaryKeyNames()) {
            row.item().get(name).ifPresent(v -> key.put(name, ItemConverter.toAttribute(v)));
        }
        return new AwsCliCommands(connection).getItem(connection.tables().physical(row.table()), key);
    }

    /**
     * The item's page in the AWS console's item explorer, on a connection to AWS itself (not a local endpoint or an
     * endpoint override).
     */
    public Optional<URI> consoleUrl(EntityRow row) {
        if (connection.identity().local() || connection.region() == null
                || connection.client().serviceClientConfiguration().endpointOverride().isPresent()) {
            return Optional.empty();
        }
        TableDef table = platform.table(row.table()).orElseThrow();
        String region = connection.region().id();
        StringBuilder fragment = new StringBuilder("edit-item?itemMode=2&route=ROUTE_ITEM_EXPLORER&table=")
                .append(encode(connection.tables().physical(row.table())));
        fragment.append("&pk=").append(encode(row.item().scalarText(table.partitionKey().name()).orElse("")));
        if (table.sortKey() != null) {
            fragment.append("&sk=").append(encode(row.item().scalarText(table.sortKey().name()).orElse("")));
        }
        return Optional.of(URI.create("https://" + region + ".console.aws.amazon.com/dynamodbv2/home?region=" + region
                + "#" + fragment));
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** True when listing the entity in this scope is a full table scan. */
    public boolean isFullScan(EntityDef entity, Scope scope) {
        return planner.plan(entity, scope, clock.instant()).scan();
    }

    /**
     * Streams an entity's items in a scope to {@code listener}, page by page, on the calling thread. Every
     * item the read returns is delivered, marked when it fails validation or matches no entity; a declared
     * scan delivers only the entity's items.
     *
     * @param pageSize items per request, or null for DynamoDB's default pages
     */
    public LoadSummary list(EntityDef entity, Scope scope, Integer pageSize, PageListener listener, CancelToken cancel) {
        ReadPlan plan = planner.plan(entity, scope, clock.instant());
        return read(plan, plan.scan() ? row -> row.entity().map(entity::equals).orElse(false) : row -> true,
                pageSize, listener, cancel);
    }

    /** Every item of a table that no entity recognises or that breaks a rule (a full scan). */
    public LoadSummary unclassified(String table, Integer pageSize, PageListener listener, CancelToken cancel) {
        TableDef def = platform.table(table).orElseThrow(() -> new StoreException(StoreException.Kind.UNEXPECTED,
                "platform " + platform.id() + " has no table " + table, null));
        return read(planner.scanTable(def), row -> !row.valid(), pageSize, listener, cancel);
    }

    /** One item by its key fields (e.g. {@code account_id} and {@code license_id}), read strongly consistent. */
    public Optional<EntityRow> get(EntityDef entity, Map<String, String> keyFields) {
        Map<String, Value> key = primaryKeyOf(keys, entity, keyFields, "The key");
        return guarded("GetItem", entity.table().name(), () -> writes.reload(entity.table().name(), key, classifier));
    }

    /**
     * The table key rendered from key field values.
     *
     * @throws StoreException naming {@code what} and every rule the values break, when a key cannot be rendered
     */
    static Map<String, Value> primaryKeyOf(KeyRenderer keys, EntityDef entity, Map<String, String> keyFields, String what) {
        KeyRenderer.RenderedKeys rendered = keys.render(entity, keyFields);
        Map<String, Value> key = new LinkedHashMap<>();
        for (String name : entity.table().primaryKeyNames()) {
            Value value = rendered.keys().get(name);
            if (value == null) {
                throw StoreException.invalid(what, rendered.violations());
            }
            key.put(name, value);
        }
        return key;
    }

    /** The row as it is now in DynamoDB, or empty when it was deleted. */
    public Optional<EntityRow> reload(EntityRow row) {
        TableDef table = platform.table(row.table()).orElseThrow();
        Map<String, Value> key = ItemWriter.primaryKey(table, row.item());
        return guarded("GetItem", row.table(), () -> writes.reload(row.table(), key, classifier));
    }

    /** Everything the design stores under one tenant: its item, and by entity its users, licenses, sessions... */
    public TenantOverview tenant(String tenantId, CancelToken cancel) {
        Optional<EntityRow> tenantRow = platform.tenantEntity()
                .flatMap(t -> get(t, Map.of(t.tenantIdField(), tenantId)));
        return guarded("Query", "the tenant's tables",
                () -> new TenantReader(platform, planner, reader).read(tenantId, tenantRow, cancel));
    }

    /** Classifies an item of a table, e.g. one recorded in the journal. */
    public EntityRow rowOf(String table, Item item) {
        return new EntityRow(table, item, classifier.classify(table, item));
    }

    // Planning (pure: what a write would do, for the diff the user confirms)

    public PlannedChange planCreate(EntityDef entity, Map<String, Value> fields) {
        return changes.planCreate(entity, fields, clock.instant(), actor);
    }

    public PlannedChange planUpdate(EntityRow loaded, Map<String, Value> fields) {
        return changes.planUpdate(entityOf(loaded), loaded.item(), fields, clock.instant(), actor);
    }

    // Writing

    /** Creates an item from field values; refused if it breaks the design or an item with its key exists. */
    public EntityRow create(EntityDef entity, Map<String, Value> fields, String reason) {
        return writer.create(planCreate(entity, fields), reason, PlannedWrite.Operation.CREATE);
    }

    /** Saves an edit of a loaded item, re-rendering the index keys its values feed; a lost race is a conflict. */
    public EntityRow update(EntityRow loaded, Map<String, Value> fields, String reason) {
        return writer.update(planUpdate(loaded, fields), reason, PlannedWrite.Operation.UPDATE);
    }

    /**
     * Writes a change planned by {@link #planCreate} or {@link #planUpdate} exactly as planned, so what the user
     * confirmed (stamps and version included) is what is written. The planned item is checked again first.
     */
    public EntityRow write(PlannedChange plan, String reason) {
        EntityRow planned = rowOf(plan.entity().table().name(), plan.after());
        if (!planned.valid() || !planned.entity().orElseThrow().equals(plan.entity())) {
            throw StoreException.invalid("The " + plan.entity().name(), planned.entity().isPresent()
                    ? planned.classification().violations() : plan.violations());
        }
        return plan.before() == null ? writer.create(plan, reason, PlannedWrite.Operation.CREATE)
                : writer.update(plan, reason, PlannedWrite.Operation.UPDATE);
    }

    /** Deletes a loaded item if it is still as loaded. */
    public void delete(EntityRow loaded, String reason) {
        writer.delete(entityOf(loaded), loaded.item(), reason, PlannedWrite.Operation.DELETE);
    }

    /** Adds {@code amount} (negative to take away) to a tenant's credit balance, atomically, never below its floor. */
    public CreditResult adjustCredit(EntityDef entity, String tenantId, BigDecimal amount, String reason) {
        return credits.adjust(entity, tenantId, amount, reason, PlannedWrite.Operation.CREDIT);
    }

    // Reverting recorded writes (the journal's guarded revert)

    /** Puts an updated item back to {@code before}, only if it is still exactly {@code after}. */
    public EntityRow revertUpdate(String table, Item after, Item before, String reason) {
        EntityRow current = rowOf(table, after);
        EntityDef entity = entityOf(current);
        Map<String, Value> fields = ChangePlanner.fieldsOf(entity, rowOf(table, before));
        return writer.update(changes.planUpdate(entity, after, fields, clock.instant(), actor), reason,
                PlannedWrite.Operation.REVERT_UPDATE);
    }

    /** Deletes a created item, only if it is still exactly as created. */
    public void revertCreate(String table, Item created, String reason) {
        EntityRow row = rowOf(table, created);
        writer.delete(entityOf(row), created, reason, PlannedWrite.Operation.REVERT_CREATE);
    }

    /** Puts a deleted item back as it was, only if no item has its key now. */
    public EntityRow revertDelete(String table, Item deleted, String reason) {
        EntityRow row = rowOf(table, deleted);
        EntityDef entity = entityOf(row);
        PlannedChange plan = new PlannedChange(entity, null, deleted, List.of(), row.classification().violations());
        return writer.create(plan, reason, PlannedWrite.Operation.REVERT_DELETE);
    }

    /** Takes back a credit adjustment by adjusting by the opposite amount (the balance may have moved since). */
    public CreditResult revertCredit(String entityName, String tenantId, BigDecimal amount, String reason) {
        EntityDef entity = platform.entity(entityName).orElseThrow();
        return credits.adjust(entity, tenantId, amount.negate(), reason, PlannedWrite.Operation.REVERT_CREDIT);
    }

    private EntityDef entityOf(EntityRow row) {
        return row.entity().orElseThrow(() -> StoreException.invalid("The item",
                List.of(new io.tenantdesk.schema.validation.Violation(row.table(),
                        io.tenantdesk.schema.validation.Rule.KEY_PATTERN, row.classification().unrecognisedReason()))));
    }

    private LoadSummary read(ReadPlan plan, java.util.function.Predicate<EntityRow> keep, Integer pageSize,
                             PageListener listener, CancelToken cancel) {
        return guarded(plan.scan() ? "Scan" : "Query", writes.describeTable(plan.logicalTable()),
                () -> reader.read(plan, keep, pageSize, listener, cancel));
    }

    private <T> T guarded(String action, String table, Supplier<T> call) {
        try {
            return call.get();
        } catch (RuntimeException e) {
            throw writes.errors().translate(e, action, table);
        }
    }
}
