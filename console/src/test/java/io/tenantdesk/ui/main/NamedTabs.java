package io.tenantdesk.ui.main;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ScriptedDialogs;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Parent;

/** A tab factory for view-model tests: its tabs only name what they show, and it keeps every tab it made. */
final class NamedTabs implements TabFactory {

    /** A tab that only names what it shows; the features' own tabs are tested in their packages. */
    static final class NamedTab implements TabContent {
        final ReadOnlyStringWrapper title;
        final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper();
        final ScriptedDialogs dialogs;
        final ConsoleContext ctx;
        boolean disposed;
        int starts;

        NamedTab(String title, ConsoleContext ctx, ScriptedDialogs dialogs) {
            this.title = new ReadOnlyStringWrapper(title);
            this.ctx = ctx;
            this.dialogs = dialogs;
        }

        @Override
        public ReadOnlyStringProperty titleProperty() {
            return title.getReadOnlyProperty();
        }

        @Override
        public Parent view() {
            throw new UnsupportedOperationException("no view in a view-model test");
        }

        @Override
        public ReadOnlyBooleanProperty dirtyProperty() {
            return dirty.getReadOnlyProperty();
        }

        @Override
        public boolean confirmClose() {
            return !dirty.get() || dialogs.confirm("Unsaved changes", "", "Discard");
        }

        @Override
        public void start() {
            starts++;
        }

        @Override
        public void dispose() {
            disposed = true;
        }
    }

    private final ScriptedDialogs dialogs;
    private final List<NamedTab> made = new ArrayList<>();

    NamedTabs(ScriptedDialogs dialogs) {
        this.dialogs = dialogs;
    }

    /** The tabs made so far, in order (live). */
    List<NamedTab> made() {
        return made;
    }

    private NamedTab tab(String title, ConsoleContext ctx) {
        NamedTab tab = new NamedTab(title, ctx, dialogs);
        made.add(tab);
        return tab;
    }

    @Override
    public TabContent overview(ConsoleContext ctx) {
        return tab("overview", ctx);
    }

    @Override
    public TabContent list(ConsoleContext ctx, EntityDef entity, Scope scope) {
        return tab("list " + entity.name() + " " + scope, ctx);
    }

    @Override
    public TabContent item(ConsoleContext ctx, EntityRow row) {
        return tab("item " + row.item().hashCode(), ctx);
    }

    @Override
    public TabContent rawItem(ConsoleContext ctx, EntityRow row) {
        return tab("raw " + row.item().hashCode(), ctx);
    }

    @Override
    public TabContent newItem(ConsoleContext ctx, EntityDef entity, Map<String, Value> prefill) {
        return tab("new " + entity.name(), ctx);
    }

    @Override
    public TabContent tenant(ConsoleContext ctx, String tenantId) {
        return tab("tenant " + tenantId, ctx);
    }

    @Override
    public TabContent credits(ConsoleContext ctx) {
        return tab("credits", ctx);
    }

    @Override
    public TabContent unclassified(ConsoleContext ctx) {
        return tab("unclassified", ctx);
    }

    @Override
    public TabContent journal(ConsoleContext ctx) {
        return tab("journal", ctx);
    }

    @Override
    public TabContent approvals(ConsoleContext ctx) {
        return tab("approvals", ctx);
    }
}
