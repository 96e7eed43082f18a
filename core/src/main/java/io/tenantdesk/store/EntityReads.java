package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.KeyRenderer;
import java.net.URI;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Predicate;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The store's reads: an entity's items by its access patterns, one item by its key, a tenant's whole overview, and
 * each read as words and as the AWS CLI command that makes it. Failures are translated for the user.
 */
final class EntityReads {

    private final Connection connection;
    private final PlatformDescriptor platform;
    private final WriteChannel channel;
    private final KeyRenderer keys;
    private final Clock clock;
    private final ReadPlanner planner;
    private final ItemReader reader;

    EntityReads(
            Connection connection,
            PlatformDescriptor platform,
            WriteChannel channel,
            ItemClassifier classifier,
            KeyRenderer keys,
            Clock clock,
            Executor readAhead) {
        this.connection = connection;
        this.platform = platform;
        this.channel = channel;
        this.keys = keys;
        this.clock = clock;
        this.planner = new ReadPlanner(connection.tables());
        this.reader = new ItemReader(connection.client(), classifier, platform.tables(), readAhead);
    }

    String describe(EntityDef entity, Scope scope) {
        return planner.plan(entity, scope, clock.instant()).description();
    }

    String cliCommand(EntityDef entity, Scope scope) {
        return new AwsCliCommands(connection).read(planner.plan(entity, scope, clock.instant()));
    }

    String cliGetItem(EntityRow row) {
        TableDef table = platform.table(row.table()).orElseThrow();
        Map<String, AttributeValue> key = ItemConverter.toAttributes(
                Item.of(PrimaryKey.of(table, row.item()).attributes()));
        return new AwsCliCommands(connection).getItem(connection.tables().physical(row.table()), key);
    }

    Optional<URI> consoleUrl(EntityRow row) {
        return AwsConsoleLinks.item(connection, platform.table(row.table()).orElseThrow(), row.item());
    }

    boolean isFullScan(EntityDef entity, Scope scope) {
        return planner.plan(entity, scope, clock.instant()).scan();
    }

    LoadSummary list(EntityDef entity, Scope scope, Integer pageSize, PageListener listener, CancelToken cancel) {
        ReadPlan plan = planner.plan(entity, linkedScope(entity, scope), clock.instant());
        return read(
                plan,
                plan.scan() ? row -> row.entity().map(entity::equals).orElse(false) : row -> true,
                pageSize,
                listener,
                cancel);
    }

    /** A tenant scope in the form the entity's tenant field holds: the tenant's id, or the attribute it links by. */
    private Scope linkedScope(EntityDef entity, Scope scope) {
        if (!(scope instanceof Scope.Tenant t) || entity.tenantLinkAttribute().isEmpty()) {
            return scope;
        }
        return Scope.tenant(new TenantLinks(t.tenantId(), tenantRow(t.tenantId())).valueFor(entity));
    }

    /** The tenant's own item; none for an id its entity's keys cannot hold (text for a Number key). */
    private Optional<EntityRow> tenantRow(String tenantId) {
        try {
            return platform.tenantEntity().flatMap(t -> get(t, Map.of(t.tenantIdField(), tenantId)));
        } catch (StoreException e) {
            if (e.kind() == StoreException.Kind.VALIDATION) {
                return Optional.empty();
            }
            throw e;
        }
    }

    LoadSummary unclassified(String table, Integer pageSize, PageListener listener, CancelToken cancel) {
        TableDef def = platform.table(table)
                .orElseThrow(() -> new StoreException(
                        StoreException.Kind.UNEXPECTED, "platform " + platform.id() + " has no table " + table, null));
        return read(planner.scanTable(def), row -> !row.valid(), pageSize, listener, cancel);
    }

    Optional<EntityRow> get(EntityDef entity, Map<String, String> keyFields) {
        PrimaryKey key = primaryKeyOf(entity, keyFields, "The key");
        return guarded(
                "GetItem",
                entity.table().name(),
                () -> channel.reload(entity.table().name(), key));
    }

    /**
     * The table key rendered from key field values.
     *
     * @throws StoreException naming {@code what} and every rule the values break, when a key cannot be rendered
     */
    PrimaryKey primaryKeyOf(EntityDef entity, Map<String, String> keyFields, String what) {
        KeyRenderer.RenderedKeys rendered = keys.render(entity, keyFields);
        return PrimaryKey.find(entity.table(), rendered.keys())
                .orElseThrow(() -> StoreException.invalid(what, rendered.violations()));
    }

    Optional<EntityRow> reload(EntityRow row) {
        TableDef table = platform.table(row.table()).orElseThrow();
        PrimaryKey key = ItemWriter.primaryKey(table, row.item());
        return guarded("GetItem", row.table(), () -> channel.reload(row.table(), key));
    }

    TenantOverview tenant(String tenantId, CancelToken cancel) {
        Optional<EntityRow> tenantRow = tenantRow(tenantId);
        return new TenantReader(platform, planner, reader, channel.errors()).read(tenantId, tenantRow, cancel);
    }

    private LoadSummary read(
            ReadPlan plan, Predicate<EntityRow> keep, Integer pageSize, PageListener listener, CancelToken cancel) {
        return guarded(
                plan.scan() ? "Scan" : "Query",
                channel.describeTable(plan.logicalTable()),
                () -> reader.read(plan, keep, pageSize, listener, cancel));
    }

    /** The call's result; what it throws, translated for the user as a failure of {@code action} on {@code table}. */
    <T> T guarded(String action, String table, Supplier<T> call) {
        try {
            return call.get();
        } catch (RuntimeException e) {
            throw channel.errors().translate(e, action, table);
        }
    }
}
