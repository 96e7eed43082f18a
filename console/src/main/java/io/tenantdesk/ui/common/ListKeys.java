package io.tenantdesk.ui.common;

import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.Parent;
import javafx.scene.control.MenuButton;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The keys of a list view, the same in every list: anywhere in it F5 reads again, Ctrl+F (⌘F on macOS) goes to
 * the quick filter, which names it, and Ctrl+E opens the Export menu; in the filter Esc clears it (or, when it is empty, goes back to the table) and Down or Enter go to the
 * table; in the table Enter opens the selected row and Ctrl+C copies it as JSON.
 */
public final class ListKeys {

    private ListKeys() {}

    public static <R> void install(
            Parent view,
            TextField quickFilter,
            TableView<R> table,
            MenuButton export,
            Runnable reload,
            Consumer<R> open,
            Consumer<R> copyAsJson) {
        quickFilter.setPromptText(Shortcuts.named(quickFilter.getPromptText(), Shortcuts.FIND));
        if (export.getTooltip() != null) {
            export.getTooltip().setText(Shortcuts.named(export.getTooltip().getText(), Shortcuts.EXPORT));
        }
        view.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F5) {
                reload.run();
                e.consume();
            } else if (Shortcuts.FIND.match(e)) {
                quickFilter.requestFocus();
                quickFilter.selectAll();
                e.consume();
            } else if (Shortcuts.EXPORT.match(e)) {
                if (!export.isDisabled()) {
                    export.show();
                }
                e.consume();
            }
        });
        quickFilter.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                if (quickFilter.getText().isEmpty()) {
                    table.requestFocus();
                }
                quickFilter.clear();
                e.consume();
            } else if (e.getCode() == KeyCode.DOWN || e.getCode() == KeyCode.ENTER) {
                focusTable(table);
                e.consume();
            }
        });
        table.setOnKeyPressed(e -> {
            R selected = table.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER) {
                if (selected != null) {
                    open.accept(selected);
                }
                e.consume();
            } else if (Shortcuts.COPY.match(e)) {
                if (selected != null) {
                    copyAsJson.accept(selected);
                }
                e.consume();
            }
        });
    }

    /**
     * Moves the focus to the table, selecting its first row when none is selected; a table still reading selects
     * its first row when it comes, if it still has the focus then.
     */
    public static void focusTable(TableView<?> table) {
        table.requestFocus();
        if (!table.getItems().isEmpty()) {
            selectFirst(table);
            return;
        }
        ObservableList<?> rows = table.getItems();
        rows.addListener(new ListChangeListener<Object>() {
            @Override
            public void onChanged(Change<?> change) {
                if (rows.isEmpty()) {
                    return;
                }
                rows.removeListener(this);
                if (table.isFocused() && table.getItems() == rows) {
                    selectFirst(table);
                }
            }
        });
    }

    private static void selectFirst(TableView<?> table) {
        if (table.getSelectionModel().isEmpty()) {
            table.getSelectionModel().select(0);
            table.getFocusModel().focus(0);
        }
    }
}
