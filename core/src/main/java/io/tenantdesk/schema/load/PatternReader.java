package io.tenantdesk.schema.load;

import io.tenantdesk.schema.AccessPattern;
import io.tenantdesk.schema.IndexDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.RangePattern;
import io.tenantdesk.schema.SortCondition;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.ValueExpression;
import io.tenantdesk.schema.template.KeyTemplate;
import io.tenantdesk.schema.template.TemplateSyntaxException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads an entity's access patterns ({@code list}, {@code byTenant}, {@code ranges}) and checks each against
 * the entity's own key templates, so a pattern that could never find the entity's items is caught at load.
 */
final class PatternReader {

    private static final Instant SAMPLE_TIME = Instant.parse("2030-01-01T00:00:00Z");

    /** What the patterns are checked against. */
    record Context(TableDef table, KeyReader.Keys keys, AttributeReader.Attributes attributes, String tenantField) {}

    Optional<AccessPattern> readList(JsonCursor entity, Context ctx) {
        return entity.object("list").flatMap(p -> readPattern(p, ctx, List.of()));
    }

    Optional<AccessPattern> readByTenant(JsonCursor entity, Context ctx) {
        if (ctx.tenantField() == null) {
            return Optional.empty();
        }
        return entity.object("byTenant").flatMap(p -> readPattern(p, ctx, List.of(ctx.tenantField())));
    }

    private Optional<AccessPattern> readPattern(JsonCursor p, Context ctx, List<String> allowedPlaceholders) {
        if (p.bool("scan", false)) {
            return Optional.of(AccessPattern.scanOnly());
        }
        Optional<String> indexName = p.text("index");
        Optional<KeyAttribute[]> keys = indexKeys(p, ctx.table(), indexName.orElse(null));
        Optional<String> partitionText = p.text("partition");
        if (keys.isEmpty() || partitionText.isEmpty()) {
            return Optional.empty();
        }
        KeyTemplate partition;
        try {
            partition = KeyTemplate.parse(partitionText.get());
        } catch (TemplateSyntaxException e) {
            p.problemAt("partition", e.getMessage());
            return Optional.empty();
        }
        for (String placeholder : partition.placeholders()) {
            if (!allowedPlaceholders.contains(placeholder)) {
                p.problemAt(
                        "partition",
                        allowedPlaceholders.isEmpty()
                                ? "a list pattern is a fixed partition; `{" + placeholder + "}` has no value here"
                                : "`{" + placeholder + "}` is not the tenant field `" + ctx.tenantField() + "`");
            }
        }
        checkAgainstTemplate(
                p.child("partition"),
                ctx,
                keys.get()[0],
                partition.isLiteral() ? partition.text() : null,
                partition.text());
        Optional<String> sortPrefix = p.text("sortPrefix");
        if (sortPrefix.isPresent()) {
            checkSortPrefix(p.child("sortPrefix"), ctx, keys.get()[1], sortPrefix.get());
        }
        return Optional.of(AccessPattern.query(indexName.orElse(null), partition, sortPrefix.orElse(null)));
    }

    Map<String, RangePattern> readRanges(JsonCursor entity, Context ctx) {
        Map<String, RangePattern> ranges = new LinkedHashMap<>();
        entity.object("ranges").ifPresent(section -> {
            for (Map.Entry<String, JsonCursor> e : section.members().entrySet()) {
                readRange(e.getKey(), e.getValue(), ctx).ifPresent(r -> ranges.put(r.name(), r));
            }
        });
        return ranges;
    }

    private Optional<RangePattern> readRange(String name, JsonCursor r, Context ctx) {
        Optional<String> indexName = r.text("index");
        Optional<KeyAttribute[]> keys = indexKeys(r, ctx.table(), indexName.orElse(null));
        Optional<ValueExpression> partition = r.text("partition").flatMap(t -> expression(r.child("partition"), t));
        if (keys.isEmpty() || partition.isEmpty()) {
            return Optional.empty();
        }
        for (String param : partition.get().parameters()) {
            if (!ctx.attributes().declares(param)) {
                r.problemAt("partition", "parameter `{" + param + "}` is not an attribute of the entity");
            }
        }
        String sample = partition.get().render(SAMPLE_TIME, sampleParameters(partition.get()), keys.get()[0].type());
        checkAgainstTemplate(
                r.child("partition"),
                ctx,
                keys.get()[0],
                sample,
                partition.get().text());
        SortCondition sort = null;
        Optional<JsonCursor> sortSection = r.object("sort");
        if (sortSection.isPresent()) {
            if (keys.get()[1] == null) {
                sortSection
                        .get()
                        .problem("the " + (indexName.isPresent() ? "index `" + indexName.get() + "`" : "table")
                                + " has no sort key to put a condition on");
            } else {
                sort = readSort(sortSection.get()).orElse(null);
                checkSortParameters(sortSection.get(), sort, ctx);
            }
        }
        return Optional.of(
                new RangePattern(name, r.text("label").orElse(name), indexName.orElse(null), partition.get(), sort));
    }

