package io.tenantdesk.ui.rows;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;

/**
 * The controls every list view has around its table, bound to its {@link RowList}: the quick filter, Cancel
 * (shown only while a load runs), the load's outcome and the last thing a command said.
 */
public final class RowListControls {

    private RowListControls() {}

    public static void bind(RowList<?> list, TextField quickFilter, Button cancel, Label status, Label message) {
        quickFilter.textProperty().bindBidirectional(list.quickFilterProperty());
        cancel.visibleProperty().bind(list.loadingProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        status.textProperty().bind(list.statusProperty());
        message.textProperty().bind(list.messageProperty());
    }
}
