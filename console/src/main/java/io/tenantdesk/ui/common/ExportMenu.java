package io.tenantdesk.ui.common;

import io.tenantdesk.export.ExportFormat;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringExpression;
import javafx.beans.value.ObservableIntegerValue;
import javafx.collections.ObservableList;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/** A list's Export button: the rows shown or every row read, as CSV or as JSON, each with its count. */
public final class ExportMenu {

    /** Writes the rows somewhere the user chooses. */
    @FunctionalInterface
    public interface Exporter {
        void export(ExportFormat format, boolean shownOnly);
    }

    private ExportMenu() {}

    /**
     * Fills {@code button}, disabled while nothing has been read.
     *
     * @param shown  what the shown rows are called, e.g. "Shown rows"
     * @param loaded what all rows read are called, e.g. "All loaded rows"
     */
    public static void fill(
            MenuButton button,
            String shown,
            ObservableIntegerValue shownCount,
            String loaded,
            ObservableList<?> loadedRows,
            Exporter exporter) {
        button.getItems()
                .setAll(
                        item(
                                Bindings.format(shown + " (%,d) as CSV…", shownCount),
                                () -> exporter.export(ExportFormat.CSV, true)),
                        item(
                                Bindings.format(shown + " (%,d) as JSON…", shownCount),
                                () -> exporter.export(ExportFormat.JSON, true)),
                        new SeparatorMenuItem(),
                        item(
                                Bindings.format(loaded + " (%,d) as CSV…", Bindings.size(loadedRows)),
                                () -> exporter.export(ExportFormat.CSV, false)),
                        item(
                                Bindings.format(loaded + " (%,d) as JSON…", Bindings.size(loadedRows)),
                                () -> exporter.export(ExportFormat.JSON, false)));
        button.disableProperty().bind(Bindings.isEmpty(loadedRows));
    }

    private static MenuItem item(StringExpression text, Runnable action) {
        MenuItem item = new MenuItem();
        item.textProperty().bind(text);
        item.setOnAction(e -> action.run());
        return item;
    }
}
