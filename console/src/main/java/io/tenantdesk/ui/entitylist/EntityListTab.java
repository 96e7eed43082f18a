package io.tenantdesk.ui.entitylist;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.FirstPaint;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.Parent;

/**
 * A tab listing one entity's items in a scope, e.g. "Licenses · tenant acme". Reading starts in the background
 * when the window shows the tab, which also builds the view; the second page is asked for once the first is on
 * screen.
 */
public final class EntityListTab implements TabContent {

    private final EntityListViewModel viewModel;
    private EntityListView view;
    private Parent root;

    public EntityListTab(ConsoleContext ctx, EntityDef entity, Scope scope) {
        this.viewModel = new EntityListViewModel(ctx, entity, scope);
        viewModel.list().holdPagesUntilPainted(FirstPaint.ofView(() -> root), FirstPaint.LONGEST_WAIT);
    }

    /** A list of {@code entity}'s columns whose rows come from {@code source}, all at once. */
    public EntityListTab(ConsoleContext ctx, EntityDef entity, ListSource source) {
        this.viewModel = new EntityListViewModel(ctx, entity, source);
    }

    @Override
    public ReadOnlyStringProperty titleProperty() {
        return viewModel.titleProperty();
    }

    @Override
    public Parent view() {
        if (root == null) {
            view = new EntityListView(viewModel);
            root = view.load();
        }
        return root;
    }

    @Override
    public Optional<LoadProgress> progress() {
        return Optional.of(viewModel.list().progress());
    }

    @Override
    public void start() {
        viewModel.load();
    }

    @Override
    public void refresh() {
        viewModel.load();
    }

    @Override
    public void dispose() {
        viewModel.dispose();
        if (view != null) {
            view.dispose();
        }
    }

    /** Distinct per platform, entity and scope, e.g. {@code entity-list:app_data/License/tenant=acme}. */
    @Override
    public String identity() {
        return viewModel.identity();
    }

    public EntityListViewModel viewModel() {
        return viewModel;
    }
}
