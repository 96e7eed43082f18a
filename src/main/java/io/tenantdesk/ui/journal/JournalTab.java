package io.tenantdesk.ui.journal;

import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.TabContent;
import java.time.ZoneId;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Parent;

/** The change journal in a tab. */
public final class JournalTab implements TabContent {

    private final JournalViewModel viewModel;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("Change journal");
    private Parent view;

    public JournalTab(ConsoleContext ctx) {
        this.viewModel = new JournalViewModel(ctx, ZoneId.systemDefault());
        viewModel.load();
    }

    public JournalViewModel viewModel() {
        return viewModel;
    }

    @Override
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    @Override
    public Parent view() {
        if (view == null) {
            view = new JournalView(viewModel).load();
        }
        return view;
    }

    @Override
    public void refresh() {
        viewModel.load();
    }

    @Override
    public String identity() {
        return "journal";
    }
}
