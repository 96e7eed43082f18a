package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.values.PlainValues;
import java.math.BigDecimal;
import java.util.concurrent.Executor;

/**
 * Runs {@link AdHocQuery ad-hoc queries} on a platform's tables: the request in words and as the AWS CLI command
 * that sends it, and its items page by page, each classified like any entity list's (an item no entity recognises
 * or that breaks a rule is delivered, marked). Every attribute name goes through a placeholder.
 */
public final class AdHocQueries {

    private final Connection connection;
    private final PlatformDescriptor platform;
    private final ItemReader reader;
    private final ErrorTranslator errors;

    public AdHocQueries(Connection connection, PlatformDescriptor platform, Executor readAhead) {
        this.connection = connection;
        this.platform = platform;
        this.reader = new ItemReader(connection.client(), new ItemClassifier(platform), platform.tables(), readAhead);
        this.errors = new ErrorTranslator(connection.label());
    }

    /**
     * The query in words, e.g. "Query app_data index GSI1 where GSI1PK = ENTITY#LICENSE and GSI1SK begins with L".
     *
     * @throws StoreException (VALIDATION) naming what the query gets wrong
     */
    public String describe(AdHocQuery query) {
        return plan(query).description();
    }

    /** The AWS CLI command that sends exactly this query; as {@link #describe} when the query is wrong. */
    public String request(AdHocQuery query) {
        return new AwsCliCommands(connection).read(plan(query));
    }

    /** Streams the query's items to {@code listener}, page by page, on the calling thread. */
    public LoadSummary run(AdHocQuery query, Integer pageSize, PageListener listener, CancelToken cancel) {
        ReadPlan plan = plan(query);
        try {
            return reader.read(plan, row -> true, pageSize, listener, cancel);
        } catch (RuntimeException e) {
            throw errors.translate(e, "Query", query.table());
        }
    }

    private ReadPlan plan(AdHocQuery query) {
        TableDef table = platform.table(query.table())
                .orElseThrow(() -> wrong("platform " + platform.id() + " has no table `" + query.table() + "`"));
        if (query.index() != null && table.index(query.index()).isEmpty()) {
            throw wrong("table " + table.name() + " has no index `" + query.index() + "`; its indexes: "
                    + String.join(", ", table.indexes().keySet()));
        }
        KeyAttribute[] keys = ReadPlanner.keys(table, query.index());
        KeyCondition keyCondition = KeyCondition.keyEqualTo(keys[0], key(keys[0], query.partitionValue()));
        if (query.sortOperator() != null) {
            if (keys[1] == null) {
                throw wrong(ReadPlanner.where(table, query.index()) + " has no sort key to put a condition on");
            }
            keyCondition = keyCondition.sort(
                    keys[1],
                    query.sortOperator(),
                    key(keys[1], query.sortValue()),
                    query.sortOperator() == Operator.BETWEEN ? key(keys[1], query.sortUpper()) : null);
        }
        Expressions ex = new Expressions();
        String condition = keyCondition.expression(ex);
        StringBuilder words = new StringBuilder("Query ")
                .append(ReadPlanner.where(table, query.index()))
                .append(" where ")
                .append(keyCondition.words());
        StringBuilder filter = new StringBuilder();
        for (AdHocQuery.Filter f : query.filters()) {
            if (f.attribute() == null
                    || f.attribute().isBlank()
                    || f.value() == null
                    || f.operator() == Operator.BETWEEN && f.upper() == null) {
                throw wrong("a filter needs an attribute, a value"
                        + (f.operator() == Operator.BETWEEN ? " and an upper bound" : ""));
            }
            filter.append(filter.length() == 0 ? "" : " AND ")
                    .append(KeyCondition.comparison(
                            ex,
                            ex.name(f.attribute()),
                            f.operator(),
                            ItemConverter.toAttribute(f.value()),
                            f.upper() == null ? null : ItemConverter.toAttribute(f.upper())));
            words.append(f == query.filters().get(0) ? ", keeping items where " : " and ")
                    .append(f.attribute())
                    .append(' ')
                    .append(KeyCondition.words(
                            f.operator(),
                            PlainValues.text(f.value()),
                            f.upper() == null ? null : PlainValues.text(f.upper())));
        }
        return new ReadPlan(
                table.name(),
                connection.tables().physical(table.name()),
                query.index(),
                false,
                condition,
                filter.length() == 0 ? null : filter.toString(),
                ex,
                ReadPlanner.needsWholeItems(table, query.index()),
                null,
                words.toString());
    }

    /** A key value as its attribute's type reads it; a number key takes a number. */
    private static String key(KeyAttribute key, String text) {
        if (text == null || text.isEmpty()) {
            throw wrong(key.name() + " needs a value");
        }
        if (key.type() == KeyType.N) {
            try {
                new BigDecimal(text.trim());
            } catch (NumberFormatException e) {
                throw wrong(key.name() + " is a number key; `" + text + "` is not a number");
            }
        }
        return key.type() == KeyType.N ? text.trim() : text;
    }

    private static StoreException wrong(String why) {
        return new StoreException(StoreException.Kind.VALIDATION, "The query cannot be sent: " + why + ".", null);
    }
}
