package io.tenantdesk.ui.approvals;

import io.tenantdesk.ui.common.ViewTab;
import io.tenantdesk.ui.context.ConsoleContext;
import javafx.beans.property.ReadOnlyStringWrapper;

/** The Approvals view in a tab. */
public final class ApprovalsTab extends ViewTab {

    private final ApprovalsViewModel viewModel;

    public ApprovalsTab(ConsoleContext ctx) {
        this(new ApprovalsViewModel(ctx));
    }

    public ApprovalsTab(ApprovalsViewModel viewModel) {
        super(
                new ReadOnlyStringWrapper("Approvals").getReadOnlyProperty(),
                "approvals",
                viewModel.progress(),
                () -> new ApprovalsView(viewModel).load(),
                viewModel::load);
        this.viewModel = viewModel;
    }

    public ApprovalsViewModel viewModel() {
        return viewModel;
    }
}
