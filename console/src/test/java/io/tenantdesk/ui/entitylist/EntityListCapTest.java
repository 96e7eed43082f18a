package io.tenantdesk.ui.entitylist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ConsoleFixture;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** A list stops loading at its row cap, says so and how to narrow the read, and filters the rows it holds. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EntityListCapTest {

    private ConsoleFixture appData;
    private EntityDef license;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws IOException {
        appData = ConsoleFixture.onSharedDemo(dynamo, "app_data", Files.createTempDirectory("cap-journal"));
        license = appData.platform.entity("License").orElseThrow();
    }

    @Test
    void aLoadStopsAtTheCapWithoutAskingForMorePagesAndSaysHowToNarrowIt() {
        HeldUi ui = new HeldUi();
        EntityListViewModel vm = new EntityListViewModel(ui.context(appData), license, Scope.all(), 4, 10);
        assertThat(appData.data.recognisedCounts().get("License"))
                .as("more licenses than the cap")
                .isGreaterThan(12);

        vm.load();

        assertThat(ui.pending())
                .as("pages of 4, 4 and 2 of the third, then the end; no fourth page")
                .isEqualTo(4);
        ui.runAll();
        assertThat(vm.list().loadedRows()).hasSize(10);
        assertThat(vm.list().rows()).hasSize(10);
        assertThat(vm.list().loadingProperty().get()).isFalse();
        assertThat(vm.list().failedProperty().get()).isFalse();
        assertThat(vm.list().progress().rowsProperty().get()).isEqualTo(10);
        assertThat(vm.list().progress().messageProperty().get())
                .as("not a cancellation by the user")
                .isEmpty();
        assertThat(vm.list().statusProperty().get())
                .startsWith("Stopped at 10 rows, the most a list loads (10 rows")
                .contains("narrow the read: a tenant, or a query")
                .contains("quick filter searches the rows loaded");
    }

    @Test
    void theQuickFilterWorksOnTheRowsLoaded() {
        EntityListViewModel all = new EntityListViewModel(appData.context, license, Scope.all(), 4);
        all.load();
        EntityListViewModel capped = new EntityListViewModel(appData.context, license, Scope.all(), 4, 6);
        capped.load();
        assertThat(capped.list().loadedRows()).hasSize(6);
        int idColumn = uniqueColumn(all);
        Set<String> loaded =
                capped.list().loadedRows().stream().map(r -> r.text(idColumn)).collect(Collectors.toSet());
        EntityRowViewModel kept = capped.list().loadedRows().get(3);
        EntityRowViewModel beyond = all.list().loadedRows().stream()
                .filter(r -> !loaded.contains(r.text(idColumn)))
                .findFirst()
                .orElseThrow();

        capped.list().quickFilterProperty().set(kept.text(idColumn));
        List<EntityRowViewModel> shown = List.copyOf(capped.list().rows());
        capped.list().quickFilterProperty().set(beyond.text(idColumn));

        assertThat(shown)
                .contains(kept)
                .allSatisfy(r ->
                        assertThat(r.searchText()).contains(kept.text(idColumn).toLowerCase(java.util.Locale.ROOT)));
        assertThat(capped.list().rows())
                .as("a row beyond the cap was never loaded")
                .noneMatch(r -> r.text(idColumn).equals(beyond.text(idColumn)));
    }

    /** A column whose text tells every license apart (its id). */
    private static int uniqueColumn(EntityListViewModel vm) {
        for (int i = 0; i < vm.columns().size(); i++) {
            int column = i;
            long distinct = vm.list().loadedRows().stream()
                    .map(r -> r.text(column))
                    .distinct()
                    .count();
            if (distinct == vm.list().loadedRows().size()) {
                return column;
            }
        }
        throw new AssertionError("no column tells the licenses apart");
    }

    @Test
    void aListOfExactlyTheCapIsNotSaidToHaveStopped() {
        int licenses = appData.data.recognisedCounts().get("License");
        EntityListViewModel vm = new EntityListViewModel(appData.context, license, Scope.all(), 5, licenses);

        vm.load();

        assertThat(vm.list().loadedRows()).hasSize(licenses);
        assertThat(vm.list().statusProperty().get())
                .startsWith(licenses + " rows")
                .doesNotContain("Stopped");
    }

    @Test
    void aCapOfNoRowsIsRefused() {
        assertThatThrownBy(() -> new EntityListViewModel(appData.context, license, Scope.all(), 4, 0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("at least one row");
    }
}
