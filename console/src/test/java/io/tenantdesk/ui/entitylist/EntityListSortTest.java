package io.tenantdesk.ui.entitylist;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ConsoleFixture;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** Sorting a list: numbers, dates and empty values in their natural order, and pages taking their place as they arrive. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EntityListSortTest {

    private ConsoleFixture appData;
    private EntityDef license;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws IOException {
        appData = ConsoleFixture.onSharedDemo(dynamo, "app_data", Files.createTempDirectory("sort-journal"));
        license = appData.platform.entity("License").orElseThrow();
    }

    private EntityListViewModel loaded(String entity) {
        EntityListViewModel vm = new EntityListViewModel(
                appData.context, appData.platform.entity(entity).orElseThrow(), Scope.all());
        vm.load();
        return vm;
    }

    @Test
    void numbersAndDatesSortInNaturalOrderAndEmptyValuesLast() {
        EntityListViewModel vm = loaded("License");
        int seats = ListColumns.indexOf(vm, "seats");
        int updated = ListColumns.indexOf(vm, "updated_at");
        int end = ListColumns.indexOf(vm, "end_date");

        vm.sortBy(List.of(new SortOrder(seats, true)));
        List<BigDecimal> ascending = vm.list().rows().stream()
                .map(r -> r.row().text("seats"))
                .filter(java.util.Optional::isPresent)
                .map(o -> new BigDecimal(o.get()))
                .toList();
        assertThat(ascending).isSorted().hasSizeGreaterThan(2);
        assertThat(ascending.get(0)).isLessThan(ascending.get(ascending.size() - 1));
        assertThat(ListColumns.texts(vm.list().rows(), seats))
                .as("lexicographic order would differ")
                .isNotEqualTo(ListColumns.texts(vm.list().rows(), seats).stream()
                        .sorted()
                        .toList());

        vm.sortBy(List.of(new SortOrder(seats, false)));
        assertThat(vm.list().rows().stream()
                        .map(r -> new BigDecimal(r.row().text("seats").orElse("-1")))
                        .toList())
                .isSortedAccordingTo(java.util.Comparator.reverseOrder());

        vm.sortBy(List.of(new SortOrder(updated, true)));
        List<Instant> moments = vm.list().rows().stream()
                .map(r -> r.row().text("updated_at"))
                .filter(java.util.Optional::isPresent)
                .map(o -> Instant.parse(o.get()))
                .toList();
        assertThat(moments).isSorted().hasSizeGreaterThan(2);
        assertThat(vm.list()
                        .rows()
                        .get(vm.list().rows().size() - 1)
                        .row()
                        .text("updated_at")
                        .isPresent())
                .as("rows without a value come last")
                .isEqualTo(moments.size() == vm.list().rows().size());

        vm.sortBy(List.of(new SortOrder(end, false)));
        assertThat(vm.list().rows().stream()
                        .map(r -> LocalDate.parse(r.row().text("end_date").orElseThrow()))
                        .toList())
                .isSortedAccordingTo(java.util.Comparator.reverseOrder());

        vm.sortBy(List.of());
        assertThat(vm.list().rows()).containsExactlyElementsOf(vm.list().loadedRows());

        EntityListViewModel accounts = loaded("Account");
        accounts.sortBy(List.of(new SortOrder(SortOrder.STATUS, true)));
        int problems = accounts.problemCountProperty().get();
        assertThat(accounts.list().rows().subList(0, problems))
                .allSatisfy(r -> assertThat(r.problem()).isTrue());
    }

    private static List<LocalDate> endDates(List<EntityRowViewModel> rows) {
        return rows.stream()
                .map(r -> r.row().text("end_date"))
                .filter(java.util.Optional::isPresent)
                .map(o -> LocalDate.parse(o.get()))
                .toList();
    }

    @Test
    void pagesThatArriveWhileSortedTakeTheirPlaceInTheOrder() {
        HeldUi ui = new HeldUi();
        EntityListViewModel vm = new EntityListViewModel(ui.context(appData), license, Scope.all(), 7);
        vm.sortBy(List.of(new SortOrder(ListColumns.indexOf(vm, "end_date"), true)));

        vm.load();
        ui.runNext();
        ui.runNext();
        assertThat(vm.list().rows()).hasSize(14);
        assertThat(endDates(vm.list().rows())).isSorted();

        ui.runAll();
        assertThat(vm.list().rows()).hasSize(appData.data.recognisedCounts().get("License"));
        assertThat(endDates(vm.list().rows())).isSorted().hasSizeGreaterThan(40);

        vm.list().quickFilterProperty().set("active");
        assertThat(endDates(vm.list().rows()))
                .isSorted()
                .hasSizeLessThan(endDates(vm.list().loadedRows()).size());
        vm.sortBy(List.of(new SortOrder(ListColumns.indexOf(vm, "end_date"), false)));
        assertThat(endDates(vm.list().rows())).isSortedAccordingTo(java.util.Comparator.reverseOrder());
    }
}