    private Optional<SortCondition> readSort(JsonCursor s) {
        Optional<SortCondition.Operator> op = s.text("op").flatMap(SortCondition.Operator::fromSymbol);
        Optional<ValueExpression> value = s.text("value").flatMap(t -> expression(s.child("value"), t));
        Optional<ValueExpression> to = s.text("to").flatMap(t -> expression(s.child("to"), t));
        if (op.isEmpty() || value.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new SortCondition(op.get(), value.get(), to.orElse(null)));
    }

    private static void checkSortParameters(JsonCursor at, SortCondition sort, Context ctx) {
        if (sort == null) {
            return;
        }
        List<String> params = new java.util.ArrayList<>(sort.value().parameters());
        sort.upperIfAny().ifPresent(u -> params.addAll(u.parameters()));
        for (String param : params) {
            if (!ctx.attributes().declares(param)) {
                at.problem("parameter `{" + param + "}` is not an attribute of the entity");
            }
        }
    }

    private static Optional<ValueExpression> expression(JsonCursor at, String text) {
        try {
            return Optional.of(ValueExpression.parse(text));
        } catch (IllegalArgumentException e) {
            at.problem(e.getMessage());
            return Optional.empty();
        }
    }

    private static Map<String, String> sampleParameters(ValueExpression e) {
        Map<String, String> sample = new LinkedHashMap<>();
        e.parameters().forEach(p -> sample.put(p, "sample"));
        return sample;
    }

    /** The partition and sort key of the index (or the table) a pattern queries; empty after a problem. */
    private static Optional<KeyAttribute[]> indexKeys(JsonCursor p, TableDef table, String indexName) {
        if (indexName == null) {
            return Optional.of(new KeyAttribute[] {table.partitionKey(), table.sortKey()});
        }
        Optional<IndexDef> index = table.index(indexName);
        if (index.isEmpty()) {
            p.problemAt(
                    "index",
                    "unknown index `" + indexName + "`; table `" + table.name() + "` has "
                            + (table.indexes().isEmpty()
                                    ? "no indexes"
                                    : String.join(", ", table.indexes().keySet())));
            return Optional.empty();
        }
        return Optional.of(
                new KeyAttribute[] {index.get().partitionKey(), index.get().sortKey()});
    }

    /**
     * A pattern's partition must be the entity's own template for that key, or a value the template can
     * produce; otherwise the query would never find the entity's items.
     */
    private static void checkAgainstTemplate(
            JsonCursor at, Context ctx, KeyAttribute key, String sampleValue, String patternText) {
        KeyTemplate own = ctx.keys().template(key.name()).orElse(null);
        if (own == null && ctx.attributes().specs().containsKey(key.name())) {
            own = KeyTemplate.parse("{" + key.name() + "}");
        }
        if (own == null
                && (ctx.keys().unreadable().contains(key.name())
                        || ctx.attributes().declares(key.name()))) {
            return;
        }
        if (own == null) {
            at.problem("the entity writes no `" + key.name() + "`, so this query cannot find its items");
            return;
        }
        if (own.text().equals(patternText)) {
            return;
        }
        if (key.type() == KeyType.N && own.isSinglePlaceholder()) {
            return;
        }
        if (sampleValue == null || own.match(sampleValue).isEmpty()) {
            at.problem("`" + patternText + "` does not match the entity's " + key.name() + " template `" + own.text()
                    + "`");
        }
    }

    private static void checkSortPrefix(JsonCursor at, Context ctx, KeyAttribute sortKey, String prefix) {
        if (sortKey == null) {
            at.problem("there is no sort key for `sortPrefix` to apply to");
            return;
        }
        KeyTemplate own = ctx.keys().template(sortKey.name()).orElse(null);
        if (own == null) {
            return;
        }
        String literal = own.literalPrefix();
        if (!literal.startsWith(prefix) && !prefix.startsWith(literal)) {
            at.problem("`" + prefix + "` cannot begin the entity's " + sortKey.name() + " `" + own.text() + "`");
        }
    }
}
