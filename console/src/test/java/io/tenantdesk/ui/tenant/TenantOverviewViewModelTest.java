package io.tenantdesk.ui.tenant;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ConsoleFixture;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(DynaliteExtension.class)
class TenantOverviewViewModelTest {

    private static String firstValidTenant(ConsoleFixture f) {
        var tenantEntity = f.platform.tenantEntity().orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        f.store.list(tenantEntity, Scope.all(), null, p -> rows.addAll(p.rows()), new CancelToken());
        return rows.stream()
                .filter(EntityRow::valid)
                .findFirst()
                .orElseThrow()
                .text(tenantEntity.tenantField().orElseThrow())
                .orElseThrow();
    }

    @Test
    void anAppDataAccountShowsItsAttributesUsersAndLicensesByRole(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "app_data", dir);
        String account = firstValidTenant(f);
        TenantOverviewViewModel vm = new TenantOverviewViewModel(f.context, account);

        vm.load();

        assertThat(vm.headingProperty().get()).endsWith(account);
        assertThat(vm.fields())
                .extracting(TenantOverviewViewModel.Field::label)
                .contains("Account ID", "Name", "Status");
        assertThat(vm.sections())
                .extracting(s -> s.entity().name())
                .startsWith("TechnicalUser", "User")
                .contains("License");
        TenantOverviewViewModel.Section licenses = vm.sections().stream()
                .filter(s -> s.entity().name().equals("License"))
                .findFirst()
                .orElseThrow();
        assertThat(licenses.title())
                .as("the role and the entity's heading are one word here")
                .startsWith("Licenses (");
        assertThat(vm.sections())
                .extracting(TenantOverviewViewModel.Section::title)
                .anySatisfy(title -> assertThat(title).startsWith("Users · Technical users ("));
        assertThat(licenses.cells())
                .allSatisfy(cells -> assertThat(cells.get(0)).isEqualTo(account));
        assertThat(vm.progress().runningProperty().get()).isFalse();
        assertThat(vm.progress().descriptionProperty().get()).contains("where PK = ACCOUNT#" + account);
    }

    @Test
    void rowsAndSectionsOpenInTheirOwnTabs(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "wallcrawler", dir);
        String project = firstValidTenant(f);
        TenantOverviewViewModel vm = new TenantOverviewViewModel(f.context, project);
        vm.load();
        TenantOverviewViewModel.Section sessions = vm.sections().stream()
                .filter(s -> s.entity().name().equals("Session"))
                .findFirst()
                .orElseThrow();

        vm.open(sessions.rows().get(0));
        vm.openList(sessions);
        vm.openTenantItem();

        assertThat(f.workspace.opened)
                .containsExactly("item Session", "list Session Tenant[tenantId=" + project + "]", "item Project");
    }

    @Test
    void anUnknownTenantSaysSo(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "t3nets", dir);
        TenantOverviewViewModel vm = new TenantOverviewViewModel(f.context, "no-such-tenant");

        vm.load();

        assertThat(vm.tenantProperty().get()).isNull();
        assertThat(vm.sections()).isEmpty();
        assertThat(vm.notesProperty().get()).contains("No tenant item with this id was found.");
    }

    @Test
    void eachSectionShowsItsOwnErrorAndAnIdANumberKeyCannotHoldIsSaidInWords(LocalDynamo dynamo, @TempDir Path dir) {
        PlatformDescriptor platform = Fixtures.load("numbered");
        List<Item> orgs = List.of(
                Item.builder()
                        .putString("PK", "ORG#acme")
                        .putString("SK", "META")
                        .putString("name", "Acme")
                        .build(),
                Item.builder()
                        .putString("PK", "ORG#acme")
                        .putString("SK", "MEMBER#m1")
                        .build());
        ConsoleFixture f = new ConsoleFixture(
                dynamo, new DemoDataset(platform, Map.of("orgs", orgs), Map.of(), List.of()), dir, true);
        dynamo.provisioner().deleteTables(List.of(f.mapping.physical("notes")));
        TenantOverviewViewModel vm = new TenantOverviewViewModel(f.context, "acme");

        vm.load();

        assertThat(vm.sections())
                .extracting(s -> s.entity().name(), s -> s.rows().size())
                .containsExactly(tuple("Member", 1), tuple("Note", 0));
        assertThat(vm.sections().get(0).problem()).isNull();
        assertThat(vm.sections().get(1).problem()).contains("notes");
        assertThat(vm.notesProperty().get())
                .contains("No Entry items where orgNumber = acme and SK begins with ENTRY#:"
                        + " `acme` is not a number, and `orgNumber` is a Number key.");
    }
}
