package io.tenantdesk.ui.overview;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Role;
import io.tenantdesk.store.Census;
import io.tenantdesk.store.EntityCensus;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.BackgroundLoad;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The platform at a glance: every entity with its role and table, and how many items each has. Counting scans
 * every table, so it runs only when asked (and on the small local demo when the tab opens).
 */
public final class PlatformOverviewViewModel {

    private final ConsoleContext ctx;
    private final LoadProgress progress = new LoadProgress();
    private final BackgroundLoad loader;
    private final ObservableList<EntityCountRow> rows = FXCollections.observableArrayList();
    private final ObservableList<EntityCountRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");

    public PlatformOverviewViewModel(ConsoleContext ctx) {
        this.ctx = ctx;
        this.loader = new BackgroundLoad(ctx.tasks(), progress);
        show(null);
        PlatformDescriptor p = ctx.store().platform();
        summary.set(
                p.title() + ": " + p.tables().size() + " table" + (p.tables().size() == 1 ? "" : "s") + ", "
                        + p.entities().size() + " entities. Counting items scans every table.");
    }

    public ObservableList<EntityCountRow> rows() {
        return rowsView;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public LoadProgress progress() {
        return progress;
    }

    public String title() {
        return ctx.store().platform().title();
    }

    /** Counts every entity's items with a full read-only scan of each table. */
    public void count() {
        PlatformDescriptor platform = ctx.store().platform();
        EntityCensus census = new EntityCensus(ctx.store().connection());
        loader.run(
                "Scanning every table of " + platform.title() + " to count items",
                cancel -> census.count(platform, cancel::isCancelled),
                (counted, took) -> {
                    show(counted);
                    summary.set(
                            counted.scanned() + " items in " + platform.tables().size() + " table"
                                    + (platform.tables().size() == 1 ? "" : "s") + "; " + counted.unrecognised()
                                    + " match no entity.");
                    progress.finished(counted.scanned(), 0, took, "Scanned every table of " + platform.title());
                });
    }

    /** Opens the entity's list. */
    public void open(EntityCountRow row) {
        ctx.store()
                .platform()
                .entity(row.entity())
                .ifPresent(e -> ctx.workspace().openList(e, Scope.all()));
    }

    private void show(Census census) {
        rows.setAll(ctx.store().platform().entities().stream()
                .map(e -> row(e, census))
                .toList());
    }

    private static EntityCountRow row(EntityDef entity, Census census) {
        String roles = entity.roles().stream().map(Role::label).collect(Collectors.joining(", "));
        long items = census == null ? -1 : census.itemsByEntity().getOrDefault(entity.name(), 0L);
        return new EntityCountRow(
                entity.name(),
                EntityNames.singular(entity),
                roles,
                entity.table().name(),
                items);
    }
}
