package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.schema.item.Value;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Ad-hoc queries on the shared demo tables in dynalite: key conditions, filters, the request as sent, mistakes named. */
@ExtendWith(DynaliteExtension.class)
class AdHocQueriesTest {

    private static List<EntityRow> run(AdHocQueries queries, AdHocQuery query) {
        List<EntityRow> rows = new ArrayList<>();
        queries.run(query, 25, page -> rows.addAll(page.rows()), new CancelToken());
        return rows;
    }

    private static AdHocQueries queries(SharedDemo demo, String platform) {
        return new AdHocQueries(demo.connection(), demo.data(platform).platform(), Runnable::run);
    }

    @Test
    void aKeyConditionOnAnIndexReadsItsItemsClassifiedAndTheRequestIsShownAsSent(LocalDynamo dynamo) {
        SharedDemo demo = dynamo.sharedDemo();
        AdHocQueries queries = queries(demo, "app_data");
        AdHocQuery licenses =
                new AdHocQuery("app_data", "GSI1", "ENTITY#LICENSE", Operator.BEGINS_WITH, "LICENSE#", null, List.of());

        List<EntityRow> rows = run(queries, licenses);

        assertThat(rows)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.entity().map(EntityDef::name)).contains("License"));
        assertThat(queries.describe(licenses))
                .isEqualTo("Query app_data index GSI1 where GSI1PK = ENTITY#LICENSE and GSI1SK begins with LICENSE#");
        assertThat(queries.request(licenses))
                .startsWith("aws dynamodb query --table-name '" + demo.mapping().physical("app_data")
                        + "' --index-name 'GSI1' --key-condition-expression '#n0 = :v0 AND begins_with(#n1, :v1)'")
                .contains("--expression-attribute-names '{\"#n0\":\"GSI1PK\",\"#n1\":\"GSI1SK\"}'")
                .contains("\":v0\":{\"S\":\"ENTITY#LICENSE\"}");
    }

    @Test
    void filtersKeepOnlyTheItemsMeetingThemAndAreSentAsAFilterExpression(LocalDynamo dynamo) {
        SharedDemo demo = dynamo.sharedDemo();
        AdHocQueries queries = queries(demo, "app_data");
        AdHocQuery all = AdHocQuery.partition("app_data", "GSI1", "ENTITY#LICENSE");
        AdHocQuery active = new AdHocQuery(
                "app_data",
                "GSI1",
                "ENTITY#LICENSE",
                null,
                null,
                null,
                List.of(new AdHocQuery.Filter("status", Operator.EQ, Value.str("active"), null)));

        List<EntityRow> every = run(queries, all);
        List<EntityRow> kept = run(queries, active);

        long activeInAll = every.stream()
                .filter(r ->
                        r.item().scalarText("status").filter("active"::equals).isPresent())
                .count();
        assertThat(kept)
                .hasSize((int) activeInAll)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.item().scalarText("status")).contains("active"));
        assertThat(queries.describe(active)).endsWith(", keeping items where status = active");
        assertThat(queries.request(active)).contains("--filter-expression '#n1 = :v1'");
    }

    @Test
    void aNumberSortKeyTakesABetweenOfNumbersOnAKeysOnlyIndexAndTheWholeItemsAreRead(LocalDynamo dynamo) {
        SharedDemo demo = dynamo.sharedDemo();
        AdHocQueries queries = queries(demo, "wallcrawler");
        AdHocQuery soon = new AdHocQuery(
                "wallcrawler-sessions",
                "status-expiresAt-index",
                "RUNNING",
                Operator.BETWEEN,
                "0",
                "99999999999",
                List.of());

        List<EntityRow> rows = run(queries, soon);

        assertThat(rows).isNotEmpty().allSatisfy(r -> {
            assertThat(r.item().scalarText("status")).contains("RUNNING");
            assertThat(r.item().names()).as("whole items, not the index's keys").contains("projectId");
        });
        assertThat(queries.describe(soon)).endsWith("where status = RUNNING and expiresAt between 0 and 99999999999");
        assertThat(queries.request(soon)).contains("\":v1\":{\"N\":\"0\"}");
    }

    @Test
    void aQueryThatCannotBeSentSaysWhy(LocalDynamo dynamo) {
        AdHocQueries queries = queries(dynamo.sharedDemo(), "wallcrawler");

        assertThatThrownBy(() -> queries.describe(AdHocQuery.partition("wallcrawler-sessions", "byColour", "x")))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("has no index `byColour`; its indexes: ")
                .hasMessageContaining("status-expiresAt-index");
        assertThatThrownBy(() -> queries.describe(new AdHocQuery(
                        "wallcrawler-sessions",
                        "status-expiresAt-index",
                        "RUNNING",
                        Operator.GT,
                        "soon",
                        null,
                        List.of())))
                .hasMessage("The query cannot be sent: expiresAt is a number key; `soon` is not a number.");
        assertThatThrownBy(() -> queries.describe(
                        new AdHocQuery("wallcrawler-sessions", null, "sess_1", Operator.EQ, "x", null, List.of())))
                .hasMessageContaining("has no sort key");
        assertThatThrownBy(() -> queries.run(
                        AdHocQuery.partition("wallcrawler-sessions", null, ""), null, page -> {}, new CancelToken()))
                .hasMessage("The query cannot be sent: sessionId needs a value.");
    }
}
