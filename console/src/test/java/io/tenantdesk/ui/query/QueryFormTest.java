package io.tenantdesk.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.settings.SavedQuery;
import io.tenantdesk.store.AdHocQuery;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The query form on the bundled descriptors, without JavaFX running: what it makes, and what it says is wrong. */
class QueryFormTest {

    private static final List<PlatformDescriptor> BUNDLED = new DescriptorLoader().loadBundled();

    private static QueryForm form(String platform) {
        return new QueryForm(BUNDLED.stream()
                .filter(p -> p.id().equals(platform))
                .findFirst()
                .orElseThrow());
    }

    private static QueryIndex index(QueryForm form, String table, String index) {
        return form.indexes().stream()
                .filter(i -> i.table().name().equals(table) && java.util.Objects.equals(i.indexName(), index))
                .findFirst()
                .orElseThrow();
    }

    /** GSI1's licenses whose status is active. */
    private static QueryForm activeLicenses() {
        QueryForm form = form("app_data");
        form.indexProperty().set(index(form, "app_data", "GSI1"));
        form.partitionValueProperty().set("ENTITY#LICENSE");
        form.sortOperatorProperty().set(Operator.BEGINS_WITH);
        form.sortValueProperty().set("LICENSE#");
        FilterRow status = form.addFilter();
        status.attributeProperty().set("status");
        status.valueProperty().set("active");
        return form;
    }

    @Test
    void offersEveryTableAndIndexWithItsKeys() {
        QueryForm form = form("wallcrawler");

        assertThat(form.indexes())
                .extracting(QueryIndex::label)
                .contains(
                        "wallcrawler-sessions",
                        "wallcrawler-sessions · index status-expiresAt-index",
                        "wallcrawler-api-keys · index projectId-index");
        QueryIndex status = index(form, "wallcrawler-sessions", "status-expiresAt-index");
        assertThat(status.keysText()).isEqualTo("status (S), expiresAt (N)");
        assertThat(index(form, "wallcrawler-projects", null).sortKey()).isEmpty();
    }

    @Test
    void aFilledFormMakesTheQueryWithKeyValuesAsTypedAndFiltersInTheirDeclaredTypes() {
        QueryForm form = activeLicenses();

        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.toQuery())
                .contains(new AdHocQuery(
                        "app_data",
                        "GSI1",
                        "ENTITY#LICENSE",
                        Operator.BEGINS_WITH,
                        "LICENSE#",
                        null,
                        List.of(new AdHocQuery.Filter("status", Operator.EQ, Value.str("active"), null))));
        assertThat(form.entityForResults().name()).isEqualTo("License");
    }

    @Test
    void aNumberSortKeyTakesNumbersAndBetweenTakesTwo() {
        QueryForm form = form("wallcrawler");
        form.indexProperty().set(index(form, "wallcrawler-sessions", "status-expiresAt-index"));
        form.partitionValueProperty().set("RUNNING");
        form.sortOperatorProperty().set(Operator.BETWEEN);
        form.sortValueProperty().set("soon");

        assertThat(form.sortProblemProperty().get()).isEqualTo("expiresAt is a number key; `soon` is not a number");
        assertThat(form.problemProperty().get())
                .isEqualTo(form.sortProblemProperty().get());
        assertThat(form.toQuery()).isEmpty();

        form.sortValueProperty().set(" 100 ");
        assertThat(form.problemProperty().get()).isEqualTo("expiresAt's upper bound needs a value");

        form.sortUpperProperty().set("200");
        assertThat(form.toQuery()).hasValueSatisfying(q -> {
            assertThat(q.sortValue()).isEqualTo("100");
            assertThat(q.sortUpper()).isEqualTo("200");
        });

        form.sortOperatorProperty().set(Operator.BEGINS_WITH);
        assertThat(form.problemProperty().get()).isEqualTo("begins_with applies to text; expiresAt is a number key");
    }

    @Test
    void thePartitionKeyIsRequiredAndAnIndexWithoutSortKeyDropsTheSortCondition() {
        QueryForm form = form("wallcrawler");
        form.indexProperty().set(index(form, "wallcrawler-sessions", "projectId-createdAt-index"));
        form.sortOperatorProperty().set(Operator.GT);

        assertThat(form.partitionProblemProperty().get()).isEqualTo("projectId needs a value");
        assertThat(form.problemProperty().get()).isEqualTo("projectId needs a value");

        form.indexProperty().set(index(form, "wallcrawler-projects", null));
        assertThat(form.sortOperatorProperty().get()).isNull();
        form.partitionValueProperty().set("proj_1");
        assertThat(form.toQuery()).contains(AdHocQuery.partition("wallcrawler-projects", null, "proj_1"));
    }

    @Test
    void filtersSayWhatIsWrongInTheAttributesTerms() {
        QueryForm form = form("wallcrawler");
        form.indexProperty().set(index(form, "wallcrawler-sessions", "status-expiresAt-index"));
        form.partitionValueProperty().set("RUNNING");
        FilterRow filter = form.addFilter();

        assertThat(form.problemProperty().get()).isEqualTo("Filter 1: A filter needs an attribute");
        filter.attributeProperty().set("expiresAt");
        assertThat(filter.problemProperty().get()).contains("expiresAt is a key of the index queried");
        filter.attributeProperty().set("signingKey");
        assertThat(filter.problemProperty().get()).contains("signingKey is secret");
        filter.attributeProperty().set("retryCount");
        filter.operatorProperty().set(Operator.GE);
        filter.valueProperty().set("ten");
        assertThat(filter.typeTextProperty().get()).isEqualTo("number");
        assertThat(filter.problemProperty().get()).isEqualTo("retryCount is a number; `ten` is not one");
        filter.valueProperty().set("10");
        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.toQuery().orElseThrow().filters())
                .containsExactly(new AdHocQuery.Filter(
                        "retryCount", Operator.GE, Value.num(new java.math.BigDecimal("10")), null));

        filter.attributeProperty().set("somethingUndeclared");
        assertThat(filter.typeTextProperty().get()).isEqualTo("not declared: text");
        form.removeFilter(filter);
        assertThat(form.filters()).isEmpty();
        assertThat(form.filterableAttributes())
                .contains("projectId")
                .doesNotContain("status", "expiresAt", "signingKey");
    }

    @Test
    void aSavedFormFillsTheFormAgainAndOneOnAMissingIndexIsRefused() {
        QueryForm form = activeLicenses();
        EntityDef license = form.showAsChoices().stream()
                .filter(e -> e.name().equals("License"))
                .findFirst()
                .orElseThrow();
        form.showAsProperty().set(license);
        SavedQuery saved = form.toSaved("active licenses");
        AdHocQuery query = form.toQuery().orElseThrow();

        QueryForm again = form("app_data");
        assertThat(again.fill(saved)).isTrue();
        assertThat(again.toQuery()).contains(query);
        assertThat(again.showAsProperty().get().name()).isEqualTo("License");
        assertThat(again.fill(new SavedQuery("gone", "app_data", "GSI9", "x", null, null, null, List.of(), null)))
                .isFalse();
        assertThat(again.toQuery()).contains(query);
    }
}
