package io.tenantdesk.ui.raw;

import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.context.ConsoleContext;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.Parent;

/** Any item as typed DynamoDB JSON in a tab of the main window. */
public final class RawItemTab implements TabContent {

    private final RawItemViewModel viewModel;
    private final String identity;
    private Parent root;

    public RawItemTab(ConsoleContext ctx, EntityRow row) {
        this.viewModel = new RawItemViewModel(ctx, row);
        this.identity = viewModel.identity();
    }

    public RawItemViewModel viewModel() {
        return viewModel;
    }

    @Override
    public ReadOnlyStringProperty titleProperty() {
        return viewModel.titleProperty();
    }

    @Override
    public Parent view() {
        if (root == null) {
            root = new RawItemView(viewModel).load();
        }
        return root;
    }

    @Override
    public ReadOnlyBooleanProperty dirtyProperty() {
        return viewModel.dirtyProperty();
    }

    @Override
    public boolean confirmClose() {
        return viewModel.confirmClose();
    }

    @Override
    public void refresh() {
        viewModel.reload();
    }

    /** The item as it was opened: a tab is not opened twice on the same item. */
    @Override
    public String identity() {
        return identity;
    }
}
