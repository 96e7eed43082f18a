package io.tenantdesk.ui.tenant;

import io.tenantdesk.ui.common.ViewTab;
import io.tenantdesk.ui.context.ConsoleContext;

/** A tenant's overview in a tab. */
public final class TenantOverviewTab extends ViewTab {

    private final TenantOverviewViewModel viewModel;

    public TenantOverviewTab(ConsoleContext ctx, String tenantId) {
        this(new TenantOverviewViewModel(ctx, tenantId));
    }

    private TenantOverviewTab(TenantOverviewViewModel viewModel) {
        super(
                viewModel.titleProperty(),
                "tenant:" + viewModel.tenantId(),
                viewModel.progress(),
                () -> new TenantOverviewView(viewModel).load(),
                viewModel::load);
        this.viewModel = viewModel;
    }

    public TenantOverviewViewModel viewModel() {
        return viewModel;
    }

    @Override
    public void dispose() {
        super.dispose();
        viewModel.dispose();
    }
}
