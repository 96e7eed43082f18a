package io.tenantdesk.ui.credit;

import io.tenantdesk.ui.common.ViewTab;
import io.tenantdesk.ui.context.ConsoleContext;
import javafx.beans.property.ReadOnlyStringWrapper;

/** Credit balances in a tab. */
public final class CreditsTab extends ViewTab {

    private final CreditsViewModel viewModel;

    public CreditsTab(ConsoleContext ctx) {
        this(new CreditsViewModel(ctx));
    }

    private CreditsTab(CreditsViewModel viewModel) {
        super(
                new ReadOnlyStringWrapper("Credit balances").getReadOnlyProperty(),
                "credits",
                viewModel.progress(),
                () -> new CreditsView(viewModel).load(),
                viewModel::load);
        this.viewModel = viewModel;
    }

    public CreditsViewModel viewModel() {
        return viewModel;
    }

    @Override
    public void dispose() {
        super.dispose();
        viewModel.dispose();
    }
}
