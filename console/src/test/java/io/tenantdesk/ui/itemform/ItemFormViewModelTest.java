package io.tenantdesk.ui.itemform;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.ConsoleFixture;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The item form's view-model on app_data's demo data, without JavaFX running. */
@ExtendWith(DynaliteExtension.class)
class ItemFormViewModelTest {

    private LocalDynamo dynamo;
    private Path dir;
    private ConsoleFixture fixture;
    private EntityDef license;
    private EntityRow active;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        this.dynamo = dynamo;
        this.dir = dir;
        use(ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "app_data", dir));
    }

    /** For a test that writes: app_data's demo licenses in tables of their own. */
    private void onTablesOfItsOwn() {
        use(ConsoleFixture.withOnly(dynamo, "app_data", dir, "License"));
    }

    private void use(ConsoleFixture console) {
        fixture = console;
        license = fixture.platform.entity("License").orElseThrow();
        active = FormData.firstValid(
                fixture, "License", r -> r.text("status").orElse("").equals("active"));
    }

    private ItemFormViewModel form(EntityRow row) {
        return ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), row);
    }

    private static FieldViewModel field(ItemFormViewModel form, String name) {
        return form.field(name).orElseThrow();
    }

    private static KeyPreview preview(ItemFormViewModel form, String key) {
        return form.keyPreview().stream()
                .filter(k -> k.key().equals(key))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void fieldsComeKeyFieldsFirstWithTheControlTheirTypeNeeds() {
        ItemFormViewModel form = form(active);

        assertThat(form.fields()).extracting(FieldViewModel::name).startsWith("account_id", "license_id");
        assertThat(field(form, "account_id").role()).isEqualTo(FieldViewModel.Role.PRIMARY_KEY);
        assertThat(field(form, "account_id").editableProperty().get()).isFalse();
        assertThat(field(form, "status").role()).isEqualTo(FieldViewModel.Role.INDEX_KEY);
        assertThat(field(form, "status").keysFed()).containsExactly("GSI3PK");
        assertThat(field(form, "status").kind()).isEqualTo(FieldKind.ENUM);
        assertThat(field(form, "end_date").kind()).isEqualTo(FieldKind.DATE);
        assertThat(field(form, "seats").kind()).isEqualTo(FieldKind.NUMBER);
        assertThat(field(form, "updated_at").role()).isEqualTo(FieldViewModel.Role.DERIVED);
        assertThat(field(form, "product").label()).isEqualTo("Product *");
        assertThat(form.validProperty().get())
                .as(String.join("\n", form.problems()))
                .isTrue();
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(form.canSaveProperty().get()).isFalse();
        assertThat(form.saveHintProperty().get()).isEqualTo("No changes to save");
    }

    @Test
    void anInvalidKeyValueBlocksSaveWithItsMessage() {
        ItemFormViewModel form = ItemFormViewModel.forNew(fixture.context, fixture.dialogs.items(), license, Map.of());
        field(form, "account_id").textProperty().set("acme");
        field(form, "product").textProperty().set("Analytics Pro");
        field(form, "status").textProperty().set("active");
        field(form, "end_date").textProperty().set("2027-01-31");

        field(form, "license_id").textProperty().set("lic#7");
        assertThat(field(form, "license_id").messageProperty().get()).isEqualTo("License ID must not contain “#”");
        assertThat(form.validProperty().get()).isFalse();
        assertThat(form.canSaveProperty().get()).isFalse();
        assertThat(form.problems()).contains("License ID must not contain “#”");
        assertThat(form.saveHintProperty().get()).contains("License ID must not contain “#”");

        field(form, "license_id").textProperty().set("lïc-7");
        assertThat(field(form, "license_id").messageProperty().get()).contains("U+00EF");
        assertThat(form.canSaveProperty().get()).isFalse();

        field(form, "license_id").textProperty().set("lic-7");
        assertThat(field(form, "license_id").invalid()).isFalse();
        assertThat(form.validProperty().get())
                .as(String.join("\n", form.problems()))
                .isTrue();
        assertThat(form.canSaveProperty().get()).isTrue();
        assertThat(preview(form, "SK").value()).isEqualTo("LICENSE#lic-7");
        assertThat(preview(form, "GSI3SK").value()).isEqualTo("2027-01-31#lic-7");
    }

    @Test
    void aMissingRequiredFieldOrBadValueBlocksSave() {
        ItemFormViewModel form = form(active);

        field(form, "product").textProperty().set("");
        assertThat(field(form, "product").messageProperty().get()).isEqualTo("Product is required");
        assertThat(form.canSaveProperty().get()).isFalse();

        field(form, "product").textProperty().set("Analytics Pro");
        field(form, "seats").textProperty().set("-3");
        assertThat(field(form, "seats").messageProperty().get()).contains("the least allowed is 0");
        field(form, "seats").textProperty().set("many");
        assertThat(field(form, "seats").messageProperty().get()).contains("is not a number");
        field(form, "end_date").textProperty().set("2026-13-01");
        assertThat(field(form, "end_date").messageProperty().get()).contains("is not a date");
        assertThat(form.problems()).hasSize(2);
        assertThat(form.canSaveProperty().get()).isFalse();
    }

    @Test
    void changingTheStatusReRendersGsi3pkInThePreview() {
        ItemFormViewModel form = form(active);
        assertThat(preview(form, "GSI3PK").value()).isEqualTo("LICENSE#STATUS#active");
        assertThat(preview(form, "GSI3PK").status()).isEqualTo(KeyPreview.Status.UNCHANGED);
        assertThat(preview(form, "GSI3PK").where()).isEqualTo("GSI3 partition key");

        field(form, "status").textProperty().set("expired");

        KeyPreview gsi3pk = preview(form, "GSI3PK");
        assertThat(gsi3pk.value()).isEqualTo("LICENSE#STATUS#expired");
        assertThat(gsi3pk.was()).isEqualTo("LICENSE#STATUS#active");
        assertThat(gsi3pk.status()).isEqualTo(KeyPreview.Status.CHANGED);
        assertThat(preview(form, "PK").status()).isEqualTo(KeyPreview.Status.UNCHANGED);
        assertThat(form.dirtyProperty().get()).isTrue();
        assertThat(form.canSaveProperty().get()).isTrue();
    }

    @Test
    void saveShowsTheDiffWithDerivedKeysThenWritesAndJournals() {
        onTablesOfItsOwn();
        ItemFormViewModel form = form(active);
        field(form, "status").textProperty().set("expired");
        fixture.dialogs.answer("customer cancelled (ticket 4411)");

        form.save();

        ItemWrite shown = fixture.dialogs.items().changesShown.get(0);
        assertThat(shown.changes())
                .filteredOn(c -> !c.derived())
                .extracting(AttributeChange::attribute)
                .containsExactly("status");
        assertThat(shown.changes())
                .filteredOn(AttributeChange::derived)
                .extracting(AttributeChange::attribute)
                .contains("GSI3PK", "updated_at", "updated_by");
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(form.loadedRow().orElseThrow().item().scalarText("GSI3PK")).contains("LICENSE#STATUS#expired");
        assertThat(form.statusProperty().get()).startsWith("Saved at");
        assertThat(fixture.store.reload(active).orElseThrow().item().scalarText("status"))
                .contains("expired");
        WriteRecord entry =
                fixture.journal.entries().get(fixture.journal.entries().size() - 1);
        assertThat(entry.operation()).isEqualTo("UPDATE");
        assertThat(entry.provenance().reason()).isEqualTo("customer cancelled (ticket 4411)");
        assertThat(entry.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
        assertThat(fixture.dialogs.errors).isEmpty();
    }

    @Test
    void cancellingTheDiffKeepsTheEditsAndWritesNothing() {
        ItemFormViewModel form = form(active);
        field(form, "product").textProperty().set("Data Vault (edited in a test)");
        fixture.dialogs.answer(null);

        form.save();

        assertThat(form.dirtyProperty().get()).isTrue();
        assertThat(field(form, "product").textProperty().get()).isEqualTo("Data Vault (edited in a test)");
        assertThat(fixture.journal.entries()).isEmpty();
    }

    @Test
    void savingAnUnchangedItemSaysSo() {
        ItemFormViewModel form = form(active);

        form.save();

        assertThat(fixture.dialogs.asked).containsExactly("info: Nothing to save");
        assertThat(fixture.journal.entries()).isEmpty();
    }

    @Test
    void dirtyTrackingRevertAndClosing() {
        ItemFormViewModel form = form(active);
        String product = field(form, "product").textProperty().get();

        field(form, "product").textProperty().set(product + " Plus");
        assertThat(form.dirtyProperty().get()).isTrue();
        field(form, "product").textProperty().set(product);
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(form.confirmClose()).isTrue();

        field(form, "product").textProperty().set(product + " Plus");
        fixture.dialogs.answer(false).answer(false).answer(true);
        assertThat(form.confirmClose()).isFalse();
        form.revert();
        assertThat(form.dirtyProperty().get()).isTrue();
        form.revert();
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(field(form, "product").textProperty().get()).isEqualTo(product);
        assertThat(fixture.dialogs.asked)
                .containsExactly("confirm: Unsaved edits", "confirm: Discard edits", "confirm: Discard edits");
    }

    @Test
    void deleteAsksForTheKeyAndDeletesThroughTheStore() {
        onTablesOfItsOwn();
        ItemFormViewModel form = form(active);
        String account = active.text("account_id").orElseThrow();
        String id = active.text("license_id").orElseThrow();
        fixture.dialogs.answer("duplicate license created by mistake");

        form.delete();

        assertThat(fixture.dialogs.asked)
                .containsExactly("confirmDelete: Delete "
                        + form.titleProperty().get().replace(" (deleted)", "") + " [" + account + " / " + id + "]");
        assertThat(fixture.store.reload(active)).isEmpty();
        assertThat(form.deletedProperty().get()).isTrue();
        assertThat(form.canSaveProperty().get()).isFalse();
        assertThat(form.canDeleteProperty().get()).isFalse();
        assertThat(form.bannerProperty().get()).contains("deleted");
        assertThat(fixture.journal.entries()).extracting(e -> e.operation()).containsExactly("DELETE");
    }

    @Test
    void historyOpensTheItemsHistoryAndANewItemHasNone() {
        ItemFormViewModel form = form(active);

        form.history();

        assertThat(fixture.workspace.opened).containsExactly("history License");
        assertThat(fixture.workspace.targets)
                .singleElement()
                .satisfies(row -> assertThat(((EntityRow) row).item().get("SK"))
                        .isEqualTo(active.item().get("SK")));
        ItemFormViewModel fresh = ItemFormViewModel.forNew(
                fixture.context, fixture.dialogs.items(), active.entity().orElseThrow(), Map.of());
        fresh.history();
        assertThat(fixture.workspace.opened).hasSize(1);
    }

    @Test
    void duplicateAsNewCopiesTheFieldsButNotTheIdOrWhatWritesSet() {
        onTablesOfItsOwn();
        ItemFormViewModel form = form(active);

        form.duplicateAsNew();

        assertThat(fixture.workspace.opened).containsExactly("new License");
        @SuppressWarnings("unchecked")
        Map<String, Value> prefill = (Map<String, Value>) fixture.workspace.targets.get(0);
        assertThat(prefill)
                .containsEntry("account_id", Value.str(active.text("account_id").orElseThrow()))
                .containsEntry("status", Value.str("active"))
                .containsKeys("product", "end_date")
                .doesNotContainKeys("license_id", "updated_at", "updated_by");

        ItemFormViewModel copy = ItemFormViewModel.forNew(fixture.context, fixture.dialogs.items(), license, prefill);
        assertThat(copy.creatingProperty().get()).isTrue();
        assertThat(copy.dirtyProperty().get()).isFalse();
        assertThat(field(copy, "license_id").editableProperty().get()).isTrue();
        assertThat(field(copy, "license_id").messageProperty().get()).isEqualTo("License ID is required");
        field(copy, "license_id").textProperty().set("lic-copy-1");
        fixture.dialogs.answer("second license for the same contract");

        copy.save();

        assertThat(fixture.dialogs.items().changesShown.get(0).beforeImage()).isEmpty();
        assertThat(copy.creatingProperty().get()).isFalse();
        assertThat(field(copy, "license_id").editableProperty().get()).isFalse();
        assertThat(copy.titleProperty().get())
                .isEqualTo("License " + active.text("account_id").orElseThrow() + " / lic-copy-1");
        assertThat(fixture.store.get(
                        license,
                        Map.of("account_id", active.text("account_id").orElseThrow(), "license_id", "lic-copy-1")))
                .isPresent();
    }

    @Test
    void aReadOnlyConnectionAllowsNoEdit(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture readOnly = ConsoleFixture.onSharedDemo(dynamo, "app_data", dir.resolve("ro"));
        EntityRow row = FormData.firstValid(readOnly, "License");
        ItemFormViewModel form = ItemFormViewModel.forItem(readOnly.context, readOnly.dialogs.items(), row);

        assertThat(form.fields())
                .allSatisfy(
                        f -> assertThat(f.editableProperty().get()).as(f.name()).isFalse());
        assertThat(form.canSaveProperty().get()).isFalse();
        assertThat(form.canDeleteProperty().get()).isFalse();
        assertThat(form.canDuplicateProperty().get()).isFalse();
        assertThat(form.bannerProperty().get()).startsWith("Read-only connection");
        assertThat(form.saveHintProperty().get()).isEqualTo("The connection is read-only");

        form.field("status").orElseThrow().textProperty().set("expired");
        form.save();
        form.delete();
        form.duplicateAsNew();

        assertThat(readOnly.dialogs.errors)
                .containsExactly("Read-only connection: This connection is read-only: nothing can be saved.");
        assertThat(readOnly.dialogs.asked).isEmpty();
        assertThat(readOnly.workspace.opened).isEmpty();
        assertThat(readOnly.journal.entries()).isEmpty();
    }

    @Test
    void anItemThatAlreadyBreaksTheDesignShowsWhy() {
        var malformed = fixture.data.malformed().stream()
                .filter(m -> m.table().equals("app_data") && !m.unrecognised())
                .findFirst()
                .orElseThrow();
        EntityRow broken = fixture.store.rowOf("app_data", malformed.item());

        ItemFormViewModel form = form(broken);

        String label = broken.entity()
                .orElseThrow()
                .attribute(malformed.attribute())
                .orElseThrow()
                .displayLabel();
        assertThat(List.copyOf(form.itemProblems()))
                .hasSameSizeAs(broken.classification().violations())
                .isNotEmpty()
                .allSatisfy(problem -> assertThat(problem).doesNotContain("`"))
                .anySatisfy(problem -> assertThat(problem).startsWith(label + " "));
        if (malformed.rule() == io.tenantdesk.schema.validation.Rule.MISSING_REQUIRED) {
            assertThat(field(form, malformed.attribute()).invalid()).isTrue();
            assertThat(form.canSaveProperty().get()).isFalse();
        }
    }
}
