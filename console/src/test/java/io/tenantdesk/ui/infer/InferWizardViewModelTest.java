package io.tenantdesk.ui.infer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.infer.LiveDraft;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.ui.ScriptedDialogs;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The infer wizard's model on the Wallcrawler demo tables in dynalite, without JavaFX. */
@ExtendWith(DynaliteExtension.class)
class InferWizardViewModelTest {

    @TempDir
    Path home;

    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private final List<Path> opened = new ArrayList<>();

    private InferWizardViewModel wizard(SharedDemo demo, UiExecutors executors) {
        return new InferWizardViewModel(
                new LiveDraft(demo.connection()),
                BackgroundTasks.withoutLogin(executors),
                dialogs,
                home.resolve("platforms"),
                Set.of("wallcrawler", "app_data"),
                opened::add);
    }

    private static Set<String> physicalTables(SharedDemo demo) {
        return demo.data("wallcrawler").platform().tables().keySet().stream()
                .map(demo.mapping()::physical)
                .collect(Collectors.toSet());
    }

    @Test
    void thePickedTablesAreDraftedIntoEntitiesWithTheirSamplesAndNotes(LocalDynamo dynamo) {
        SharedDemo demo = dynamo.sharedDemo();
        InferWizardViewModel wizard = wizard(demo, UiExecutors.direct());

        wizard.loadTables(physicalTables(demo));
        assertThat(wizard.stepProperty().get()).isEqualTo(InferWizardViewModel.Step.PICKING);
        assertThat(wizard.tables().stream().filter(t -> t.chosen().get()).map(InferWizardViewModel.TableChoice::name))
                .containsExactlyInAnyOrderElementsOf(physicalTables(demo));
        assertThat(wizard.tables().subList(0, physicalTables(demo).size()))
                .allMatch(t -> t.chosen().get());
        wizard.platformIdProperty().set("crawler");
        wizard.draft();

        assertThat(wizard.stepProperty().get()).isEqualTo(InferWizardViewModel.Step.DRAFTED);
        assertThat(wizard.progressProperty().get()).isEqualTo(1.0);
        assertThat(wizard.entities())
                .extracting(InferWizardViewModel.EntityPreview::table)
                .containsAll(demo.data("wallcrawler").platform().tables().keySet());
        assertThat(wizard.entities())
                .filteredOn(e -> e.samples().size() > 1)
                .allSatisfy(e -> assertThat(e.notes())
                        .singleElement()
                        .satisfies(n -> assertThat(n)
                                .startsWith("Entity `" + e.name() + "` ("
                                        + e.samples().size() + " sampled items")));
        assertThat(wizard.entities())
                .filteredOn(e -> e.keys().containsKey("apiKeyHash"))
                .singleElement()
                .satisfies(e ->
                        assertThat(e.entity().attribute("apiKeyHash")).get().matches(AttributeSpec::secret));
        assertThat(wizard.notes())
                .anySatisfy(n -> assertThat(n).contains("every entity, placeholder and type below is a guess"));
        assertThat(wizard.messageProperty().get()).contains("entities proposed from");
    }

    @Test
    void savingWritesAnOwnerOnlyDescriptorAsksBeforeReplacingAndOffersToOpenIt(LocalDynamo dynamo) throws Exception {
        SharedDemo demo = dynamo.sharedDemo();
        InferWizardViewModel wizard = wizard(demo, UiExecutors.direct());
        wizard.loadTables(physicalTables(demo));
        wizard.draft();
        Path file = home.resolve("platforms/crawler.json");
        Files.createDirectories(file.getParent());
        Files.writeString(file, "mine");
        wizard.platformIdProperty().set("crawler");

        dialogs.answer(false);
        wizard.save();
        assertThat(Files.readString(file)).isEqualTo("mine");
        assertThat(wizard.savedProperty().get()).isNull();

        dialogs.answer(true).answer(true);
        wizard.save();
        assertThat(dialogs.asked)
                .containsExactly(
                        "confirm: Replace descriptor", "confirm: Replace descriptor", "confirm: Descriptor saved");
        PlatformDescriptor saved = new DescriptorLoader().load(file);
        assertThat(saved.id()).isEqualTo("crawler");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-------");
        assertThat(opened).containsExactly(file);
        assertThat(wizard.savedProperty().get()).isEqualTo(file);
    }

    @Test
    void aCancelledDraftDropsWhatItReadAndShowsNothing(LocalDynamo dynamo) {
        SharedDemo demo = dynamo.sharedDemo();
        List<Runnable> held = new ArrayList<>();
        InferWizardViewModel wizard = wizard(demo, UiExecutors.of(held::add, Runnable::run, Runnable::run));
        wizard.loadTables(physicalTables(demo));
        held.remove(0).run();

        wizard.draft();
        assertThat(wizard.stepProperty().get()).isEqualTo(InferWizardViewModel.Step.DRAFTING);
        wizard.cancel();
        held.remove(0).run();

        assertThat(wizard.stepProperty().get()).isEqualTo(InferWizardViewModel.Step.PICKING);
        assertThat(wizard.messageProperty().get()).isEqualTo("Cancelled; nothing was drafted.");
        assertThat(wizard.entities()).isEmpty();
        assertThat(wizard.canSave().get()).isFalse();
    }

    @Test
    void anIdThatCannotBeSavedUnderIsExplainedAndBlocksTheDraft(LocalDynamo dynamo) {
        SharedDemo demo = dynamo.sharedDemo();
        InferWizardViewModel wizard = wizard(demo, UiExecutors.direct());
        wizard.loadTables(physicalTables(demo));

        wizard.platformIdProperty().set("My Platform");
        assertThat(wizard.idProblemProperty().get()).startsWith("An id of lower-case letters");
        assertThat(wizard.canDraft().get()).isFalse();
        wizard.platformIdProperty().set("app_data");
        assertThat(wizard.idProblemProperty().get())
                .isEqualTo("`app_data` is a bundled platform's id; choose another.");
        wizard.platformIdProperty().set("crawler");
        assertThat(wizard.idProblemProperty().get()).isNull();
        assertThat(wizard.canDraft().get()).isTrue();
    }
}
