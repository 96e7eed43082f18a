package io.tenantdesk.ui.overview;

import io.tenantdesk.ui.common.ViewTab;
import io.tenantdesk.ui.context.ConsoleContext;
import javafx.beans.property.ReadOnlyStringWrapper;

/** The platform's entities and their item counts, in a tab. */
public final class PlatformOverviewTab extends ViewTab {

    private final PlatformOverviewViewModel viewModel;
    private final boolean countAtOnce;

    /** @param countAtOnce count the items when the tab opens (for small local data; on AWS it is a full scan) */
    public PlatformOverviewTab(ConsoleContext ctx, boolean countAtOnce) {
        this(new PlatformOverviewViewModel(ctx), countAtOnce);
    }

    private PlatformOverviewTab(PlatformOverviewViewModel viewModel, boolean countAtOnce) {
        super(
                new ReadOnlyStringWrapper(viewModel.title()).getReadOnlyProperty(),
                "overview",
                viewModel.progress(),
                () -> new PlatformOverviewView(viewModel).load(),
                viewModel::count);
        this.viewModel = viewModel;
        this.countAtOnce = countAtOnce;
    }

    public PlatformOverviewViewModel viewModel() {
        return viewModel;
    }

    @Override
    public void start() {
        if (countAtOnce) {
            viewModel.count();
        }
    }
}
