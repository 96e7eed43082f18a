package io.tenantdesk.ui.credit;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.ui.ConsoleFixture;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(DynaliteExtension.class)
class CreditsViewModelTest {

    @Test
    void thePreviewChecksAmountReasonAndFloorAsTyped() {
        Optional<BigDecimal> balance = Optional.of(new BigDecimal("10.00"));

        assertThat(CreditAdjustment.check(Optional.empty(), "usd", BigDecimal.ZERO, "5", "x")
                        .message())
                .isEqualTo("Choose a tenant.");
        assertThat(CreditAdjustment.check(balance, "usd", BigDecimal.ZERO, "abc", "x")
                        .message())
                .isEqualTo("“abc” is not an amount such as 25 or -12.50.");
        assertThat(CreditAdjustment.check(balance, "usd", BigDecimal.ZERO, "0", "x")
                        .valid())
                .isFalse();
        assertThat(CreditAdjustment.check(balance, "usd", BigDecimal.ZERO, "-10.01", "x")
                        .message())
                .isEqualTo("Refused: the balance would be -0.01 usd, below 0.00 usd.");
        assertThat(CreditAdjustment.check(balance, "usd", BigDecimal.ZERO, "+2,50", "")
                        .message())
                .isEqualTo("New balance: 12.50 usd. A reason is required.");
        CreditAdjustment ok = CreditAdjustment.check(balance, "usd", BigDecimal.ZERO, "-10", "ticket 7");
        assertThat(ok.valid()).isTrue();
        assertThat(ok.newBalance()).isEqualByComparingTo("0");
    }

    @Test
    void listsHelpmatonWorkspacesWithBalanceCurrencyAndReservations(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "helpmaton", dir);
        CreditsViewModel vm = new CreditsViewModel(f.context);

        vm.load();

        assertThat(vm.hasReservations()).isTrue();
        assertThat(vm.balances())
                .hasSizeGreaterThanOrEqualTo(12)
                .allSatisfy(b -> assertThat(b.currency()).isIn("usd", "eur", "gbp", ""));
        int reservations =
                vm.balances().stream().mapToInt(TenantBalance::reservations).sum();
        assertThat(reservations).isPositive();
    }

    @Test
    void anAdjustmentIsConfirmedThenMadeAtomically(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "helpmaton", dir, "Workspace");
        CreditsViewModel vm = new CreditsViewModel(f.context);
        vm.load();
        TenantBalance tenant =
                vm.balances().stream().filter(b -> b.row().valid()).findFirst().orElseThrow();
        vm.selectedProperty().set(tenant);
        vm.amountProperty().set("25");
        vm.reasonProperty().set("goodwill, ticket 881");
        assertThat(vm.canAdjust().get()).isTrue();
        f.dialogs.answer(true);

        vm.adjust();

        assertThat(f.dialogs.asked).containsExactly("confirm: Adjust credit");
        assertThat(vm.selectedProperty().get().balance())
                .isEqualByComparingTo(tenant.balance().add(new BigDecimal("25")));
        assertThat(vm.statusProperty().get()).contains("is now");
        assertThat(f.journal.entries().get(0).provenance().reason()).isEqualTo("goodwill, ticket 881");
        assertThat(vm.amountProperty().get()).isEmpty();
    }

    @Test
    void anAdjustmentWhoseReplyWasLostIsReportedAsTheBalanceReadBackShowsIt(LocalDynamo dynamo, @TempDir Path dir) {
        // without transactions, where a lost reply is settled by reading the balance back
        try (FaultProxy proxy = FaultProxy.start(dynamo.endpoint()).withoutTransactions();
                DynamoDbClient client = DynamoClients.local(proxy.endpoint(), List.of(dynamo.writeGuard()))) {
            ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "helpmaton", dir, client, "Workspace");
            CreditsViewModel vm = new CreditsViewModel(f.context);
            vm.load();
            TenantBalance tenant = vm.balances().stream()
                    .filter(b -> b.row().valid())
                    .findFirst()
                    .orElseThrow();
            String marker = "\"workspaces/" + tenant.tenantId() + "\"";
            vm.selectedProperty().set(tenant);

            proxy.faultNextWrite(marker, FaultProxy.Fault.ERROR_AFTER_APPLYING);
            adjust(vm, f, "25");
            assertThat(f.dialogs.errors).isEmpty();
            assertThat(vm.statusProperty().get())
                    .contains("is now "
                            + tenant.balance().add(new BigDecimal("25")).toPlainString())
                    .endsWith("The reply was lost; reading the balance back shows the adjustment applied.");

            proxy.faultNextWrite(marker, FaultProxy.Fault.DROP_BEFORE_SENDING);
            f.dialogs.answer(true);
            adjust(vm, f, "5");
            assertThat(f.dialogs.errors).isEmpty();
            assertThat(f.dialogs.confirmations)
                    .last()
                    .asString()
                    .startsWith("Credit not adjusted so far: the reply was lost: ")
                    .contains("not applied so far", "a request delayed on its way could still arrive")
                    .contains("Try again sends the same adjustment");
            assertThat(vm.statusProperty().get())
                    .as("tried again, with the same condition")
                    .contains("is now "
                            + tenant.balance().add(new BigDecimal("30")).toPlainString());

            proxy.faultNextWrite(
                    marker,
                    FaultProxy.Fault.DROP_BEFORE_SENDING,
                    () -> f.store.apply(
                            f.store.planCredit(tenant.row().entity().orElseThrow(), tenant.tenantId(), BigDecimal.ONE),
                            "a colleague"));
            adjust(vm, f, "7");
            BigDecimal now = tenant.balance().add(new BigDecimal("31"));
            assertThat(f.dialogs.errors)
                    .singleElement()
                    .asString()
                    .startsWith("Credit adjusted or not? The outcome is unknown: ")
                    .contains("The balance of " + tenant.tenantId() + " is now " + now.toPlainString());
            assertThat(vm.statusProperty().get())
                    .startsWith("Whether the adjustment of " + tenant.tenantId() + " was applied is unknown.");
        }
    }

    private static void adjust(CreditsViewModel vm, ConsoleFixture f, String amount) {
        vm.amountProperty().set(amount);
        vm.reasonProperty().set("goodwill");
        f.dialogs.answer(true);
        vm.adjust();
    }

    @Test
    void belowTheFloorCannotBeSubmittedAndReadOnlyCannotAdjust(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.onSharedDemo(dynamo, "helpmaton", dir);
        CreditsViewModel vm = new CreditsViewModel(f.context);
        vm.load();
        TenantBalance tenant = vm.balances().get(0);
        vm.selectedProperty().set(tenant);
        vm.reasonProperty().set("x");

        vm.amountProperty().set(tenant.balance().add(BigDecimal.ONE).negate().toPlainString());
        assertThat(vm.adjustmentProperty().get().message()).startsWith("Refused");
        vm.amountProperty().set("1");
        assertThat(vm.adjustmentProperty().get().valid()).isTrue();
        assertThat(vm.canAdjust().get()).as("read-only connection").isFalse();

        vm.adjust();
        assertThat(f.dialogs.asked).isEmpty();
    }

    @Test
    void aPlatformWithoutCreditSaysSo(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "lon12", dir);
        CreditsViewModel vm = new CreditsViewModel(f.context);

        vm.load();

        assertThat(vm.creditEntity()).isEmpty();
        assertThat(vm.statusProperty().get()).isEqualTo("Treven keeps no credit balances.");
    }
}
