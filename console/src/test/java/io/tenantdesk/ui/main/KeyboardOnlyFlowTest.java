package io.tenantdesk.ui.main;

import static io.tenantdesk.ui.main.TestConsole.await;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.Typing;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.itemform.ItemFormTab;
import io.tenantdesk.ui.journal.JournalTab;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * The console's main work done with the keyboard alone: open a list from the navigation, filter it, open an item,
 * edit and save it with a reason, open the change journal and revert the save. No click, no call into the views.
 */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class KeyboardOnlyFlowTest {

    @TempDir
    Path dir;

    private final FxExecutors executors = new FxExecutors(4);
    private TestConsole console;

    @Start
    void start(Stage stage) {
        console = TestConsole.show(stage, dir, executors, 1280, 800);
    }

    @AfterEach
    void stop() {
        executors.close();
    }

    private String focusId() {
        Node owner = console.focusOwner();
        return owner == null ? null : owner.getId();
    }

    @Test
    void openFilterEditSaveAndRevertWithTheKeyboardAlone(FxRobot robot, LocalDynamo dynamo) throws Exception {
        console.connectToTablesOfItsOwn(robot, dynamo, "t3nets", "Tenant");
        EntityDef tenant = console.vm
                .contextProperty()
                .get()
                .store()
                .platform()
                .entity("Tenant")
                .orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        console.vm
                .contextProperty()
                .get()
                .store()
                .list(tenant, Scope.all(), null, p -> rows.addAll(p.rows()), new CancelToken());
        EntityRow before = rows.stream().filter(EntityRow::valid).findFirst().orElseThrow();
        String id = before.text("tenant_id").orElseThrow();
        String name = before.text("name").orElseThrow();

        robot.type(KeyCode.F6);
        assertThat(focusId()).as("F6 goes to the navigation").isEqualTo("navigation");
        @SuppressWarnings("unchecked")
        TreeView<NavNode> navigation = robot.lookup("#navigation").queryAs(TreeView.class);
        for (int i = 0; i < 10 && !selected(navigation).equals("Tenants"); i++) {
            robot.type(KeyCode.DOWN);
        }
        robot.type(KeyCode.ENTER);
        await(() -> robot.lookup("#entityListTable")
                .tryQueryAs(TableView.class)
                .filter(t -> !t.getItems().isEmpty())
                .isPresent());

        robot.type(KeyCode.TAB);
        assertThat(focusId()).as("Tab from the navigation reaches the list").isEqualTo("entityListTable");
        robot.push(KeyCode.CONTROL, KeyCode.F);
        assertThat(focusId()).isEqualTo("quickFilter");
        Typing.write(robot, id);
        robot.type(KeyCode.ENTER);
        assertThat(focusId()).isEqualTo("entityListTable");
        robot.type(KeyCode.ENTER);
        await(() -> console.vm.selectedTabProperty().get() instanceof ItemFormTab);
        assertThat(console.vm.selectedTabProperty().get().identity()).contains(id);
        assertThat(focusId()).as("the item's first editable field").isEqualTo("field-name");

        robot.type(KeyCode.END);
        Typing.write(robot, " (renamed)");
        robot.push(KeyCode.CONTROL, KeyCode.S);
        await(() -> "reasonField".equals(focusId(robot)));
        Typing.write(robot, "ticket 4411: new name");
        robot.type(KeyCode.ENTER);
        await(() -> robot.lookup("#formStatus").queryLabeled().getText().startsWith("Saved"));
        assertThat(nameNow(tenant, id)).isEqualTo(name + " (renamed)");

        robot.push(KeyCode.CONTROL, KeyCode.J);
        await(() -> console.vm.selectedTabProperty().get() instanceof JournalTab journal
                && !journal.viewModel().rows().isEmpty());
        assertThat(focusId()).as("the journal's entries, on the newest").isEqualTo("journalEntries");
        robot.push(KeyCode.ALT, KeyCode.R);
        await(() -> "reasonField".equals(focusId(robot)));
        Typing.write(robot, "ticket 4411: wrong tenant");
        robot.type(KeyCode.ENTER);
        await(() -> nameNow(tenant, id).equals(name));
    }

    private static String selected(TreeView<NavNode> tree) {
        TreeItem<NavNode> item = tree.getSelectionModel().getSelectedItem();
        return item == null ? "" : item.getValue().label();
    }

    /** The focused control of the newest focused window (a dialog's, while one shows). */
    private static String focusId(FxRobot robot) {
        var windows = robot.listWindows().stream()
                .filter(javafx.stage.Window::isFocused)
                .toList();
        if (windows.isEmpty()) {
            return null;
        }
        Node owner = windows.get(windows.size() - 1).getScene().getFocusOwner();
        return owner == null ? null : owner.getId();
    }

    private String nameNow(EntityDef tenant, String id) {
        return console.vm
                .contextProperty()
                .get()
                .store()
                .get(tenant, Map.of("tenant_id", id))
                .flatMap(row -> row.text("name"))
                .orElseThrow();
    }
}
