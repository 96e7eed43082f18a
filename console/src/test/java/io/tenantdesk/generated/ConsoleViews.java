package io.tenantdesk.generated;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.text.VisibleText;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.credit.CreditsViewModel;
import io.tenantdesk.ui.credit.TenantBalance;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import io.tenantdesk.ui.itemform.FieldViewModel;
import io.tenantdesk.ui.itemform.ItemFormViewModel;
import io.tenantdesk.ui.tenant.TenantOverviewViewModel;
import io.tenantdesk.ui.unclassified.UnclassifiedViewModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The console's view-models on one generated platform, each checked against what the store reads. */
final class ConsoleViews {

    private final ConsoleFixture console;

    ConsoleViews(ConsoleFixture console) {
        this.console = console;
    }

    /** The entity's list, as its role's section or All entities shows it: the rows the store lists. */
    List<EntityRow> list(EntityDef entity) {
        EntityListViewModel list = new EntityListViewModel(console.context, entity, Scope.all());
        list.load();
        assertThat(list.list().failedProperty().get())
                .as(
                        "%s's list failed: %s",
                        entity.name(), list.list().statusProperty().get())
                .isFalse();
        List<EntityRow> stored = new ArrayList<>();
        console.store.list(entity, Scope.all(), null, page -> stored.addAll(page.rows()), new CancelToken());
        List<EntityRow> rows =
                list.list().loadedRows().stream().map(EntityRowViewModel::row).toList();
        assertThat(rows).as("%s's list", entity.name()).hasSameSizeAs(stored);
        for (int c = 0; c < list.columns().size(); c++) {
            for (EntityRowViewModel row : list.list().loadedRows()) {
                list.currentText(row, c);
            }
        }
        return rows;
    }

    /**
     * Every recognised row opens in a form (the others open in the raw editor); the first valid one with a plain text
     * field that can be saved is edited and saved; one that cannot (its next version is beyond what DynamoDB holds)
     * says why.
     */
    void formsAndSave(List<EntityRow> rows) {
        boolean saved = false;
        for (EntityRow row : rows) {
            if (row.entity().isEmpty()) {
                continue;
            }
            ItemFormViewModel form = ItemFormViewModel.forItem(console.context, console.dialogs.items(), row);
            form.fields().forEach(FieldViewModel::displayText);
            if (saved || !row.valid() || form.readOnly()) {
                continue;
            }
            Optional<FieldViewModel> plain = form.fields().stream()
                    .filter(f -> f.role() == FieldViewModel.Role.ATTRIBUTE)
                    .filter(f -> f.editableProperty().get())
                    .filter(f -> f.spec().type() == AttributeType.STRING
                            && f.spec().pattern() == null
                            && !f.spec().secret())
                    .findFirst();
            if (plain.isEmpty()) {
                continue;
            }
            plain.get().textProperty().set("edited in a generated test");
            if (!form.canSaveProperty().get()) {
                assertThat(form.saveHintProperty().get())
                        .as(
                                "why %s cannot be saved",
                                VisibleText.escape(row.item().toString()))
                        .isNotBlank();
                continue;
            }
            console.dialogs.answer("generated edit");
            form.save();
            console.dialogs.dropUnusedAnswers();
            if (form.statusProperty().get().startsWith("Saved")) {
                saved = true;
                continue;
            }
            assertThat(console.dialogs.errors)
                    .as("why %s was not saved", VisibleText.escape(row.item().toString()))
                    .last()
                    .asString()
                    .startsWith("Not saved: the item would break the design")
                    .contains("beyond the numbers DynamoDB can hold");
            console.dialogs.errors.remove(console.dialogs.errors.size() - 1);
        }
    }

    /** The tenant's overview: no section failed. */
    void overview(String tenant) {
        TenantOverviewViewModel overview = new TenantOverviewViewModel(console.context, tenant);
        overview.load();
        assertThat(overview.sections())
                .as("sections of %s", tenant)
                .allSatisfy(s -> assertThat(s.problem()).isNull());
    }

    /** The balances; a readable one adjusts by the amount typed, an unreadable one cannot be adjusted. */
    void credits() {
        CreditsViewModel credits = new CreditsViewModel(console.context);
        credits.load();
        for (TenantBalance balance : List.copyOf(credits.allBalances())) {
            credits.selectedProperty().set(balance);
            credits.amountProperty().set("10");
            credits.reasonProperty().set("generated adjustment");
            if (balance.balance() == null) {
                assertThat(credits.adjustmentProperty().get().valid()).isFalse();
            }
        }
        Optional<TenantBalance> readable = credits.allBalances().stream()
                .filter(b -> b.balance() != null && b.row().valid())
                .findFirst();
        if (readable.isPresent() && credits.creditEntity().isPresent()) {
            credits.selectedProperty().set(readable.get());
            credits.amountProperty().set("10");
            credits.reasonProperty().set("generated adjustment");
            console.dialogs.answer(true);
            credits.adjust();
            assertThat(credits.statusProperty().get()).startsWith("Balance of");
        }
    }

    /** The unclassified items: every item the store finds invalid. */
    void unclassified() {
        UnclassifiedViewModel unclassified = new UnclassifiedViewModel(console.context);
        unclassified.load();
        assertThat(unclassified.list().failedProperty().get()).isFalse();
        unclassified
                .list()
                .loadedRows()
                .forEach(row -> assertThat(row.loaded().valid()).isFalse());
    }
}
