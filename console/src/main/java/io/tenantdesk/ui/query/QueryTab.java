package io.tenantdesk.ui.query;

import io.tenantdesk.settings.SavedQueries;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.ViewTab;
import io.tenantdesk.ui.context.ConsoleContext;
import java.nio.file.Path;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;

/**
 * A tab holding an ad-hoc query and its results: F5 runs it again, and a saved query opens in a tab of its own
 * ({@code query:<platform id>/<name>}) and runs at once.
 */
public final class QueryTab extends ViewTab {

    private final QueryViewModel viewModel;
    private final QueryView view;
    private final String savedName;

    /**
     * @param configFolder where the platform's saved queries are kept, or null to keep none
     * @param savedName    the saved query to open and run, or null for a new query
     */
    public QueryTab(ConsoleContext ctx, Path configFolder, String savedName) {
        this(
                new QueryViewModel(
                        ctx,
                        new SavedQueryList(
                                configFolder == null
                                        ? null
                                        : new SavedQueries(
                                                configFolder,
                                                ctx.store().platform().id()),
                                ctx.dialogs())),
                savedName);
    }

    private QueryTab(QueryViewModel viewModel, String savedName) {
        this(viewModel, new QueryView(viewModel), savedName);
    }

    private QueryTab(QueryViewModel viewModel, QueryView view, String savedName) {
        super(
                viewModel.titleProperty(),
                savedName == null ? viewModel.identity() : viewModel.identity(savedName),
                null,
                view::load,
                viewModel::run);
        this.viewModel = viewModel;
        this.view = view;
        this.savedName = savedName;
    }

    /** Opens and runs the saved query, if the tab is one; a new query waits for Run. */
    @Override
    public void start() {
        if (savedName != null) {
            viewModel.open(savedName);
        }
    }

    @Override
    public void dispose() {
        super.dispose();
        viewModel.dispose();
        view.dispose();
    }

    /** The latest run's load: each run lists its results in a new list. */
    @Override
    public ObservableValue<LoadProgress> progressValue() {
        return Bindings.createObjectBinding(
                () -> viewModel.resultsProperty().get() == null
                        ? null
                        : viewModel.resultsProperty().get().list().progress(),
                viewModel.resultsProperty());
    }

    public QueryViewModel viewModel() {
        return viewModel;
    }
}
