package io.tenantdesk.ui.entitylist;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Truncation;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.DemoScreen;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/** The entity list on screen (headless Monocle), on app_data and Wallcrawler demo data. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SharesTheFxThread
class EntityListViewTest {

    private DemoScreen screen;
    private Stage stage;
    private ConsoleFixture appData;
    private ConsoleFixture wallcrawler;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws java.io.IOException {
        screen = new DemoScreen(dynamo);
        appData = screen.appData;
        wallcrawler = screen.wallcrawler;
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        screen.showOn(stage);
    }

    @Test
    void theStartUpWarmUpLaysOutAListOffScreenAndLeavesTheWindowAsItWas(FxRobot robot) {
        javafx.scene.Parent root = stage.getScene().getRoot();
        int windows = javafx.stage.Window.getWindows().size();
        int tables = robot.lookup(".table-view").queryAll().size();
        int[] rows = {0};

        robot.interact(() -> rows[0] = new ListWarmUp().run(stage.getScene()));

        assertThat(rows[0]).as("both sample rows laid out").isEqualTo(2);
        assertThat(stage.getScene().getRoot()).isSameAs(root);
        assertThat(javafx.stage.Window.getWindows()).hasSize(windows);
        assertThat(robot.lookup(".table-view").queryAll())
                .as("nothing added to the window")
                .hasSize(tables);
    }

    @AfterAll
    void stop() {
        screen.close();
    }

    private EntityListTab show(FxRobot robot, ConsoleFixture f, String entity, Scope scope) throws Exception {
        return screen.show(
                robot,
                () -> new EntityListTab(f.context, f.platform.entity(entity).orElseThrow(), scope),
                tab -> tab.viewModel().list().loadingProperty());
    }

    private static void awaitLoaded(EntityListTab tab) throws Exception {
        DemoScreen.awaitIdle(tab.viewModel().list().loadingProperty());
    }

    /** Keyboard focus without moving the mouse there (mouse moves are slow on a busy machine). */
    private static void focus(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        robot.interact(node::requestFocus);
    }

    private static void fire(FxRobot robot, String query) {
        javafx.scene.control.ButtonBase button = robot.lookup(query).queryAs(javafx.scene.control.ButtonBase.class);
        robot.interact(button::fire);
        FxSettle.settle();
    }

    @SuppressWarnings("unchecked")
    private static TableView<EntityRowViewModel> table(FxRobot robot) {
        return robot.lookup("#entityListTable").queryAs(TableView.class);
    }

    @Test
    void licensesShowTheQuickFilterNarrowsAndKeysWork(FxRobot robot) throws Exception {
        ConsoleFixture f = appData;
        EntityListTab tab = show(robot, f, "License", Scope.all());
        int licenses = f.data.recognisedCounts().get("License");

        TableView<EntityRowViewModel> table = table(robot);
        assertThat(table.getItems()).hasSize(licenses);
        assertThat(tab.titleProperty().get()).isEqualTo("Licenses · all");
        assertThat(table.getColumns().get(1).getText()).isEqualTo("Account ID");
        assertThat(table.getFixedCellSize())
                .as("one-line rows at a fixed height, not measured one by one")
                .isPositive();
        assertThat(robot.lookup(".table-row-cell").queryAs(TableRow.class).getHeight())
                .isEqualTo(table.getFixedCellSize());
        assertThat(robot.lookup("#readLabel").queryAs(Label.class).getText()).contains("GSI1");
        assertThat(robot.lookup("#scanBadge").query().isVisible()).isFalse();
        assertThat(robot.lookup("#newButton").queryAs(Button.class).isDisabled())
                .isFalse();
        long broken = f.data.malformed().stream()
                .filter(m -> "License".equals(m.entity()))
                .count();
        assertThat(broken)
                .as("the demo's licenses with a drifted or missing index key")
                .isPositive();
        assertThat(robot.lookup("#countsLabel").queryAs(Label.class).getText())
                .isEqualTo(licenses + " loaded · " + broken + " with problems");
        MenuButton export = robot.lookup("#exportButton").queryAs(MenuButton.class);
        assertThat(export.isDisabled()).isFalse();
        assertThat(export.getItems())
                .extracting(MenuItem::getText)
                .containsExactly(
                        "Shown rows (" + licenses + ") as CSV…",
                        "Shown rows (" + licenses + ") as JSON…",
                        null,
                        "All loaded rows (" + licenses + ") as CSV…",
                        "All loaded rows (" + licenses + ") as JSON…",
                        null,
                        "Import corrections…");
        assertThat(export.getItems().get(6).isDisable()).isFalse();

        String id = table.getItems().get(3).row().text("license_id").orElseThrow();
        focus(robot, "#entityListTable");
        robot.press(KeyCode.CONTROL, KeyCode.F).release(KeyCode.F, KeyCode.CONTROL);
        assertThat(robot.lookup("#quickFilter").queryAs(TextField.class).isFocused())
                .isTrue();
        Typing.write(robot, id.substring(0, 6));
        FxSettle.settle();
        assertThat(table.getItems())
                .isNotEmpty()
                .hasSizeLessThan(licenses)
                .allSatisfy(r ->
                        assertThat(r.searchText()).contains(id.substring(0, 6).toLowerCase()));
        assertThat(robot.lookup("#countsLabel").queryAs(Label.class).getText()).contains("shown");

        robot.type(KeyCode.DOWN);
        robot.type(KeyCode.ENTER);
        assertThat(f.workspace.opened).containsExactly("item License");

        focus(robot, "#quickFilter");
        robot.type(KeyCode.ESCAPE);
        FxSettle.settle();
        assertThat(table.getItems()).hasSize(licenses);

        robot.type(KeyCode.F5);
        awaitLoaded(tab);
        assertThat(table.getItems()).hasSize(licenses);
    }

    @Test
    void rowsAreOneLineAtTheThemesRowHeightBadgeOrNot(FxRobot robot) throws Exception {
        show(robot, appData, "Account", Scope.all());
        TableView<EntityRowViewModel> table = table(robot);
        fire(robot, "#problemsOnly");

        java.util.List<javafx.scene.control.TableRow<?>> rows =
                robot.lookup(".table-row-cell").queryAllAs(javafx.scene.control.TableRow.class).stream()
                        .filter(r -> !r.isEmpty())
                        .<javafx.scene.control.TableRow<?>>map(r -> r)
                        .toList();
        assertThat(rows).hasSize(3);
        double rowHeight = 2.1 * rows.get(0).getFont().getSize();
        org.assertj.core.data.Offset<Double> exactly = org.assertj.core.data.Offset.offset(0.01);
        assertThat(table.getFixedCellSize()).isCloseTo(rowHeight, exactly);
        assertThat(rows)
                .allSatisfy(row -> assertThat(row.getLayoutBounds().getHeight()).isCloseTo(rowHeight, exactly));
        assertThat(robot.lookup(".problem-badge").queryAllAs(Node.class))
                .hasSize(3)
                .allSatisfy(
                        badge -> assertThat(badge.getLayoutBounds().getHeight()).isCloseTo(rowHeight, exactly));
    }

    @Test
    void aMalformedItemShowsItsBadge(FxRobot robot) throws Exception {
        ConsoleFixture f = appData;
        show(robot, f, "Account", Scope.all());
        TableView<EntityRowViewModel> table = table(robot);

        fire(robot, "#problemsOnly");

        assertThat(table.getItems())
                .hasSize(3)
                .allSatisfy(r -> assertThat(r.problem()).isTrue());
        assertThat(robot.lookup(".problem-badge").queryAll()).hasSize(3).allSatisfy(n -> {
            @SuppressWarnings("unchecked")
            TableCell<EntityRowViewModel, ?> cell = (TableCell<EntityRowViewModel, ?>) n;
            assertThat(cell.getText()).isEqualTo("⚠");
            assertThat(cell.getTooltip().getText()).isNotBlank();
        });
        assertThat(robot.lookup(".problem-badge").queryAll())
                .anySatisfy(n ->
                        assertThat(((TableCell<?, ?>) n).getTooltip().getText()).contains("required but missing"));
    }

    @Test
    void wallcrawlerSessionsOnAReadOnlyConnection(FxRobot robot) throws Exception {
        ConsoleFixture f = wallcrawler;
        EntityListTab tab = show(robot, f, "Session", Scope.all());
        TableView<EntityRowViewModel> table = table(robot);

        assertThat(table.getItems()).hasSize(f.data.recognisedCounts().get("Session"));
        assertThat(robot.lookup("#scanBadge").query().isVisible()).isTrue();
        assertThat(robot.lookup("#newButton").queryAs(Button.class).isDisabled())
                .isTrue();
        MenuItem duplicate = table.getContextMenu().getItems().stream()
                .filter(i -> "duplicateItem".equals(i.getId()))
                .findFirst()
                .orElseThrow();
        assertThat(duplicate.isVisible()).isFalse();
        TableColumn<EntityRowViewModel, ?> expires = table.getColumns().stream()
                .filter(c -> c.getText().equals("Expires at"))
                .findFirst()
                .orElseThrow();
        robot.interact(() -> table.scrollToColumn(expires));
        FxSettle.settle();
        robot.interact(() -> assertThat(Truncation.cutCells(table, expires))
                .as("a TTL's date and countdown, whole")
                .isEmpty());
        robot.interact(() -> table.scrollToColumnIndex(0));

        focus(robot, "#quickFilter");
        Typing.write(robot, "RUNNING");
        FxSettle.settle();
        assertThat(table.getItems())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.searchText()).contains("running"));
        assertThat(tab.viewModel().problemCountProperty().get()).isEqualTo(1);

        robot.type(KeyCode.ESCAPE);
        fire(robot, "#problemsOnly");
        Node badge = robot.lookup(".problem-badge").query();
        assertThat(((TableCell<?, ?>) badge).getTooltip().getText()).startsWith("Internal status is stored as N");
    }

    @Test
    void choosingARangeInTheScopeBarReadsIt(FxRobot robot) throws Exception {
        ConsoleFixture f = appData;
        EntityListTab tab = show(robot, f, "License", Scope.all());

        robot.interact(() -> {
            ScopeBarViewModel bar = tab.viewModel().scopeBar();
            bar.choiceProperty().set(bar.choices().get(2));
        });
        awaitLoaded(tab);

        assertThat(tab.titleProperty().get()).isEqualTo("Licenses · Active, ending within 30 days");
        assertThat(table(robot).getItems())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.row().text("status")).contains("active"));
        String tenant = table(robot).getItems().get(0).row().text("account_id").orElseThrow();

        robot.interact(() -> {
            ScopeBarViewModel bar = tab.viewModel().scopeBar();
            bar.choiceProperty().set(bar.choices().get(1));
        });
        assertThat(robot.lookup("#tenantField").query().isVisible()).isTrue();
        FxSettle.settle();
        assertThat(robot.lookup("#tenantField").query().isFocused())
                .as("focus owner " + screen.scene().getFocusOwner())
                .isTrue();
        Typing.write(robot, tenant).type(KeyCode.ENTER);
        awaitLoaded(tab);

        assertThat(tab.titleProperty().get()).isEqualTo("Licenses · tenant " + tenant);
        assertThat(table(robot).getItems())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.row().text("account_id")).contains(tenant));
    }
}
