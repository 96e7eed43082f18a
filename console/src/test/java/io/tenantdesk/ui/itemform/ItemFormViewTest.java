package io.tenantdesk.ui.itemform;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Page;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.ThemedStage;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.dialogs.ConflictRow;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.theme.TestAppearance;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The item form on a headless window against dynalite: app_data, Helpmaton and Wallcrawler. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class ItemFormViewTest {

    private final FxExecutors executors = new FxExecutors(2);
    private final StackPane host = new StackPane();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        TestAppearance.light();
        ThemedStage.show(stage, host, 1000, 760);
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    /** The fixture's store and journal, with real executors and real dialogs owned by the test's window. */
    private ConsoleContext realContext(ConsoleFixture fixture) {
        ConsoleContext c = fixture.context;
        return new ConsoleContext(
                c.store(), c.journal(), executors, new FxDialogService(stage), c.workspace(), c.text(), c.clock());
    }

    private ItemFormTab show(FxRobot robot, ItemFormTab tab) {
        robot.interact(() -> host.getChildren().setAll(tab.view()));
        return tab;
    }

    private static Control input(ItemFormTab tab, String field) {
        return tab.formView().input(field).orElseThrow();
    }

    private static List<String> licenseIds(ConsoleFixture fixture, String status) {
        List<String> ids = new ArrayList<>();
        fixture.store.list(
                fixture.platform.entity("License").orElseThrow(),
                Scope.range("by-status", Map.of("status", status)),
                null,
                (Page page) ->
                        page.rows().forEach(r -> ids.add(r.text("license_id").orElseThrow())),
                new CancelToken());
        return ids;
    }

    private void saveWithReason(FxRobot robot, String reason) {
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        FxSettle.settle();
        assertThat(robot.lookup("#confirmWrite").queryButton().isDisabled())
                .as("no reason yet")
                .isTrue();
        Typing.write(robot.clickOn("#reasonField"), reason).type(KeyCode.ENTER);
    }

    @Test
    void editingAnAppDataLicenseStatusMovesItToTheNewGsi3Partition(FxRobot robot, LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        ConsoleFixture fixture = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityRow license = FormData.firstValid(
                fixture, "License", r -> r.text("status").orElse("").equals("active"));
        String id = license.text("license_id").orElseThrow();
        ItemFormTab tab = show(robot, new ItemFormTab(realContext(fixture), license));
        assertThat(input(tab, "account_id").isDisabled()).isTrue();

        robot.clickOn("#field-status");
        robot.clickOn("expired");
        TableView<KeyPreview> preview = robot.lookup("#keyPreview").queryTableView();
        assertThat(preview.getItems())
                .filteredOn(k -> k.key().equals("GSI3PK"))
                .singleElement()
                .satisfies(k -> assertThat(k.value()).isEqualTo("LICENSE#STATUS#expired"))
                .satisfies(k -> assertThat(k.was()).isEqualTo("LICENSE#STATUS#active"));
        assertThat(tab.dirtyProperty().get()).isTrue();

        saveWithReason(robot, "Ticket 4411");
        WaitForAsyncUtils.waitFor(
                10, TimeUnit.SECONDS, () -> !tab.dirtyProperty().get());
        FxSettle.settle();

        assertThat(robot.lookup("#formStatus").queryAs(Label.class).getText()).startsWith("Saved at");
        assertThat(((TextField) input(tab, "updated_at")).getText())
                .as("the stamp as every view shows a moment, not as stored")
                .matches("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}");
        assertThat(licenseIds(fixture, "expired")).contains(id);
        assertThat(licenseIds(fixture, "active")).doesNotContain(id);
        assertThat(fixture.journal.entries())
                .singleElement()
                .satisfies(e -> assertThat(e.provenance().reason()).isEqualTo("Ticket 4411"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void aConcurrentChangeOpensTheConflictDialog(FxRobot robot, LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        ConsoleFixture fixture = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityRow license = FormData.firstValid(
                fixture, "License", r -> r.text("status").orElse("").equals("active"));
        ItemFormTab tab = show(robot, new ItemFormTab(realContext(fixture), license));
        robot.interact(() ->
                ((ComboBox<String>) input(tab, "status")).getSelectionModel().select("expired"));
        assertThat(tab.viewModel().field("status").orElseThrow().currentText()).isEqualTo("expired");
        FormData.changeBehindTheFormsBack(fixture, license, "product", Value.str("Changed By A Colleague"));

        saveWithReason(robot, "ticket 9");
        // the dialog is in the scene graph a moment before its window shows, longer on a busy machine
        WaitForAsyncUtils.waitFor(
                10,
                TimeUnit.SECONDS,
                () -> robot.lookup("#takeTheirs")
                        .match(org.testfx.util.NodeQueryUtils.isVisible())
                        .tryQuery()
                        .isPresent());

        TableView<ConflictRow> rows = robot.lookup("#conflictTable").queryTableView();
        assertThat(rows.getItems())
                .filteredOn(ConflictRow::differs)
                .extracting(ConflictRow::attribute)
                .contains("product", "status", "GSI3PK");
        assertThat(rows.getItems())
                .filteredOn(r -> r.attribute().equals("product"))
                .singleElement()
                .satisfies(r -> assertThat(r.theirs()).isEqualTo("Changed By A Colleague"));
        robot.clickOn("#takeTheirs");
        WaitForAsyncUtils.waitFor(
                5, TimeUnit.SECONDS, () -> !tab.dirtyProperty().get());

        assertThat(tab.viewModel().field("product").orElseThrow().currentText()).isEqualTo("Changed By A Colleague");
        assertThat(((ComboBox<?>) input(tab, "status")).getValue()).isEqualTo("active");
        assertThat(fixture.store.reload(license).orElseThrow().item().scalarText("status"))
                .contains("active");
    }

    @Test
    void aHelpmatonKeyValueWithASeparatorBlocksSaveWithItsMessageOnTheField(
            FxRobot robot, LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture fixture = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "helpmaton", dir);
        ItemFormTab tab = show(
                robot,
                new ItemFormTab(
                        fixture.context, fixture.platform.entity("Workspace").orElseThrow(), Map.of()));
        Button save = robot.lookup("#saveButton").queryButton();
        assertThat(save.getText()).isEqualTo("_Create");

        Typing.write(robot.clickOn("#field-workspaceId"), "ws/7");

        Control field = input(tab, "workspaceId");
        String message = "Workspace ID must not contain “/”";
        assertThat(save.isDisabled()).isTrue();
        assertThat(field.getPseudoClassStates()).contains(PseudoClass.getPseudoClass("invalid"));
        assertThat(field.getTooltip().getText()).startsWith(message);
        assertThat(tab.formView().validation().getHighestMessage(field))
                .hasValueSatisfying(m -> assertThat(m.getText()).isEqualTo(message));
        assertThat(robot.lookup("#problemsSummary").queryAs(Label.class).getText())
                .contains(message);

        robot.interact(() -> tab.viewModel()
                .field("workspaceId")
                .orElseThrow()
                .textProperty()
                .set("ws-7"));
        assertThat(tab.formView().validation().getHighestMessage(field)).isEmpty();
        TableView<KeyPreview> preview = robot.lookup("#keyPreview").queryTableView();
        assertThat(preview.getItems())
                .filteredOn(k -> k.key().equals("pk"))
                .singleElement()
                .satisfies(k -> assertThat(k.value()).isEqualTo("workspaces/ws-7"));
        assertThat(save.isDisabled()).as("name, currency... are still missing").isTrue();
    }

    @Test
    void aReadOnlyWallcrawlerConnectionDisablesEveryEditAndOffersNoWrite(
            FxRobot robot, LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture fixture = ConsoleFixture.onSharedDemo(dynamo, "wallcrawler", dir);
        EntityRow session = FormData.firstValid(fixture, "Session");
        ItemFormTab tab = show(robot, new ItemFormTab(fixture.context, session));

        assertThat(tab.viewModel().fields())
                .allSatisfy(f -> assertThat(input(tab, f.name()).isDisabled())
                        .as(f.name())
                        .isTrue());
        for (String write : List.of("#saveButton", "#deleteButton", "#duplicateButton", "#revertButton")) {
            assertThat(robot.lookup(write).query().isVisible()).as(write).isFalse();
        }
        Label banner = robot.lookup("#formBanner").queryAs(Label.class);
        assertThat(banner.isVisible()).isTrue();
        assertThat(banner.getText()).startsWith("Read-only connection");
        assertThat(((javafx.scene.control.TextField) input(tab, "signingKey")).getText())
                .isIn(io.tenantdesk.ui.common.ValueText.MASK, "(not set)");

        robot.clickOn("#keyPreview");
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        FxSettle.settle();

        assertThat(fixture.dialogs.errors)
                .containsExactly("Read-only connection: This connection is read-only: nothing can be saved.");
        assertThat(fixture.journal.entries()).isEmpty();
    }

    @Test
    void attributesOutsideTheDescriptorShowInTheirTableWhenTheirPaneIsOpened(
            FxRobot robot, LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture fixture = ConsoleFixture.onSharedDemo(dynamo, "app_data", dir);
        EntityRow license = FormData.firstValid(fixture, "License");
        EntityRow withExtra = new EntityRow(
                license.table(),
                license.item().toBuilder()
                        .putString("legacy_note", "migrated from v1")
                        .build(),
                license.classification());
        show(robot, new ItemFormTab(fixture.context, withExtra));
        javafx.scene.control.TitledPane pane =
                robot.lookup(".form-section").queryAllAs(javafx.scene.control.TitledPane.class).stream()
                        .filter(p -> p.getText().startsWith("Other attributes"))
                        .findFirst()
                        .orElseThrow();
        assertThat(pane.isVisible()).isTrue();
        assertThat(pane.isExpanded()).isFalse();
        assertThat(pane.getText()).startsWith("Other attributes (1,");

        robot.interact(() -> pane.setExpanded(true));
        TableView<OtherAttribute> table = robot.lookup("#otherAttributes").queryTableView();
        assertThat(table.getScene()).isNotNull();
        assertThat(table.getItems()).singleElement().satisfies(a -> {
            assertThat(a.name()).isEqualTo("legacy_note");
            assertThat(a.text()).isEqualTo("migrated from v1");
        });
    }

    @Test
    void theStartUpWarmUpLaysOutEachKindOfFieldOffScreenAndLeavesTheWindowAsItWas(FxRobot robot) {
        int windows = javafx.stage.Window.getWindows().size();
        int[] inputs = {0};

        robot.interact(() -> inputs[0] = new FormWarmUp().run(stage.getScene()));

        assertThat(inputs[0])
                .as("text, choice, date, check box and JSON inputs laid out")
                .isEqualTo(5);
        assertThat(stage.getScene().getRoot()).isSameAs(host);
        assertThat(host.getChildren()).isEmpty();
        assertThat(javafx.stage.Window.getWindows()).hasSize(windows);
    }
}
