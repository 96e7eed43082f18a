package io.tenantdesk.ui.credit;

import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.TabContent;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Parent;

/** Credit balances in a tab. */
public final class CreditsTab implements TabContent {

    private final CreditsViewModel viewModel;
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("Credit balances");
    private Parent view;

    public CreditsTab(ConsoleContext ctx) {
        this.viewModel = new CreditsViewModel(ctx);
        viewModel.load();
    }

    public CreditsViewModel viewModel() {
        return viewModel;
    }

    @Override
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    @Override
    public Parent view() {
        if (view == null) {
            view = new CreditsView(viewModel).load();
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
        return "credits";
    }
}
