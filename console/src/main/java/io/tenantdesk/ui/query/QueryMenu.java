package io.tenantdesk.ui.query;

import io.tenantdesk.settings.SavedQueries;
import io.tenantdesk.settings.SavedQuery;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.context.Workspace;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.value.ObservableObjectValue;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;

/**
 * The queries in the header's Descriptors menu: a new ad-hoc query (Ctrl+Shift+F), then the platform's saved
 * queries, read from the platform's settings each time the menu opens. Nothing opens until the window is connected.
 */
public final class QueryMenu {

    public static final KeyCombination NEW_QUERY = Shortcuts.NEW_QUERY;

    private final ObservableObjectValue<ConsoleContext> context;
    private final Workspace workspace;
    private final Path configFolder;

    /** @param context the window's console, or null while it is not connected */
    public QueryMenu(ObservableObjectValue<ConsoleContext> context, Workspace workspace, Path configFolder) {
        this.context = context;
        this.workspace = workspace;
        this.configFolder = configFolder;
    }

    /** "Ad-hoc query…", with its shortcut; disabled while the window is not connected. */
    public MenuItem newQuery() {
        MenuItem query = new MenuItem("Ad-hoc query…");
        query.setId("newQuery");
        query.setAccelerator(NEW_QUERY);
        query.disableProperty().bind(javafx.beans.binding.Bindings.isNull(context));
        query.setOnAction(e -> {
            if (context.get() != null) {
                workspace.openQuery();
            }
        });
        return query;
    }

    /** The current platform's saved queries as they are on file now, each opening in a tab and running. */
    public List<MenuItem> saved() {
        ConsoleContext ctx = context.get();
        if (ctx == null) {
            return List.of();
        }
        List<MenuItem> items = new ArrayList<>();
        SavedQueries.Listing saved =
                new SavedQueries(configFolder, ctx.store().platform().id()).list();
        if (!saved.queries().isEmpty() || saved.problem().isPresent()) {
            items.add(new SeparatorMenuItem());
        }
        for (SavedQuery q : saved.queries()) {
            MenuItem open = new MenuItem(q.name());
            open.setOnAction(e -> workspace.openSavedQuery(q.name()));
            items.add(open);
        }
        saved.problem().ifPresent(p -> {
            MenuItem broken = new MenuItem("Saved queries cannot be read: " + p.path() + ": " + p.message());
            broken.setDisable(true);
            items.add(broken);
        });
        return items;
    }
}
