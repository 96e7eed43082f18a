package io.tenantdesk.ui.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.export.RowExporter;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.DemoScreen;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.entitylist.EntityListTab;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import java.io.OutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableView;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Import corrections through the real dialogs (headless Monocle): the file picked, the plan confirmed with a reason,
 * the outcomes listed. Only the system's file chooser, which Monocle cannot show, answers with the file.
 */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@SharesTheFxThread
class ImportCorrectionsViewTest {

    private final FxExecutors executors = new FxExecutors(2);
    private final AtomicReference<Path> picked = new AtomicReference<>();
    private ConsoleFixture f;
    private StackPane root;
    private ConsoleContext context;

    @BeforeAll
    void load(LocalDynamo dynamo) throws java.io.IOException {
        f = new ConsoleFixture(dynamo, "app_data", Files.createTempDirectory("import-journal"), false, executors);
    }

    @Start
    void start(Stage stage) {
        root = DemoScreen.emptyWindow(stage);
        DialogService fx = new FxDialogService(stage);
        DialogService dialogs = (DialogService) Proxy.newProxyInstance(
                DialogService.class.getClassLoader(), new Class<?>[] {DialogService.class}, (proxy, method, args) -> {
                    if (method.getName().equals("chooseOpenFile")) {
                        return Optional.ofNullable(picked.get());
                    }
                    try {
                        return method.invoke(fx, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        context = new ConsoleContext(
                f.store,
                f.journal,
                executors,
                dialogs,
                f.workspace,
                new ValueText(Clock.systemUTC(), ZoneId.of("Europe/Berlin")),
                Clock.systemUTC());
    }

    @AfterAll
    void stop() {
        executors.close();
    }

    private static void await(FxRobot robot, String query) throws Exception {
        WaitForAsyncUtils.waitFor(
                20, TimeUnit.SECONDS, () -> robot.lookup(query).tryQuery().isPresent());
        FxSettle.settle();
    }

    @Test
    void anEditedCsvIsPickedConfirmedAndItsOutcomeListed(FxRobot robot, @org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        AtomicReference<EntityListTab> tab = new AtomicReference<>();
        robot.interact(() -> {
            tab.set(new EntityListTab(context, f.platform.entity("License").orElseThrow(), Scope.all()));
            root.getChildren().setAll(tab.get().view());
            tab.get().start();
        });
        DemoScreen.awaitIdle(tab.get().viewModel().list().loadingProperty());
        List<EntityRow> rows = tab.get().viewModel().list().loadedRows().stream()
                .map(EntityRowViewModel::row)
                .filter(EntityRow::valid)
                .filter(r -> r.item().scalarText("seats").isPresent())
                .limit(3)
                .toList();
        Path file = dir.resolve("licenses.csv");
        try (OutputStream out = Files.newOutputStream(file);
                RowExporter exporter =
                        RowExporter.open(ExportFormat.CSV, tab.get().viewModel().entity(), out)) {
            rows.forEach(exporter::write);
        }
        List<String> lines = new ArrayList<>(Files.readAllLines(file));
        String header = lines.get(0);
        int seats = List.of(header.split(",")).indexOf("seats");
        String[] cells = lines.get(2).split(",", -1);
        cells[seats] = "606";
        lines.set(2, String.join(",", cells));
        Files.write(file, lines);
        picked.set(file);

        MenuButton export = robot.lookup("#exportButton").queryAs(MenuButton.class);
        MenuItem importItem = export.getItems().stream()
                .filter(i -> "importCorrections".equals(i.getId()))
                .findFirst()
                .orElseThrow();
        assertThat(importItem.isDisable()).isFalse();
        Platform.runLater(importItem::fire);

        await(robot, "#batchSummary");
        assertThat(robot.lookup("#batchSummary").queryAs(Label.class).getText())
                .isEqualTo("Import licenses.csv: 0 new, 1 updated, 2 unchanged, 0 rejected.");
        assertThat(robot.lookup("#batchHeading").queryAs(Label.class).getText()).startsWith("Item 1 of 1: License ");
        Typing.write(robot.clickOn("#reasonField"), "Ticket 44: seats");
        robot.clickOn("#confirmWrite");

        await(robot, "#batchOutcomeTable");
        TableView<BatchOutcome.ItemOutcome> outcomes =
                robot.lookup("#batchOutcomeTable").queryTableView();
        assertThat(outcomes.getItems())
                .extracting(BatchOutcome.ItemOutcome::status)
                .containsExactly(BatchOutcome.Status.WRITTEN);
        robot.clickOn("#closeOutcome");
        FxSettle.settle();

        assertThat(f.store.reload(rows.get(1)).orElseThrow().item().scalarText("seats"))
                .contains("606");
        assertThat(f.journal.entries()).hasSize(1);
    }
}
