package io.tenantdesk.ui.itemform;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.dialogs.ConflictChoice;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** A save that lost a race: take theirs, re-apply mine, or cancel; also when the item was deleted meanwhile. */
@ExtendWith(DynaliteExtension.class)
class ItemFormConflictTest {

    private ConsoleFixture fixture;
    private EntityRow loaded;
    private ItemFormViewModel form;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        fixture = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        loaded = FormData.firstValid(
                fixture, "License", r -> r.text("status").orElse("").equals("active"));
        form = ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), loaded);
        form.field("status").orElseThrow().textProperty().set("expired");
    }

    private String text(String field) {
        return form.field(field).orElseThrow().textProperty().get();
    }

    @Test
    void takeTheirsShowsTheItemAsItIsNow() {
        FormData.changeBehindTheFormsBack(fixture, loaded, "product", Value.str("Changed By A Colleague"));
        fixture.dialogs.answer("customer cancelled").answer(ConflictChoice.TAKE_THEIRS);

        form.save();

        assertThat(fixture.dialogs.asked)
                .containsExactly(
                        "confirmChange: Save " + form.titleProperty().get(),
                        "resolveConflict: Conflict: " + form.titleProperty().get());
        assertThat(text("product")).isEqualTo("Changed By A Colleague");
        assertThat(text("status")).isEqualTo("active");
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(form.loadedRow().orElseThrow().item().scalarText("product")).contains("Changed By A Colleague");
        assertThat(fixture.store.reload(loaded).orElseThrow().item().scalarText("status"))
                .contains("active");
    }

    @Test
    void reapplyMinePutsMyEditsOnTheCurrentItemAndShowsTheDiffAgain() {
        FormData.changeBehindTheFormsBack(fixture, loaded, "product", Value.str("Changed By A Colleague"));
        fixture.dialogs
                .answer("customer cancelled")
                .answer(ConflictChoice.REAPPLY_MINE)
                .answer("customer cancelled, again");

        form.save();

        assertThat(fixture.dialogs.items().changesShown).hasSize(2);
        assertThat(fixture.dialogs.asked)
                .filteredOn(q -> q.startsWith("confirmChange: "))
                .last()
                .asString()
                .as("the reason typed before the conflict is offered again")
                .endsWith("(reason kept: customer cancelled)");
        ItemWrite second = fixture.dialogs.items().changesShown.get(1);
        assertThat(second.beforeImage().orElseThrow().scalarText("product")).contains("Changed By A Colleague");
        assertThat(second.afterImage().orElseThrow().scalarText("product")).contains("Changed By A Colleague");
        assertThat(second.afterImage().orElseThrow().scalarText("status")).contains("expired");
        assertThat(second.changes())
                .filteredOn(c -> !c.derived())
                .extracting(c -> c.attribute())
                .containsExactly("status");
        EntityRow now = fixture.store.reload(loaded).orElseThrow();
        assertThat(now.item().scalarText("status")).contains("expired");
        assertThat(now.item().scalarText("product")).contains("Changed By A Colleague");
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(fixture.dialogs.errors).isEmpty();
    }

    @Test
    void cancelKeepsMyEditsAndWritesNothing() {
        FormData.changeBehindTheFormsBack(fixture, loaded, "product", Value.str("Changed By A Colleague"));
        fixture.dialogs.answer("customer cancelled").answer(ConflictChoice.CANCEL);

        form.save();

        assertThat(text("status")).isEqualTo("expired");
        assertThat(text("product")).isEqualTo(loaded.text("product").orElseThrow());
        assertThat(form.dirtyProperty().get()).isTrue();
        assertThat(form.statusProperty().get()).isEqualTo("Not saved; your edits are kept");
        assertThat(fixture.store.reload(loaded).orElseThrow().item().scalarText("status"))
                .contains("active");
    }

    @Test
    void anItemDeletedMeanwhileCanBeMadeAgainFromMyVersion() {
        EntityStore colleague = FormData.someoneElse(fixture);
        colleague.apply(colleague.planDelete(loaded), "cleanup");
        fixture.dialogs
                .answer("customer cancelled")
                .answer(ConflictChoice.REAPPLY_MINE)
                .answer("restore with my edit");

        form.save();

        assertThat(fixture.dialogs.items().changesShown.get(1).beforeImage()).isEmpty();
        EntityRow now = fixture.store.reload(loaded).orElseThrow();
        assertThat(now.item().scalarText("status")).contains("expired");
        assertThat(now.item().scalarText("GSI3PK")).contains("LICENSE#STATUS#expired");
        assertThat(form.creatingProperty().get()).isFalse();
        assertThat(form.deletedProperty().get()).isFalse();
    }

    @Test
    void takingTheirsWhenTheItemWasDeletedShowsItDeleted() {
        EntityStore colleague = FormData.someoneElse(fixture);
        colleague.apply(colleague.planDelete(loaded), "cleanup");
        fixture.dialogs.answer("customer cancelled").answer(ConflictChoice.TAKE_THEIRS);

        form.save();

        assertThat(form.deletedProperty().get()).isTrue();
        assertThat(form.canSaveProperty().get()).isFalse();
        assertThat(form.confirmClose()).isTrue();
    }

    @Test
    void creatingAnItemWhoseKeyExistsSaysSoOffersToOpenItAndNeverToOverwrite() {
        ItemFormViewModel copy = ItemFormViewModel.forNew(
                fixture.context,
                fixture.dialogs.items(),
                loaded.entity().orElseThrow(),
                io.tenantdesk.store.ChangePlanner.fieldsOf(loaded.entity().orElseThrow(), loaded));
        copy.field("product").orElseThrow().textProperty().set("Mine, Not Theirs");
        fixture.dialogs.answer("new license").answer(true);

        copy.save();

        assertThat(fixture.dialogs.asked)
                .containsExactly(
                        "confirmChange: Create " + copy.titleProperty().get(),
                        "confirm: An item with this key already exists");
        assertThat(fixture.workspace.opened).containsExactly("item License");
        assertThat(fixture.workspace.targets).singleElement().isEqualTo(loaded);
        assertThat(copy.creatingProperty().get())
                .as("the form still makes a new item")
                .isTrue();
        assertThat(copy.field("product").orElseThrow().textProperty().get()).isEqualTo("Mine, Not Theirs");
        assertThat(fixture.store.reload(loaded).orElseThrow().item()).isEqualTo(loaded.item());
    }

    @Test
    void aCreateWhoseKeyExistsKeepsTheFormWhenTheUserDoesNotOpenTheItem() {
        ItemFormViewModel copy = ItemFormViewModel.forNew(
                fixture.context,
                fixture.dialogs.items(),
                loaded.entity().orElseThrow(),
                io.tenantdesk.store.ChangePlanner.fieldsOf(loaded.entity().orElseThrow(), loaded));
        fixture.dialogs.answer("new license").answer(false);

        copy.save();

        assertThat(fixture.workspace.opened).isEmpty();
        assertThat(copy.statusProperty().get()).startsWith("Not created: an item with this key already exists");
        assertThat(copy.canSaveProperty().get()).isTrue();
    }

    @Test
    void aDeleteThatLostARaceShowsTheItemAsItIsNow() {
        ItemFormViewModel fresh = ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), loaded);
        FormData.changeBehindTheFormsBack(fixture, loaded, "product", Value.str("Changed By A Colleague"));
        fixture.dialogs.answer("remove it");

        fresh.delete();

        assertThat(fixture.dialogs.errors)
                .singleElement()
                .asString()
                .startsWith("Not deleted: Someone changed this item");
        assertThat(fresh.deletedProperty().get()).isFalse();
        assertThat(fresh.field("product").orElseThrow().textProperty().get()).isEqualTo("Changed By A Colleague");
        assertThat(fixture.store.reload(loaded)).isPresent();
    }

    @Test
    void refreshAsksFirstWhenThereAreEditsThenReloads() {
        FormData.changeBehindTheFormsBack(fixture, loaded, "product", Value.str("Changed By A Colleague"));
        fixture.dialogs.answer(false).answer(true);

        form.refresh();
        assertThat(text("status")).isEqualTo("expired");
        form.refresh();

        assertThat(text("status")).isEqualTo("active");
        assertThat(text("product")).isEqualTo("Changed By A Colleague");
        assertThat(form.dirtyProperty().get()).isFalse();
        assertThat(form.statusProperty().get()).startsWith("Reloaded at");
    }
}
