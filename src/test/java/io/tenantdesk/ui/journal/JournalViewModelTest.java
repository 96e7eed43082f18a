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

    private static io.tenantdesk.store.EntityStore colleague(ConsoleFixture f) {
        return new io.tenantdesk.store.EntityStore(f.store.connection(), f.platform, f.journal, java.time.Clock.systemUTC(),
                "colleague@example.com");
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
            assertThat(r.outcome()).isEqualTo("Written");
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
    void revertIsNotOfferedOnceTheItemChangedAndSaysWhy(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = new ConsoleFixture(dynamo, "app_data", dir, false);
        EntityRow changed = edit(f, "expired");
        Map<String, Value> again = ChangePlanner.fieldsOf(f.platform.entity("License").orElseThrow(), changed);
        again.put("seats", Value.num(99));
        f.store.apply(f.store.planUpdate(changed, again), "more seats").item().orElseThrow();
        JournalViewModel vm = new JournalViewModel(f.context);
        vm.load();

        vm.selectedProperty().set(vm.rows().get(1));

        assertThat(vm.canRevert().get()).isFalse();
        assertThat(vm.revertHintProperty().get()).startsWith("The item has changed since this write");
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.canRevert().get()).isTrue();
    }

    @Test
    void anEntryAlreadyRevertedIsNotOfferedAgain(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = new ConsoleFixture(dynamo, "app_data", dir, false);
        edit(f, "expired");
        JournalViewModel vm = new JournalViewModel(f.context);
        vm.load();
        vm.selectedProperty().set(vm.rows().get(0));
        f.dialogs.answer("wrong license");
        vm.revert();

        vm.selectedProperty().set(vm.rows().get(1));

        assertThat(vm.rows().get(1).operation()).isEqualTo("Edit");
        assertThat(vm.canRevert().get()).isFalse();
        assertThat(vm.revertHintProperty().get()).startsWith("Already reverted");
    }

    @Test
    void aRevertThatLostItsRaceAfterTheCheckIsShownAsAnError(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = new ConsoleFixture(dynamo, "app_data", dir, false);
        EntityRow changed = edit(f, "expired");
        JournalViewModel vm = new JournalViewModel(f.context);
        vm.load();
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.canRevert().get()).isTrue();
        Map<String, Value> again = ChangePlanner.fieldsOf(f.platform.entity("License").orElseThrow(), changed);
        again.put("seats", Value.num(99));
        colleague(f).apply(f.store.planUpdate(changed, again), "more seats");
        f.dialogs.answer("undo status");

        vm.revert();

        assertThat(f.dialogs.errors).singleElement().asString().startsWith("Not reverted: Someone changed this item");
        assertThat(f.store.reload(changed).orElseThrow().text("seats")).contains("99");
    }

    @Test
    void attemptsThatWroteNothingAreTheirOwnKindHiddenByDefaultAndNotCounted(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = new ConsoleFixture(dynamo, "app_data", dir, false);
        EntityDef license = f.platform.entity("License").orElseThrow();
        EntityRow changed = edit(f, "expired");
        Map<String, Value> theirs = ChangePlanner.fieldsOf(license, changed);
        theirs.put("seats", Value.num(50));
        colleague(f).apply(f.store.planUpdate(changed, theirs), "their change");
        Map<String, Value> late = ChangePlanner.fieldsOf(license, changed);
        late.put("seats", Value.num(7));
        try {
            f.store.apply(f.store.planUpdate(changed, late), "too late");
        } catch (io.tenantdesk.store.StoreException expected) {
            // a lost race: the attempt is journalled and writes nothing
        }
        JournalViewModel vm = new JournalViewModel(f.context);

        vm.load();

        assertThat(vm.rows()).hasSize(2).allSatisfy(r -> assertThat(r.outcome()).isEqualTo("Written"));
        assertThat(vm.statusProperty().get()).startsWith("2 recorded writes in ")
                .contains("1 attempt that wrote nothing (hidden");
        vm.showAttemptsProperty().set(true);
        assertThat(vm.rows()).hasSize(3);
        JournalRow attempt = vm.rows().get(0);
        assertThat(attempt.outcome()).startsWith("Conflict, nothing written");
        vm.selectedProperty().set(attempt);
        assertThat(vm.afterHeadingProperty().get()).isEqualTo("Would have been (not written)");
        assertThat(vm.diff()).filteredOn(d -> d.attribute().equals("seats")).singleElement()
                .satisfies(d -> assertThat(d.after()).isEqualTo("7"));
        assertThat(vm.canRevert().get()).isFalse();
        assertThat(vm.revertHintProperty().get()).contains("wrote nothing");
        assertThat(vm.statusProperty().get()).startsWith("2 recorded writes in ").doesNotContain("hidden");
    }
}
