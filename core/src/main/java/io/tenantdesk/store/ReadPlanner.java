package io.tenantdesk.store;

import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.schema.AccessPattern;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.IndexDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.RangePattern;
import io.tenantdesk.schema.SortCondition;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.template.KeyTemplate;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Turns an entity's declared access pattern and a {@link Scope} into a read: a Query on the table or an
 * index whenever the design has one, a Scan only where the descriptor declares it.
 */
final class ReadPlanner {

    private final TableNameMapping tables;

    ReadPlanner(TableNameMapping tables) {
        this.tables = tables;
    }

    ReadPlan plan(EntityDef entity, Scope scope, Instant now) {
        if (scope instanceof Scope.Tenant t) {
            AccessPattern byTenant = entity.byTenant()
                    .orElseThrow(() -> new StoreException(
                            StoreException.Kind.UNEXPECTED,
                            entity.name() + " has no declared way to find one tenant's items",
                            null));
            String field = entity.tenantField().orElseThrow();
            return fromPattern(entity, byTenant, Map.of(field, t.tenantId()));
        }
        if (scope instanceof Scope.Range r) {
            RangePattern range = entity.ranges().get(r.name());
            if (range == null) {
                throw new StoreException(
                        StoreException.Kind.UNEXPECTED, entity.name() + " has no range `" + r.name() + "`", null);
            }
            return fromRange(entity, range, r.parameters(), now);
        }
        return fromPattern(entity, entity.list(), Map.of());
    }

    /** A Scan of the whole table, every item returned (for the unclassified view and checks). */
    ReadPlan scanTable(TableDef table) {
        return new ReadPlan(
                table.name(),
                tables.physical(table.name()),
                null,
                true,
                null,
                null,
                new Expressions(),
                false,
                null,
                "Scan " + table.name() + " (every item)");
    }

    /** A Query of one partition of the table, every item in it (for a tenant's overview). */
    ReadPlan partition(TableDef table, String indexName, String partitionValue) {
        return query(table, indexName, KeyCondition.keyEqualTo(keys(table, indexName)[0], partitionValue), null);
    }

    private ReadPlan fromPattern(EntityDef entity, AccessPattern pattern, Map<String, String> values) {
        TableDef table = entity.table();
        if (pattern.scan()) {
            return scanFor(entity);
        }
        KeyAttribute[] keys = keys(table, pattern.index());
        KeyCondition condition =
                KeyCondition.keyEqualTo(keys[0], pattern.partition().render(values));
        if (pattern.sortPrefix() != null) {
            condition = condition.sortBeginsWith(keys[1], pattern.sortPrefix());
        }
        return query(table, pattern.index(), condition, entity);
    }

    private ReadPlan fromRange(EntityDef entity, RangePattern range, Map<String, String> parameters, Instant now) {
        TableDef table = entity.table();
        KeyAttribute[] keys = keys(table, range.index());
        KeyCondition condition;
        try {
            condition = KeyCondition.keyEqualTo(keys[0], range.partition().render(now, parameters, keys[0].type()));
        } catch (IllegalArgumentException e) {
            throw new StoreException(StoreException.Kind.UNEXPECTED, range.label() + ": " + e.getMessage(), e);
        }
        Optional<SortCondition> sort = range.sortIfAny();
        if (sort.isPresent()) {
            SortCondition s = sort.get();
            condition = condition.sort(
                    keys[1],
                    s.operator(),
                    s.value().render(now, parameters, keys[1].type()),
                    s.operator() == SortCondition.Operator.BETWEEN
                            ? s.upper().render(now, parameters, keys[1].type())
                            : null);
        }
        return query(table, range.index(), condition, entity);
    }

    /** A Query of the table or one of its indexes on {@code condition}, keeping {@code entity}'s items (null: all). */
    private ReadPlan query(TableDef table, String indexName, KeyCondition condition, EntityDef entity) {
        Optional<String> misfit = condition.misfit();
        if (misfit.isPresent()) {
            return ReadPlan.nothing(
                    table.name(),
                    tables.physical(table.name()),
                    indexName,
                    entity,
                    "No " + (entity == null ? "" : entity.name() + " ") + "items where " + condition.words() + ": "
                            + misfit.get());
        }
        Expressions ex = new Expressions();
        return new ReadPlan(
                table.name(),
                tables.physical(table.name()),
                indexName,
                false,
                condition.expression(ex),
                null,
                ex,
                needsWholeItems(table, indexName),
                entity,
                "Query " + where(table, indexName) + " where " + condition.words());
    }

    /**
     * The declared scan for an entity the design has no query for: server-side narrowed to the entity's literal
     * key prefixes, then every item classified so that only the entity's items are kept.
     */
    private ReadPlan scanFor(EntityDef entity) {
        TableDef table = entity.table();
        Expressions ex = new Expressions();
        StringBuilder filter = new StringBuilder();
        for (Map.Entry<String, KeyTemplate> key : entity.primaryKeyTemplates().entrySet()) {
            String prefix = key.getValue().literalPrefix();
            KeyType type = table.allKeyAttributes().get(key.getKey());
            if (prefix.isEmpty() || type != KeyType.S) {
                continue;
            }
            filter.append(filter.length() == 0 ? "" : " AND ");
            if (key.getValue().isLiteral()) {
                filter.append(ex.name(key.getKey())).append(" = ").append(ex.value(AttributeValue.fromS(prefix)));
            } else {
                filter.append("begins_with(")
                        .append(ex.name(key.getKey()))
                        .append(", ")
                        .append(ex.value(AttributeValue.fromS(prefix)))
                        .append(')');
            }
        }
        return new ReadPlan(
                table.name(),
                tables.physical(table.name()),
                null,
                true,
                null,
                filter.length() == 0 ? null : filter.toString(),
                ex,
                false,
                entity,
                "Full scan of " + table.name() + " for " + entity.name() + " items (the design has no query for them)");
    }

    static KeyAttribute[] keys(TableDef table, String indexName) {
        if (indexName == null) {
            return new KeyAttribute[] {table.partitionKey(), table.sortKey()};
        }
        IndexDef index = table.index(indexName).orElseThrow();
        return new KeyAttribute[] {index.partitionKey(), index.sortKey()};
    }

    static boolean needsWholeItems(TableDef table, String indexName) {
        return indexName != null
                && !table.index(indexName).orElseThrow().projection().isWholeItem();
    }

    static String where(TableDef table, String indexName) {
        return indexName == null ? table.name() : table.name() + " index " + indexName;
    }
}
