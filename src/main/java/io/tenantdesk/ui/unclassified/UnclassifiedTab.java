package io.tenantdesk.ui.unclassified;

import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.TabContent;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.Parent;

/** The "Unclassified items" tab: scans every table of the platform as it opens; another table can be chosen. */
public final class UnclassifiedTab implements TabContent {

    private final UnclassifiedViewModel viewModel;
    private Parent root;

    public UnclassifiedTab(ConsoleContext ctx) {
        this.viewModel = new UnclassifiedViewModel(ctx);
        viewModel.load();
    }

    @Override
    public ReadOnlyStringProperty titleProperty() {
        return viewModel.titleProperty();
    }

    @Override
    public Parent view() {
        if (root == null) {
            root = new UnclassifiedView(viewModel).load();
        }
        return root;
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
        viewModel.dispose();
    }

    /** One per platform: {@code unclassified:<platform id>}. */
    @Override
    public String identity() {
        return viewModel.identity();
    }

    public UnclassifiedViewModel viewModel() {
        return viewModel;
    }
}
