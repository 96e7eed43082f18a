package io.tenantdesk.ui.repair;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.demo.MalformedItem;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.RepairPlan;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import io.tenantdesk.ui.itemform.ItemFormViewModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Repair from the console on the demo's broken items of the five platforms, in dynalite: each fix confirmed as a diff
 * before it is written; what has no mechanical fix opens the form at its field.
 */
@ExtendWith(DynaliteExtension.class)
class ItemRepairTest {

    static Stream<String> platforms() {
        return Stream.of("t3nets", "app_data", "lon12", "helpmaton", "wallcrawler");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void everyBrokenDemoItemIsRepairedAfterItsDiffOrOpensAtTheField(
            String platformId, LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = new ConsoleFixture(dynamo, platformId, dir, false);
        ItemRepair repair = new ItemRepair(f.context, f.dialogs.items());
        List<String> repaired = new ArrayList<>();

        for (MalformedItem m : f.data.malformed()) {
            EntityRow row = f.store.rowOf(m.table(), m.item());
            if (!ItemRepair.applies(row)) {
                assertThat(m.unrecognised())
                        .as("only unrecognised items have no repair")
                        .isTrue();
                continue;
            }
            RepairPlan plan = f.store.planRepair(row);
            EntityRow stored = f.store.reload(row).orElseThrow();
            int asked = f.dialogs.asked.size();
            List<String> outcome = new ArrayList<>();
            if (plan.writeIfAny().isPresent()) {
                f.dialogs.answer("repair " + m.rule().code());
            }

            repair.repair(
                    row, (now, message) -> outcome.add(message), (item, field) -> outcome.add("form at " + field));

            if (plan.writeIfAny().isEmpty()) {
                assertThat(f.dialogs.asked.subList(asked, f.dialogs.asked.size()))
                        .containsExactly("info: No mechanical fix");
                assertThat(outcome).containsExactly("form at " + m.attribute());
                assertThat(f.store.reload(row).orElseThrow().item()).isEqualTo(stored.item());
                continue;
            }
            assertThat(f.dialogs.asked)
                    .last()
                    .asString()
                    .startsWith("confirmRepair: Repair " + m.entity())
                    .contains(m.attribute());
            assertThat(outcome).singleElement().asString().startsWith("Repaired " + m.entity());
            assertThat(f.store.reload(row).orElseThrow().valid()).isTrue();
            repaired.add(m.rule().code());
        }

        assertThat(repaired).contains("wrong-type");
        assertThat(f.journal.entries())
                .hasSize(repaired.size())
                .allSatisfy(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED));
        assertThat(f.journal.entries().stream()
                        .map(e -> e.provenance().reason())
                        .toList())
                .containsExactlyInAnyOrderElementsOf(
                        repaired.stream().map(code -> "repair " + code).toList());
    }

    @Test
    void aCancelledRepairWritesNothingAndTheFormRepairsFromWhatItLoaded(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        MalformedItem drifted = f.data.malformed().stream()
                .filter(m -> m.rule() != null && m.rule().code().equals("key-drift"))
                .findFirst()
                .orElseThrow();
        ItemFormViewModel form =
                ItemFormViewModel.forItem(f.context, f.dialogs.items(), f.store.rowOf(drifted.table(), drifted.item()));
        assertThat(form.itemProblems()).isNotEmpty();

        f.dialogs.answer(null);
        form.repair();
        assertThat(f.journal.entries()).isEmpty();

        f.dialogs.answer("GSI3 key drifted after a manual status change");
        form.repair();

        assertThat(form.itemProblems()).isEmpty();
        assertThat(form.statusProperty().get()).startsWith("Repaired License");
        assertThat(f.journal.entries())
                .singleElement()
                .satisfies(e -> assertThat(e.operation()).isEqualTo("UPDATE"));
    }

    @Test
    void aListRowIsRepairedAndTheListReadAgain(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityListViewModel list = new EntityListViewModel(
                f.context,
                f.dialogs.bulk(),
                f.dialogs.items(),
                f.platform.entity("License").orElseThrow(),
                Scope.all());
        list.load();
        EntityRowViewModel broken = list.list().loadedRows().stream()
                .filter(r -> !r.row().valid())
                .findFirst()
                .orElseThrow();
        int problems = list.problemCountProperty().get();
        assertThat(list.corrections().canRepair(broken)).isTrue();

        f.dialogs.answer("index key fixed");
        list.corrections().repair(broken);

        assertThat(list.problemCountProperty().get()).isEqualTo(problems - 1);
        assertThat(list.list().messageProperty().get()).startsWith("Repaired License");
        assertThat(f.store.reload(broken.row()).orElseThrow().valid()).isTrue();
    }
}
