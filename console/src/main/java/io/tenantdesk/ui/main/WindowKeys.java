package io.tenantdesk.ui.main;

import io.tenantdesk.ui.common.KeyboardStart;
import io.tenantdesk.ui.common.Shortcuts;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The main window's own keys: F5 reads the selected tab again, Ctrl+W closes it, Ctrl+J opens the change journal,
 * Ctrl+L goes to the "Go to tenant" field, F6 (Shift+F6 back) moves between the window's parts: the navigation,
 * the selected tab's work and the header. Tab from the navigation goes straight to the selected tab's work.
 */
final class WindowKeys {

    private final MainWindowViewModel viewModel;
    private final WindowTabs tabs;
    private final Node header;
    private final TreeView<NavNode> navigation;
    private final TextField tenantField;

    WindowKeys(
            MainWindowViewModel viewModel,
            WindowTabs tabs,
            Node header,
            TreeView<NavNode> navigation,
            TextField tenantField) {
        this.viewModel = viewModel;
        this.tabs = tabs;
        this.header = header;
        this.navigation = navigation;
        this.tenantField = tenantField;
    }

    void install(Parent root) {
        root.addEventFilter(KeyEvent.KEY_PRESSED, tabs::toSelectedTab);
        root.addEventHandler(KeyEvent.KEY_PRESSED, this::onKey);
        navigation.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.TAB && !e.isShiftDown() && !e.isShortcutDown() && tabs.focusSelected()) {
                e.consume();
            }
        });
    }

    private void onKey(KeyEvent e) {
        if (e.getCode() == KeyCode.F5) {
            viewModel.refreshSelected();
        } else if (e.getCode() == KeyCode.F6) {
            nextPart(e.isShiftDown() ? -1 : 1);
        } else if (Shortcuts.JOURNAL.match(e)) {
            viewModel.openJournal();
        } else if (Shortcuts.GO_TO_TENANT.match(e)) {
            tenantField.requestFocus();
            tenantField.selectAll();
        } else if (!tabs.closeOnShortcut(e)) {
            return;
        }
        e.consume();
    }

    /** Moves to the next (or previous) part of the window that can take the keyboard. */
    private void nextPart(int step) {
        List<Runnable> parts = List.of(navigation::requestFocus, this::toWork, () -> KeyboardStart.focus(header));
        int current = currentPart();
        for (int i = 1; i <= parts.size(); i++) {
            int next = Math.floorMod(current + i * step, parts.size());
            Node before = navigation.getScene().getFocusOwner();
            parts.get(next).run();
            if (navigation.getScene().getFocusOwner() != before || next == current) {
                return;
            }
        }
    }

    private void toWork() {
        tabs.focusSelected();
    }

    private int currentPart() {
        Node owner = navigation.getScene().getFocusOwner();
        if (owner == null) {
            return -1;
        }
        if (KeyboardStart.isInside(owner, header)) {
            return 2;
        }
        return KeyboardStart.isInside(owner, navigation.getParent()) ? 0 : 1;
    }
}
