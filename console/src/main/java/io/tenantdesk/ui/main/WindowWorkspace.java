package io.tenantdesk.ui.main;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.context.Workspace;
import java.util.Map;
import java.util.function.Supplier;

/** A window's workspace: each thing opened becomes a tab of that window, made by its tab factory. */
final class WindowWorkspace implements Workspace {

    private final OpenTabs tabs;
    private final TabFactory factory;
    private final Supplier<ConsoleContext> context;

    WindowWorkspace(OpenTabs tabs, TabFactory factory, Supplier<ConsoleContext> context) {
        this.tabs = tabs;
        this.factory = factory;
        this.context = context;
    }

    @Override
    public void openList(EntityDef entity, Scope scope) {
        tabs.open(factory.list(context.get(), entity, scope));
    }

    @Override
    public void openItem(EntityRow row) {
        tabs.open(factory.item(context.get(), row));
    }

    @Override
    public void openItemAt(EntityRow row, String field) {
        openItem(row);
        tabs.selected().ifPresent(tab -> tab.focusField(field));
    }

    @Override
    public void openRawItem(EntityRow row) {
        tabs.open(factory.rawItem(context.get(), row));
    }

    @Override
    public void openNewItem(EntityDef entity, Map<String, Value> prefill) {
        tabs.open(factory.newItem(context.get(), entity, prefill));
    }

    @Override
    public void openTenant(String tenantId) {
        tabs.open(factory.tenant(context.get(), tenantId));
    }

    @Override
    public void openCredits() {
        tabs.open(factory.credits(context.get()));
    }

    @Override
    public void openUnclassified() {
        tabs.open(factory.unclassified(context.get()));
    }

    @Override
    public void openJournal() {
        tabs.open(factory.journal(context.get()));
    }

    @Override
    public void openApprovals() {
        tabs.open(factory.approvals(context.get()));
    }

    @Override
    public void openQuery() {
        tabs.open(factory.query(context.get(), null));
    }

    @Override
    public void openSavedQuery(String name) {
        tabs.open(factory.query(context.get(), name));
    }

    @Override
    public void openHistory(EntityRow row) {
        tabs.open(factory.history(context.get(), row));
    }
}
