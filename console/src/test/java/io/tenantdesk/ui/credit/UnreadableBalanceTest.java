package io.tenantdesk.ui.credit;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.ui.ConsoleFixture;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Balances kept by an entity that is not the tenant entity: one stored as text, both named through the tenant. */
@ExtendWith(DynaliteExtension.class)
class UnreadableBalanceTest {

    private static ConsoleFixture console(LocalDynamo dynamo, Path dir) {
        PlatformDescriptor platform = Fixtures.load("numbered");
        List<Item> orgs = List.of(
                Item.builder()
                        .putString("PK", "ORG#acme")
                        .putString("SK", "META")
                        .putString("name", "Acme")
                        .build(),
                Item.builder()
                        .putString("PK", "ORG#globex")
                        .putString("SK", "META")
                        .putString("name", "Globex")
                        .build(),
                Item.builder()
                        .putString("PK", "ORG#acme")
                        .putString("SK", "WALLET")
                        .putString("balance", "lots")
                        .build(),
                Item.builder()
                        .putString("PK", "ORG#globex")
                        .putString("SK", "WALLET")
                        .put("balance", io.tenantdesk.schema.item.Value.num("5"))
                        .build());
        DemoDataset data = new DemoDataset(platform, Map.of("orgs", orgs), Map.of(), List.of());
        return new ConsoleFixture(dynamo, data, dir, false);
    }

    private static TenantBalance balanceOf(CreditsViewModel vm, String tenant) {
        return vm.allBalances().stream()
                .filter(b -> b.tenantId().equals(tenant))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aBalanceStoredAsTextIsShownUnreadableAndCannotBeAdjusted(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = console(dynamo, dir);
        CreditsViewModel vm = new CreditsViewModel(f.context);
        vm.load();
        TenantBalance acme = balanceOf(vm, "acme");

        assertThat(acme.balance()).isNull();
        assertThat(acme.balanceText()).isEqualTo("⚠ unreadable");
        assertThat(acme.problem()).isTrue();
        vm.selectedProperty().set(acme);
        vm.amountProperty().set("10");
        vm.reasonProperty().set("goodwill");
        assertThat(vm.adjustmentProperty().get().valid()).isFalse();
        assertThat(vm.adjustmentProperty().get().message())
                .isEqualTo("Refused: the balance `balance` holds `lots`, which is not a number, so nothing can be"
                        + " added to it. Open the item and correct it first.");
        assertThat(vm.canAdjust().get()).isFalse();
    }

    @Test
    void theNameColumnComesFromTheTenantEntityThroughTheTenantLink(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = console(dynamo, dir);
        CreditsViewModel vm = new CreditsViewModel(f.context);

        vm.load();

        assertThat(balanceOf(vm, "globex").name()).isEqualTo("Globex");
        assertThat(balanceOf(vm, "acme").name()).isEqualTo("Acme");
        assertThat(balanceOf(vm, "globex").balanceText()).isEqualTo("5.00");
    }
}
