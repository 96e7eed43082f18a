package io.tenantdesk.ui.journal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(DynaliteExtension.class)
class JournalViewModelTest {

    private static EntityRow edit(ConsoleFixture f, String status) {
        EntityDef license = f.platform.entity("License").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        f.store.list(license, Scope.all(), null, p -> rows.addAll(p.rows()), new CancelToken());
        EntityRow loaded = rows.stream().filter(EntityRow::valid).filter(r -> !r.text("status").orElse("").equals(status))
                .findFirst().orElseThrow();
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, loaded);
        fields.put("status", Value.str(status));
        return f.store.apply(f.store.planUpdate(loaded, fields), "ticket 12").item().orElseThrow();
    }

    @Test
    void showsEntriesNewestFirstWithTheirDiffAndFilters(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = new ConsoleFixture(dynamo, "app_data", dir, false);
        EntityRow changed = edit(f, "expired");
        JournalViewModel vm = new JournalViewModel(f.context);

        vm.load();

        assertThat(vm.rows()).singleElement().satisfies(r -> {
            assertThat(r.operation()).isEqualTo("Edit");
            assertThat(r.entity()).isEqualTo("License");
            assertThat(r.tenant()).isEqualTo(changed.text("account_id").orElseThrow());
            assertThat(r.outcome()).isEqualTo("SUCCEEDED");
            assertThat(r.time()).as("the fixture's zone, Europe/Berlin").isEqualTo(r.entry().provenance().at()
                    .atZone(ZoneId.of("Europe/Berlin")).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")));
        });
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.diff()).extracting(DiffRow::attribute).contains("status", "GSI3PK");
        assertThat(vm.diff()).filteredOn(d -> d.attribute().equals("GSI3PK")).singleElement()
                .satisfies(d -> assertThat(d.derived()).isTrue());

        vm.tenantFilterProperty().set("no-such-tenant");
        assertThat(vm.rows()).isEmpty();
        vm.tenantFilterProperty().set("");
        vm.entityFilterProperty().set("User");
        assertThat(vm.rows()).isEmpty();
        vm.entityFilterProperty().set(JournalViewModel.ALL_ENTITIES);
        assertThat(vm.rows()).hasSize(1);
    }

    @Test
    void revertShowsWhatGoesBackAsksForAReasonAndUndoesTheChange(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = new ConsoleFixture(dynamo, "app_data", dir, false);
        EntityRow changed = edit(f, "expired");
        JournalViewModel vm = new JournalViewModel(f.context);
        vm.load();
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.canRevert().get()).isTrue();
        f.dialogs.answer("wrong license");

        vm.revert();

        assertThat(f.dialogs.asked).containsExactly("confirmChange: Revert edit");
        assertThat(f.dialogs.changesShown).singleElement().satisfies(shown -> assertThat(shown.changes())
                .filteredOn(c -> c.attribute().equals("status")).singleElement()
                .satisfies(c -> assertThat(c.after()).isEqualTo(Value.str("active"))));
        assertThat(f.store.reload(changed).orElseThrow().text("status")).contains("active");
        assertThat(vm.rows()).hasSize(2);
        assertThat(vm.rows().get(0).operation()).isEqualTo("Revert of edit");
        assertThat(vm.statusProperty().get()).startsWith("Reverted License");
    }

    @Test
    void aRevertThatLostItsRaceIsShownAsAnError(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = new ConsoleFixture(dynamo, "app_data", dir, false);
        EntityRow changed = edit(f, "expired");
        Map<String, Value> again = ChangePlanner.fieldsOf(f.platform.entity("License").orElseThrow(), changed);
        again.put("seats", Value.num(99));
        f.store.apply(f.store.planUpdate(changed, again), "more seats").item().orElseThrow();
        JournalViewModel vm = new JournalViewModel(f.context);
        vm.load();
        vm.selectedProperty().set(vm.rows().get(1));
        f.dialogs.answer("undo status");

        vm.revert();

        assertThat(f.dialogs.errors).singleElement().asString().startsWith("Not reverted: Someone changed this item");
        assertThat(f.store.reload(changed).orElseThrow().text("seats")).contains("99");
    }
}
