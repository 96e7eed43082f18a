package io.tenantdesk.ui.unclassified;

import io.tenantdesk.ui.common.ViewTab;
import io.tenantdesk.ui.context.ConsoleContext;

/**
 * The "Unclassified items" tab: scans every table of the platform as it opens; another table can be chosen.
 * One per platform: {@code unclassified:<platform id>}.
 */
public final class UnclassifiedTab extends ViewTab {

    private final UnclassifiedViewModel viewModel;

    public UnclassifiedTab(ConsoleContext ctx) {
        this(new UnclassifiedViewModel(ctx));
    }

    private UnclassifiedTab(UnclassifiedViewModel viewModel) {
        super(
                viewModel.titleProperty(),
                viewModel.identity(),
                viewModel.list().progress(),
                () -> new UnclassifiedView(viewModel).load(),
                viewModel::load);
        this.viewModel = viewModel;
    }

    @Override
    public void dispose() {
        super.dispose();
        viewModel.dispose();
    }

    public UnclassifiedViewModel viewModel() {
        return viewModel;
    }
}
