package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.Map;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.Parent;

/** An item in a tab of the main window: the generated form on an existing item or a new one. */
public final class ItemFormTab implements TabContent {

    private final ConsoleContext ctx;
    private final ItemFormViewModel viewModel;
    private ItemFormView view;
    private Parent root;

    /** A form on an item that exists (primary key fixed). */
    public ItemFormTab(ConsoleContext ctx, EntityRow row) {
        this.ctx = ctx;
        this.viewModel = ItemFormViewModel.forItem(ctx, ItemDialogs.shownBy(ctx.dialogs()), row);
    }

    /** A form for a new item of {@code entity}, filled from {@code prefill} (empty, or a copy for "Duplicate as new"). */
    public ItemFormTab(ConsoleContext ctx, EntityDef entity, Map<String, Value> prefill) {
        this.ctx = ctx;
        this.viewModel = ItemFormViewModel.forNew(ctx, ItemDialogs.shownBy(ctx.dialogs()), entity, prefill);
    }

    public ItemFormViewModel viewModel() {
        return viewModel;
    }

    /** The view, once built by {@link #view()}; for tests. */
    public ItemFormView formView() {
        return view;
    }

    @Override
    public ReadOnlyStringProperty titleProperty() {
        return viewModel.titleProperty();
    }

    @Override
    public Parent view() {
        if (root == null) {
            view = new ItemFormView(viewModel, ctx.clock());
            root = view.load();
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
    public void focusField(String field) {
        viewModel.focusField(field);
    }

    @Override
    public void refresh() {
        viewModel.refresh();
    }

    @Override
    public String identity() {
        return viewModel.identity();
    }
}
