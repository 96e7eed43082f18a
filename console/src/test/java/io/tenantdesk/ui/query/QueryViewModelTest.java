package io.tenantdesk.ui.query;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.settings.SavedQueries;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** The ad-hoc query's view-model on the shared demo data in dynalite, without JavaFX running. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class QueryViewModelTest {

    private ConsoleFixture appData;
    private ConsoleFixture wallcrawler;

    private Path config;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws IOException {
        appData = ConsoleFixture.onSharedDemo(dynamo, "app_data", Files.createTempDirectory("query-journal"));
        wallcrawler = ConsoleFixture.onSharedDemo(dynamo, "wallcrawler", Files.createTempDirectory("query-journal"));
    }

    @BeforeEach
    void freshSettings() throws IOException {
        config = Files.createTempDirectory("query-settings");
    }

    private QueryViewModel query(ConsoleFixture f) {
        return new QueryViewModel(
                f.context, new SavedQueryList(new SavedQueries(config, f.platform.id()), f.dialogs), 7);
    }

    private static void choose(QueryForm form, String table, String index) {
        form.indexProperty()
                .set(form.indexes().stream()
                        .filter(i -> i.table().name().equals(table) && Objects.equals(i.indexName(), index))
                        .findFirst()
                        .orElseThrow());
    }

    private static QueryViewModel licensesOnGsi1(QueryViewModel vm) {
        choose(vm.form(), "app_data", "GSI1");
        vm.form().partitionValueProperty().set("ENTITY#LICENSE");
        vm.form().sortOperatorProperty().set(Operator.BEGINS_WITH);
        vm.form().sortValueProperty().set("LICENSE#");
        return vm;
    }

    @Test
    void theRequestIsShownAsItWillBeSentAndRunListsTheItemsClassifiedAsTheEntityTheConditionNames() {
        QueryViewModel vm = licensesOnGsi1(query(appData));

        assertThat(vm.descriptionProperty().get())
                .isEqualTo("Query app_data index GSI1 where GSI1PK = ENTITY#LICENSE and GSI1SK begins with LICENSE#");
        assertThat(vm.cliCommandProperty().get())
                .startsWith("aws dynamodb query --table-name '" + appData.mapping.physical("app_data")
                        + "' --index-name 'GSI1'");

        vm.run();

        EntityListViewModel results = vm.resultsProperty().get();
        assertThat(results.entity().name()).isEqualTo("License");
        assertThat(results.list().loadedRows())
                .hasSizeGreaterThan(7)
                .allSatisfy(
                        r -> assertThat(r.row().entity().orElseThrow().name()).isEqualTo("License"));
        assertThat(results.readDescriptionProperty().get())
                .isEqualTo(vm.descriptionProperty().get());
        assertThat(results.list().failedProperty().get()).isFalse();

        results.actions().open(results.list().rows().get(0).row());
        assertThat(appData.workspace.opened).contains("item License");
        results.copyReadAsCliCommand();
        assertThat(appData.dialogs.clipboard)
                .last()
                .isEqualTo(vm.cliCommandProperty().get());
    }

    @Test
    void itemsOfAnotherEntityAreListedMarkedAndAQueryThatFindsNothingSaysSo() {
        QueryViewModel vm = query(appData);
        choose(vm.form(), "app_data", "GSI1");
        vm.form().partitionValueProperty().set("ENTITY#LICENSE");
        var users = vm.form().showAsChoices().stream()
                .filter(e -> e.name().equals("User"))
                .findFirst()
                .orElseThrow();
        vm.form().showAsProperty().set(users);

        vm.run();

        assertThat(vm.resultsProperty().get().list().loadedRows())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.problemText())
                        .hasValueSatisfying(t -> assertThat(t).isEqualTo("Recognised as license, not user")));

        vm.form().showAsProperty().set(null);
        vm.form().partitionValueProperty().set("ENTITY#NOTHING-HERE");
        vm.run();

        EntityListViewModel results = vm.resultsProperty().get();
        assertThat(results.list().loadedRows()).isEmpty();
        assertThat(results.placeholderText().get())
                .isEqualTo("Nothing matched: Query app_data index GSI1 where GSI1PK = ENTITY#NOTHING-HERE.");
    }

    @Test
    void aQueryWithAMistakeIsNotSentAndSaysWhy() {
        QueryViewModel vm = query(wallcrawler);
        choose(vm.form(), "wallcrawler-sessions", "status-expiresAt-index");
        vm.form().partitionValueProperty().set("RUNNING");
        vm.form().sortOperatorProperty().set(Operator.GT);
        vm.form().sortValueProperty().set("tomorrow");

        vm.run();

        assertThat(vm.resultsProperty().get()).isNull();
        assertThat(vm.form().problemProperty().get())
                .isEqualTo("expiresAt is a number key; `tomorrow` is not a number");
        assertThat(vm.cliCommandProperty().get()).isEmpty();

        vm.form().sortValueProperty().set("0");
        vm.run();
        assertThat(vm.resultsProperty().get().list().loadedRows())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.row().item().names()).contains("projectId"));
    }

    @Test
    void aSavedQueryRunsAgainAndANameThatExistsAsksBeforeReplacing() {
        QueryViewModel first = licensesOnGsi1(query(appData));
        assertThat(first.saved().saveAs("  licences  ")).isTrue();
        assertThat(first.saved().names()).containsExactly("licences");
        assertThat(first.titleProperty().get()).isEqualTo("Query · licences");

        first.form().sortValueProperty().set("LICENSE#lic-0");
        appData.dialogs.answer(false);
        assertThat(first.saved().saveAs("licences")).isFalse();
        assertThat(appData.dialogs.asked).last().isEqualTo("confirm: Replace saved query");

        QueryViewModel second = query(appData);
        second.saved().open("licences");
        assertThat(second.form().sortValueProperty().get()).isEqualTo("LICENSE#");
        assertThat(second.resultsProperty().get().list().loadedRows()).isNotEmpty();

        appData.dialogs.answer(true);
        assertThat(first.saved().saveAs("licences")).isTrue();
        assertThat(first.saved().rename("licences", "first licences")).isTrue();
        assertThat(first.saved().names()).containsExactly("first licences");
        appData.dialogs.answer(true);
        assertThat(first.saved().delete("first licences")).isTrue();
        assertThat(query(appData).saved().names()).isEmpty();
    }

    @Test
    void saveAsAndRenameAskForTheNameThroughTheDialogs() {
        QueryViewModel vm = licensesOnGsi1(query(appData));
        int asked = appData.dialogs.asked.size();

        appData.dialogs.answer("  licences  ");
        vm.saved().askSaveAs();
        appData.dialogs.answer(null);
        vm.saved().askRename("licences");
        appData.dialogs.answer("all licences");
        vm.saved().askRename("licences");

        assertThat(appData.dialogs.asked.subList(asked, appData.dialogs.asked.size()))
                .containsExactly(
                        "askText: Save query as", "askText: Rename saved query", "askText: Rename saved query");
        assertThat(vm.saved().names()).containsExactly("all licences");
        assertThat(vm.saved().current()).contains("all licences");
    }

    @Test
    void aBrokenSavedQueriesFileIsNamedAndNothingIsWrittenOverIt() throws IOException {
        SavedQueries store = new SavedQueries(config, "wallcrawler");
        Files.createDirectories(store.file().getParent());
        Files.writeString(store.file(), "[1, 2");

        QueryViewModel vm = query(wallcrawler);
        assertThat(vm.saved().messageProperty().get())
                .startsWith("Saved queries cannot be read: " + store.file() + ": $: ");
        choose(vm.form(), "wallcrawler-projects", null);
        vm.form().partitionValueProperty().set("proj_1");
        assertThat(vm.saved().saveAs("one project")).isFalse();
        assertThat(wallcrawler.dialogs.errors)
                .last()
                .asString()
                .contains(store.file().toString());
        assertThat(Files.readString(store.file())).isEqualTo("[1, 2");
    }
}
