package io.tenantdesk.ui.main;

import static org.assertj.core.api.Assertions.assertThat;
import static org.testfx.util.WaitForAsyncUtils.waitFor;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.credit.Amounts;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.matcher.control.LabeledMatchers;

/** The console as a whole, on headless Monocle against demo data in dynalite. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class ConsoleFlowTest {

    @TempDir
    Path dir;

    private final FxExecutors executors = new FxExecutors(4);
    private TestConsole console;
    private MainWindowViewModel vm;

    @Start
    void start(Stage stage) {
        console = TestConsole.show(stage, dir, executors, 1280, 800);
        vm = console.vm;
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    /** Connects to the run's shared demo data, for a test that sends no write (the client's guard would refuse it). */
    private PlatformDescriptor connect(FxRobot robot, LocalDynamo dynamo, String platformId, boolean readOnly) {
        return readOnly
                ? console.connectToSharedDemo(robot, dynamo, platformId)
                : console.connectOfferingWrites(robot, dynamo, platformId);
    }

    /** Connects to the platform's demo data in tables of the test's own, for a test that writes. */
    private PlatformDescriptor connectToTablesOfItsOwn(FxRobot robot, LocalDynamo dynamo, String platformId) {
        return console.connectToTablesOfItsOwn(robot, dynamo, platformId);
    }

    private static String firstValidTenant(MainWindowViewModel vm) {
        var ctx = vm.contextProperty().get();
        var tenant = ctx.store().platform().tenantEntity().orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        ctx.store().list(tenant, Scope.all(), null, p -> rows.addAll(p.rows()), new CancelToken());
        return rows.stream()
                .filter(EntityRow::valid)
                .findFirst()
                .orElseThrow()
                .text(tenant.tenantField().orElseThrow())
                .orElseThrow();
    }

    private List<String> tabTitles() {
        return vm.tabs().stream().map(t -> t.titleProperty().get()).toList();
    }

    private void await(java.util.concurrent.Callable<Boolean> condition) throws Exception {
        waitFor(15, TimeUnit.SECONDS, condition);
        FxSettle.settle();
    }

    @Test
    void browsingTenantsOpensATenantAndItsUsers(FxRobot robot, LocalDynamo dynamo) throws Exception {
        connect(robot, dynamo, "app_data", false);
        String account = firstValidTenant(vm);

        Typing.write(robot.clickOn("#tenantField"), account).type(KeyCode.ENTER);
        await(() -> robot.lookup("#section-User").tryQuery().isPresent());

        TableView<?> users = robot.lookup("#section-User .table-view").queryAs(TableView.class);
        assertThat(users.getItems()).isNotEmpty();
        Node firstUser = robot.from(users).lookup(".table-row-cell").nth(0).query();
        robot.doubleClickOn(firstUser, MouseButton.PRIMARY);
        await(() -> vm.tabs().size() == 3);

        assertThat(tabTitles().get(1)).isEqualTo("Tenant " + account);
        TabContent userTab = vm.selectedTabProperty().get();
        assertThat(userTab.identity()).contains("USER#");
    }

    @Test
    void theTenantListOpensATenantsItemWithEnter(FxRobot robot, LocalDynamo dynamo) throws Exception {
        connect(robot, dynamo, "t3nets", false);

        robot.clickOn("Tenants");
        await(() -> robot.lookup("#entityListTable")
                .tryQueryAs(TableView.class)
                .filter(t -> !t.getItems().isEmpty())
                .isPresent());
        Node row = robot.lookup("#entityListTable .table-row-cell").nth(0).query();
        robot.clickOn(row).type(KeyCode.ENTER);
        await(() -> vm.tabs().size() == 3);

        assertThat(tabTitles().get(1)).isEqualTo("Tenants · all");
        assertThat(vm.selectedTabProperty().get().identity()).contains("TENANT#");
    }

    @Test
    void ctrlFRightAfterOpeningAListFromTheNavigationGoesToItsFilter(FxRobot robot, LocalDynamo dynamo)
            throws Exception {
        connect(robot, dynamo, "t3nets", false);

        robot.clickOn("Tenants");
        await(() -> robot.lookup("#entityListTable")
                .tryQueryAs(TableView.class)
                .filter(t -> !t.getItems().isEmpty())
                .isPresent());
        assertThat(robot.lookup("#navigation").queryAs(Node.class).isFocused())
                .as("the click left the focus there")
                .isTrue();
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        FxSettle.settle();

        Node filter = robot.lookup("#quickFilter").query();
        assertThat(filter.isFocused()).isTrue();
    }

    @Test
    void aLongTitleIsShortenedOnItsTabAndWholeInItsTooltip(FxRobot robot, LocalDynamo dynamo) throws Exception {
        connect(robot, dynamo, "t3nets", false);
        String longId = "k".repeat(2000);

        robot.interact(() -> vm.goToTenant(longId));
        await(() -> vm.tabs().size() == 2);

        javafx.scene.control.TabPane tabs = robot.lookup("#tabs").queryAs(javafx.scene.control.TabPane.class);
        javafx.scene.control.Tab tab = tabs.getTabs().get(1);
        assertThat(tab.getText()).hasSizeLessThanOrEqualTo(42).endsWith("…");
        assertThat(tab.getTooltip().getText()).isEqualTo("Tenant " + longId);
    }

    @Test
    void aHelpmatonCreditAdjustmentIsConfirmedAndWritten(FxRobot robot, LocalDynamo dynamo) throws Exception {
        connectToTablesOfItsOwn(robot, dynamo, "helpmaton");

        robot.clickOn("Credit balances");
        robot.clickOn("Balances");
        await(() -> robot.lookup("#creditTable")
                .tryQueryAs(TableView.class)
                .filter(t -> !t.getItems().isEmpty())
                .isPresent());
        robot.clickOn(robot.lookup("#creditTable .table-row-cell").nth(0).queryAs(Node.class));
        var credits =
                (io.tenantdesk.ui.credit.CreditsTab) vm.selectedTabProperty().get();
        var chosen = credits.viewModel().selectedProperty().get();
        Typing.write(robot.clickOn("#amountField"), "12.5");
        Typing.write(robot.clickOn("#reasonField"), "goodwill, ticket 4411");
        assertThat(robot.lookup("#adjustPreview").queryLabeled().getText())
                .isEqualTo("New balance: "
                        + Amounts.withCurrency(chosen.balance().add(new BigDecimal("12.5")), chosen.currency()));

        robot.clickOn("#adjustButton");
        robot.clickOn("Adjust");
        await(() -> robot.lookup("#creditStatus").queryLabeled().getText().contains("is now"));

        var ctx = vm.contextProperty().get();
        var workspace = ctx.store().platform().entity("Workspace").orElseThrow();
        EntityRow now = ctx.store()
                .get(workspace, Map.of("workspaceId", chosen.tenantId()))
                .orElseThrow();
        assertThat(new BigDecimal(now.text("creditBalance").orElseThrow()))
                .isEqualByComparingTo(chosen.balance().add(new BigDecimal("12.5")));

        java.util.function.Predicate<Node> anotherTenant = n -> n instanceof javafx.scene.control.TableRow<?> row
                && row.getItem() instanceof io.tenantdesk.ui.credit.TenantBalance other
                && !other.tenantId().equals(chosen.tenantId());
        await(() -> robot.lookup("#creditTable .table-row-cell")
                .match(anotherTenant)
                .tryQuery()
                .isPresent());
        robot.clickOn(robot.lookup("#creditTable .table-row-cell")
                .match(anotherTenant)
                .queryAs(Node.class));
        assertThat(robot.lookup("#creditStatus").queryLabeled().getText())
                .as("the success message was another tenant's")
                .isEmpty();
    }

    @Test
    void theNavigationOpensOnAClickOrEnterAndArrowsOnlyMove(FxRobot robot, LocalDynamo dynamo) throws Exception {
        connect(robot, dynamo, "helpmaton", true);

        robot.clickOn(navigationNode(robot, "Users"));
        assertThat(tabTitles()).hasSize(2);
        robot.type(KeyCode.DOWN, 2);
        assertThat(tabTitles()).hasSize(2);
        robot.type(KeyCode.ENTER);

        assertThat(tabTitles()).containsExactly("Helpmaton", "Auth users · all", "User refresh tokens · all");
    }

    private static Node navigationNode(FxRobot robot, String label) {
        return robot.lookup("#navigation .tree-cell")
                .match(LabeledMatchers.hasText(label))
                .query();
    }

    @Test
    void aReadOnlyConnectionShowsItsBadgeAndOffersNoWrites(FxRobot robot, LocalDynamo dynamo) throws Exception {
        connect(robot, dynamo, "wallcrawler", true);

        assertThat(robot.lookup("#readOnlyBadge").query().isVisible()).isTrue();
        assertThat(robot.lookup("#allowWritesButton").query().isVisible()).isTrue();
        robot.clickOn("Sessions");
        await(() -> robot.lookup("#newButton").tryQuery().isPresent());

        assertThat(robot.lookup("#newButton").query().isDisabled()).isTrue();
        assertThat(vm.contextProperty().get().readOnly()).isTrue();
    }

    @Test
    void twoAdHocQueriesAreToldApartOnTheirTabs(FxRobot robot, LocalDynamo dynamo) {
        connect(robot, dynamo, "app_data", true);

        robot.interact(() -> {
            vm.workspace().openQuery();
            vm.workspace().openQuery();
        });

        javafx.scene.control.TabPane tabs = robot.lookup("#tabs").queryAs(javafx.scene.control.TabPane.class);
        assertThat(tabs.getTabs())
                .extracting(javafx.scene.control.Tab::getText)
                .containsExactly("App Data", "Ad-hoc query", "Ad-hoc query (2)");
    }
}
