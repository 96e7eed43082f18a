package io.tenantdesk.ui.tenant;

import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.TabContent;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.Parent;

/** A tenant's overview in a tab. */
public final class TenantOverviewTab implements TabContent {

    private final TenantOverviewViewModel viewModel;
    private Parent view;

    public TenantOverviewTab(ConsoleContext ctx, String tenantId) {
        this.viewModel = new TenantOverviewViewModel(ctx, tenantId);
        viewModel.load();
    }

    public TenantOverviewViewModel viewModel() {
        return viewModel;
    }

    @Override
    public ReadOnlyStringProperty titleProperty() {
        return viewModel.titleProperty();
    }

    @Override
    public Parent view() {
        if (view == null) {
            view = new TenantOverviewView(viewModel).load();
        }
        return view;
    }

    @Override
    public Optional<LoadProgress> progress() {
        return Optional.of(viewModel.progress());
    }

    @Override
    public void refresh() {
        viewModel.load();
    }

    @Override
    public void dispose() {
        viewModel.cancel();
    }

    @Override
    public String identity() {
        return "tenant:" + viewModel.tenantId();
    }
}
