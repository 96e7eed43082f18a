package io.tenantdesk.ui.journal;

import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.common.ViewTab;
import io.tenantdesk.ui.context.ConsoleContext;
import javafx.beans.property.ReadOnlyStringWrapper;

/** The change journal in a tab. */
public final class JournalTab extends ViewTab {

    private final JournalViewModel viewModel;

    public JournalTab(ConsoleContext ctx) {
        this(new JournalViewModel(ctx));
    }

    /** One item's history. */
    public JournalTab(ConsoleContext ctx, EntityRow row) {
        this(new JournalViewModel(ctx, row));
    }

    private JournalTab(JournalViewModel viewModel) {
        super(
                new ReadOnlyStringWrapper(viewModel.title()).getReadOnlyProperty(),
                viewModel.identity(),
                viewModel.progress(),
                () -> new JournalView(viewModel).load(),
                viewModel::load);
        this.viewModel = viewModel;
    }

    public JournalViewModel viewModel() {
        return viewModel;
    }

    @Override
    public void dispose() {
        super.dispose();
        viewModel.dispose();
    }
}
