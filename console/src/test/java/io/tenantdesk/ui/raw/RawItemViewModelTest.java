package io.tenantdesk.ui.raw;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.demo.MalformedItem;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ItemConverter;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.testing.TestData;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.unclassified.UnclassifiedViewModel;
import java.io.IOException;
import java.nio.file.Files;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** The raw item editor's view-model on app_data's and Wallcrawler's demo data in dynalite, without JavaFX running. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RawItemViewModelTest {

    private ConsoleFixture appData;
    private ConsoleFixture wallcrawler;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws IOException {
        appData = new ConsoleFixture(dynamo, "app_data", Files.createTempDirectory("raw-journal"), false);
        wallcrawler = ConsoleFixture.onSharedDemo(dynamo, "wallcrawler", Files.createTempDirectory("raw-journal"));
    }

    /** A license of {@code tenant} written under a partition key no entity knows. */
    private EntityRow legacyLicense(String tenant, String id) {
        Item item = TestData.license(tenant, id, "active", "2027-03-31", "pro").toBuilder()
                .putString("PK", "LEGACY#" + tenant)
                .build();
        appData.dynamo
                .client()
                .putItem(b -> b.tableName(appData.mapping.physical("app_data"))
                        .item(ItemConverter.toAttributes(item))
                        .conditionExpression("attribute_not_exists(PK)"));
        return appData.store.rowOf("app_data", item);
    }

    @Test
    void anUnrecognisedItemSaysWhyAndShowsTheClosestEntitysTemplatesBesideItsKeys() {
        RawItemViewModel vm =
                new RawItemViewModel(appData.context, appData.dialogs.items(), legacyLicense("t1", "l-1"));

        assertThat(vm.textProperty().get()).contains("\"PK\" : {\n    \"S\" : \"LEGACY#t1\"");
        assertThat(vm.recognitionProperty().get())
                .startsWith("No entity recognises this item: no entity of table “app_data”")
                .as("names quoted as words are, not in backquotes")
                .doesNotContain("`");
        assertThat(vm.templatesTitleProperty().get()).startsWith("Closest entity: License");
        assertThat(vm.keyChecks())
                .filteredOn(k -> k.key().equals("PK"))
                .singleElement()
                .satisfies(k -> {
                    assertThat(k.value()).isEqualTo("LEGACY#t1");
                    assertThat(k.template()).isEqualTo("ACCOUNT#{account_id}");
                    assertThat(k.matches()).isFalse();
                });
        assertThat(vm.keyChecks())
                .filteredOn(k -> k.key().equals("SK"))
                .singleElement()
                .satisfies(k -> assertThat(k.matches()).isTrue());
        assertThat(vm.formEntityProperty().get()).isNull();
        assertThat(vm.validProperty().get()).isFalse();
        assertThat(vm.dirtyProperty().get()).isFalse();
    }

    @Test
    void fixingTheKeyIsRecognisedLiveAndSavingMovesTheItemThenContinuesInTheForm() {
        EntityRow legacy = legacyLicense("t2", "l-2");
        RawItemViewModel vm = new RawItemViewModel(appData.context, appData.dialogs.items(), legacy);

        vm.textProperty().set(vm.textProperty().get().replace("LEGACY#t2", "ACCOUNT#t2"));

        assertThat(vm.recognitionProperty().get())
                .isEqualTo("Recognised as License. Saving moves it to PK=ACCOUNT#t2, SK=LICENSE#l-2");
        assertThat(vm.formEntityProperty().get()).extracting(EntityDef::name).isEqualTo("License");
        assertThat(vm.formActionProperty().get()).isEqualTo("Save and continue in the License form");
        assertThat(vm.keyChecks())
                .allSatisfy(k -> assertThat(k.matches()).as(k.key()).isTrue());
        assertThat(vm.validProperty().get()).isTrue();

        appData.dialogs.answer("legacy partition key corrected");
        vm.continueInForm();

        assertThat(appData.dialogs.items().changesShown)
                .last()
                .satisfies(w -> assertThat(w.kind().words()).isEqualTo("move"));
        assertThat(appData.store.reload(legacy)).isEmpty();
        assertThat(appData.workspace.opened).last().isEqualTo("item License");
        EntityRow opened = (EntityRow) appData.workspace.targets.get(appData.workspace.targets.size() - 1);
        assertThat(opened.item().scalarText("PK")).contains("ACCOUNT#t2");
        assertThat(appData.journal.entries().get(0)).satisfies(e -> {
            assertThat(e.operation()).isEqualTo("MOVE");
            assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
            assertThat(e.provenance().reason()).isEqualTo("legacy partition key corrected");
        });
        assertThat(vm.dirtyProperty().get()).isFalse();
        assertThat(vm.titleProperty().get()).contains("ACCOUNT#t2");
    }

    @Test
    void anItemWhoseKeysAreFixedLeavesTheUnclassifiedList() {
        EntityRow legacy = legacyLicense("t4", "l-4");
        UnclassifiedViewModel unclassified = new UnclassifiedViewModel(appData.context, appData.dialogs.bulk(), null);
        unclassified.show("app_data");
        assertThat(unclassified.list().loadedRows())
                .anySatisfy(r -> assertThat(r.loaded().item()).isEqualTo(legacy.item()));
        int found = unclassified.list().loadedRows().size();
        RawItemViewModel vm = new RawItemViewModel(appData.context, appData.dialogs.items(), legacy);
        vm.textProperty().set(vm.textProperty().get().replace("LEGACY#t4", "ACCOUNT#t4"));
        appData.dialogs.answer("legacy partition key corrected");

        vm.save();

        assertThat(unclassified.list().loadedRows()).hasSize(found - 1);
        assertThat(unclassified.list().loadedRows())
                .noneSatisfy(r -> assertThat(r.loaded().item().scalarText("PK")).contains("LEGACY#t4"));
        unclassified.dispose();
    }

    @Test
    void brokenJsonIsNamedByLineAndColumnAndNothingIsSaved() {
        EntityRow legacy = legacyLicense("t3", "l-3");
        RawItemViewModel vm = new RawItemViewModel(appData.context, appData.dialogs.items(), legacy);
        int entries = appData.journal.entries().size();

        vm.textProperty().set(vm.textProperty().get().replace("\"S\" : \"LEGACY#t3\"", "\"S\" : LEGACY#t3"));

        assertThat(vm.mistakes()).singleElement().satisfies(p -> {
            assertThat(p.line()).isEqualTo(3);
            assertThat(p.message()).startsWith("`LEGACY` is not a JSON value");
        });
        assertThat(vm.recognitionProperty().get()).startsWith("The text has a mistake");
        assertThat(vm.validProperty().get()).isFalse();

        vm.save();

        assertThat(appData.dialogs.errors)
                .last()
                .asString()
                .startsWith("Not saved yet: Fix these first:\n• Line 3, column");
        assertThat(appData.journal.entries()).hasSize(entries);
        assertThat(appData.store.reload(legacy).orElseThrow().item()).isEqualTo(legacy.item());
        assertThat(vm.dirtyProperty().get()).isTrue();
    }

    @Test
    void anUnrecognisedItemIsDeletedWithItsKeyTyped() {
        EntityRow legacy = legacyLicense("t4", "l-4");
        RawItemViewModel vm = new RawItemViewModel(appData.context, appData.dialogs.items(), legacy);

        appData.dialogs.answer("junk from the 2019 import");
        vm.delete();

        assertThat(appData.dialogs.asked)
                .last()
                .isEqualTo(
                        "confirmDelete: Delete Raw · PK = LEGACY#t4 · SK = LICENSE#l-4 " + "[LEGACY#t4 / LICENSE#l-4]");
        assertThat(appData.store.reload(legacy)).isEmpty();
        assertThat(vm.deletedProperty().get()).isTrue();
        assertThat(appData.journal.entries().get(0).write().entity()).isEqualTo(EntityDef.UNRECOGNISED);
    }

    @Test
    void secretsShowMaskedAndAReadOnlyConnectionSavesNothing() {
        MalformedItem withSecret = wallcrawler.data.malformed().stream()
                .filter(m -> wallcrawler.platform.secretAttributesOf(m.table()).stream()
                        .anyMatch(m.item()::has))
                .findFirst()
                .orElseThrow();
        RawItemViewModel vm = new RawItemViewModel(
                wallcrawler.context,
                wallcrawler.dialogs.items(),
                wallcrawler.store.rowOf(withSecret.table(), withSecret.item()));

        for (String secret : wallcrawler.platform.secretAttributesOf(withSecret.table())) {
            withSecret
                    .item()
                    .scalarText(secret)
                    .ifPresent(clear -> assertThat(vm.textProperty().get()).doesNotContain(clear));
        }
        assertThat(vm.textProperty().get()).contains("\"secret\" : \"********\"");
        assertThat(vm.mistakes()).isEmpty();
        assertThat(vm.keyChecks().stream().map(KeyCheck::value))
                .noneMatch(v -> wallcrawler.platform.secretAttributesOf(withSecret.table()).stream()
                        .anyMatch(s ->
                                withSecret.item().scalarText(s).map(v::equals).orElse(false)));

        vm.textProperty().set(vm.textProperty().get().replaceFirst("\\{\n", "{\n  \"note\" : {\"S\" : \"x\"},\n"));
        vm.save();

        assertThat(wallcrawler.dialogs.errors).last().asString().startsWith("Read-only connection");
        assertThat(wallcrawler.journal.entries()).isEmpty();
    }
}
