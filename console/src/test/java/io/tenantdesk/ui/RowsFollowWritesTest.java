package io.tenantdesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.journal.Reverter;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.credit.CreditsViewModel;
import io.tenantdesk.ui.credit.TenantBalance;
import io.tenantdesk.ui.entitylist.EntityListViewModel;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import io.tenantdesk.ui.itemform.ItemFormViewModel;
import io.tenantdesk.ui.tenant.TenantOverviewViewModel;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** After a save, a delete, a revert or a credit adjustment, the open lists and overviews show the item as it is: no F5. */
@ExtendWith(DynaliteExtension.class)
class RowsFollowWritesTest {

    private static Optional<EntityRowViewModel> rowOf(EntityListViewModel list, EntityRow item) {
        return list.list().loadedRows().stream()
                .filter(r -> r.row().item().scalarText("PK").equals(item.item().scalarText("PK"))
                        && r.row().item().scalarText("SK").equals(item.item().scalarText("SK")))
                .findFirst();
    }

    private static TenantOverviewViewModel.Section licenses(TenantOverviewViewModel overview) {
        return overview.sections().stream()
                .filter(s -> s.entity().name().equals("License"))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aSavedLicenseShowsInTheListAndTheTenantOverviewAsSaved(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "Account", "License");
        EntityListViewModel list = new EntityListViewModel(
                f.context,
                f.dialogs.bulk(),
                f.dialogs.items(),
                f.platform.entity("License").orElseThrow(),
                Scope.all());
        list.load();
        EntityRow license = list.list().loadedRows().stream()
                .map(EntityRowViewModel::row)
                .filter(r -> r.valid() && r.text("status").orElse("").equals("active"))
                .findFirst()
                .orElseThrow();
        String account = license.text("account_id").orElseThrow();
        TenantOverviewViewModel overview = new TenantOverviewViewModel(f.context, account);
        overview.load();
        int loaded = list.list().loadedRows().size();
        ItemFormViewModel form = ItemFormViewModel.forItem(f.context, f.dialogs.items(), license);
        form.field("status").orElseThrow().textProperty().set("expired");
        f.dialogs.answer("customer cancelled");

        form.save();

        assertThat(rowOf(list, license).orElseThrow().row().text("status")).contains("expired");
        assertThat(list.list().loadedRows()).hasSize(loaded);
        assertThat(licenses(overview).rows())
                .filteredOn(r -> r.item().scalarText("SK").equals(license.item().scalarText("SK")))
                .singleElement()
                .satisfies(r -> assertThat(r.text("status")).contains("expired"));

        new Reverter(f.store, f.journal).revert(f.journal.entries().get(0), "wrong license");

        assertThat(rowOf(list, license).orElseThrow().row().text("status"))
                .as("a revert too")
                .contains("active");

        f.dialogs.answer("remove it");
        ItemFormViewModel.forItem(
                        f.context, f.dialogs.items(), f.store.reload(license).orElseThrow())
                .delete();

        assertThat(rowOf(list, license)).as("a deleted item leaves the list").isEmpty();
        assertThat(list.list().loadedRows()).hasSize(loaded - 1);
        assertThat(licenses(overview).rows())
                .noneMatch(r -> r.item().scalarText("SK").equals(license.item().scalarText("SK")));
    }

    @Test
    void aCreditAdjustmentShowsInTheTenantOverviewAndTheBalances(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "helpmaton", dir, "Workspace");
        CreditsViewModel credits = new CreditsViewModel(f.context);
        credits.load();
        TenantBalance tenant = credits.balances().stream()
                .filter(b -> b.row().valid())
                .findFirst()
                .orElseThrow();
        TenantOverviewViewModel overview = new TenantOverviewViewModel(f.context, tenant.tenantId());
        overview.load();
        EntityListViewModel workspaces = new EntityListViewModel(
                f.context,
                f.dialogs.bulk(),
                f.dialogs.items(),
                f.platform.entity("Workspace").orElseThrow(),
                Scope.all());
        workspaces.load();
        credits.selectedProperty().set(tenant);
        credits.amountProperty().set("25");
        credits.reasonProperty().set("goodwill, ticket 881");
        f.dialogs.answer(true);

        credits.adjust();

        BigDecimal expected = tenant.balance().add(new BigDecimal("25"));
        assertThat(credits.allBalances())
                .filteredOn(b -> b.tenantId().equals(tenant.tenantId()))
                .singleElement()
                .satisfies(b -> assertThat(b.balance()).isEqualByComparingTo(expected));
        assertThat(credits.selectedProperty().get().balance()).isEqualByComparingTo(expected);
        assertThat(new BigDecimal(
                        overview.tenantProperty().get().text("creditBalance").orElseThrow()))
                .isEqualByComparingTo(expected);
        assertThat(new BigDecimal(rowOf(workspaces, tenant.row())
                        .orElseThrow()
                        .row()
                        .text("creditBalance")
                        .orElseThrow()))
                .isEqualByComparingTo(expected);
    }
}
