package io.tenantdesk.ui.entitylist;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.context.ConsoleContext;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** Scopes of an entity list: a tenant, declared ranges with their parameters, and what cannot be read. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EntityListScopeTest {

    private ConsoleFixture appData;
    private EntityDef license;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws IOException {
        appData = ConsoleFixture.offeringWritesOnSharedDemo(
                dynamo, "app_data", Files.createTempDirectory("scope-journal"));
        license = appData.platform.entity("License").orElseThrow();
    }

    private EntityListViewModel loaded(ConsoleFixture f, String entity, Scope scope) {
        EntityListViewModel vm =
                new EntityListViewModel(f.context, f.platform.entity(entity).orElseThrow(), scope);
        vm.load();
        return vm;
    }

    @Test
    void aTenantScopeReadsOnlyThatTenantsItems() {
        String tenant = loaded(appData, "License", Scope.all())
                .list()
                .rows()
                .get(0)
                .row()
                .text("account_id")
                .orElseThrow();

        EntityListViewModel vm = loaded(appData, "License", Scope.tenant(tenant));

        assertThat(vm.list().rows())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.row().text("account_id")).contains(tenant));
        assertThat(vm.readDescriptionProperty().get()).contains("ACCOUNT#" + tenant);
        assertThat(vm.identity()).endsWith("/License/tenant=" + tenant);
    }

    @Test
    void aRangeWithAnEnumParameterIsChosenInTheScopeBarAndRead() {
        EntityListViewModel vm = loaded(appData, "License", Scope.all());
        long expired = vm.list().rows().stream()
                .filter(r -> r.row().text("status").orElse("").equals("expired"))
                .count();
        ScopeBarViewModel bar = vm.scopeBar();

        assertThat(bar.choices())
                .extracting(ScopeBarViewModel.Choice::label)
                .containsExactly("All", "One tenant", "Active, ending within 30 days", "By status, soonest end first");
        bar.choiceProperty().set(bar.choices().get(3));
        assertThat(bar.parameters()).singleElement().satisfies(p -> {
            assertThat(p.name()).isEqualTo("status");
            assertThat(p.options()).containsExactly("active", "expired");
        });
        assertThat(bar.problemProperty().get()).isEqualTo("Choose a status");
        assertThat(bar.apply()).isFalse();

        bar.parameters().get(0).valueProperty().set("expired");
        assertThat(bar.apply()).isTrue();

        assertThat(vm.scopeProperty().get()).isEqualTo(Scope.range("by-status", Map.of("status", "expired")));
        assertThat(vm.titleProperty().get()).isEqualTo("Licenses · By status, soonest end first (status expired)");
        assertThat(vm.readDescriptionProperty().get()).contains("GSI3").contains("LICENSE#STATUS#expired");
        assertThat(vm.list().rows())
                .hasSize((int) expired)
                .allSatisfy(r -> assertThat(r.row().text("status")).contains("expired"));
    }

    @Test
    void aRangeWithoutParametersIsAReadyFilter() {
        EntityListViewModel vm = loaded(appData, "License", Scope.range("expiring", Map.of()));
        LocalDate limit = Instant.now().atOffset(ZoneOffset.UTC).toLocalDate().plusDays(30);

        assertThat(vm.titleProperty().get()).isEqualTo("Licenses · Active, ending within 30 days");
        assertThat(vm.scopeBar().choiceProperty().get().range()).isEqualTo("expiring");
        assertThat(vm.list().rows()).isNotEmpty().allSatisfy(r -> {
            assertThat(r.row().text("status")).contains("active");
            assertThat(LocalDate.parse(r.row().text("end_date").orElseThrow())).isBeforeOrEqualTo(limit);
        });
    }

    @Test
    void theTenantChoiceNeedsAnIdAndOffersKnownOnes() {
        EntityListViewModel vm = new EntityListViewModel(appData.context, license, Scope.all());
        ScopeBarViewModel bar = vm.scopeBar();
        bar.choiceProperty().set(bar.choices().get(1));

        assertThat(bar.tenantNeededProperty().get()).isTrue();
        assertThat(bar.problemProperty().get()).isEqualTo("Type a tenant ID");
        assertThat(bar.apply()).isFalse();

        bar.wantTenantSuggestions();
        List<String> accounts = loaded(appData, "Account", Scope.all()).list().rows().stream()
                .filter(r -> r.row().entity().isPresent())
                .map(r -> r.row().text("account_id").orElseThrow())
                .toList();
        assertThat(bar.tenants().countProperty().get()).isEqualTo(accounts.size());
        String one = accounts.get(0);
        assertThat(bar.tenants().suggest(one.substring(0, 3).toUpperCase(), 10)).contains(one);
        assertThat(bar.tenants().suggest("", 5)).hasSize(5);

        bar.tenantProperty().set("someone-typed-this");
        assertThat(bar.apply()).as("ids not among the suggestions are accepted").isTrue();
        assertThat(vm.scopeProperty().get()).isEqualTo(Scope.tenant("someone-typed-this"));
        assertThat(vm.list().rows()).isEmpty();
        assertThat(vm.list().loadingProperty().get()).isFalse();
    }

    @Test
    void theListsOfOneContextShareOneReadOfTheTenantIds() {
        EntityListViewModel first = new EntityListViewModel(appData.context, license, Scope.all());
        EntityListViewModel second = new EntityListViewModel(appData.context, license, Scope.all());

        assertThat(second.scopeBar().tenants())
                .isSameAs(first.scopeBar().tenants())
                .isSameAs(appData.context.tenants());
        first.list().dispose();
        second.scopeBar().wantTenantSuggestions();
        assertThat(second.scopeBar().tenants().countProperty().get())
                .as("closing one list leaves them to the others")
                .isPositive();
    }

    @Test
    void aReplacedContextReadsNoMoreTenantIds() {
        ConsoleContext replaced = new ConsoleContext(
                appData.store,
                appData.journal,
                appData.context.executors(),
                appData.dialogs,
                appData.workspace,
                appData.context.text(),
                appData.context.clock());

        replaced.dispose();
        replaced.tenants().load();

        assertThat(replaced.tenants().countProperty().get()).isZero();
    }

    @Test
    void whatAChoiceNeedsIsKnownToListenersThatRunBeforeTheViewModels() {
        ScopeBarViewModel bar = new EntityListViewModel(appData.context, license, Scope.all()).scopeBar();
        bar.choiceProperty().set(bar.choices().get(1));
        assertThat(bar.pending()).isEmpty();
        List<String> seen = new ArrayList<>();
        bar.choiceProperty().addListener(o -> seen.add(bar.needsInput() + " " + bar.pending()));

        bar.choiceProperty().set(bar.choices().get(0));
        bar.choiceProperty().set(bar.choices().get(3));
        bar.choiceProperty().set(bar.choices().get(2));

        assertThat(seen)
                .containsExactly(
                        "false Optional[All[]]",
                        "true Optional.empty",
                        "false Optional[Range[name=expiring, parameters={}]]");
    }

    @Test
    void aFullScanIsSaidPlainly() {
        EntityListViewModel vm = new EntityListViewModel(
                appData.context, appData.platform.entity("AccountAddress").orElseThrow(), Scope.all());

        assertThat(vm.fullScanProperty().get()).isTrue();
        assertThat(vm.readDescriptionProperty().get()).startsWith("Full scan of app_data");
        assertThat(vm.scopeBar().choices().get(0).label()).isEqualTo("All (full table scan)");
    }

    @Test
    void aScopeThatCannotBeReadSaysWhyAndLoadsNothing() {
        EntityListViewModel vm = loaded(appData, "License", Scope.range("by-status", Map.of()));

        assertThat(vm.list().messageProperty().get())
                .startsWith("Cannot read this scope")
                .contains("status");
        assertThat(vm.list().rows()).isEmpty();
        assertThat(vm.list().loadingProperty().get()).isFalse();
    }
}
