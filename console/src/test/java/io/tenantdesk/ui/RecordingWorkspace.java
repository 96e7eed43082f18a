package io.tenantdesk.ui;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.context.Workspace;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Records what view-models asked the main window to open. */
public final class RecordingWorkspace implements Workspace {

    public final List<String> opened = new ArrayList<>();
    public final List<Object> targets = new ArrayList<>();

    private void record(String what, Object target) {
        opened.add(what);
        targets.add(target);
    }

    @Override
    public void openList(EntityDef entity, Scope scope) {
        record("list " + entity.name() + " " + scope, scope);
    }

    @Override
    public void openItem(EntityRow row) {
        record("item " + row.entity().map(EntityDef::name).orElse("?"), row);
    }

    @Override
    public void openQuery() {
        record("query", null);
    }

    @Override
    public void openSavedQuery(String name) {
        record("saved query " + name, name);
    }

    @Override
    public void openHistory(EntityRow row) {
        record("history " + row.entity().map(EntityDef::name).orElse("?"), row);
    }

    @Override
    public void openItemAt(EntityRow row, String field) {
        record("item " + row.entity().map(EntityDef::name).orElse("?") + " at " + field, row);
    }

    @Override
    public void openRawItem(EntityRow row) {
        record("raw " + row.entity().map(EntityDef::name).orElse("?"), row);
    }

    @Override
    public void openNewItem(EntityDef entity, Map<String, Value> prefill) {
        record("new " + entity.name(), prefill);
    }

    @Override
    public void openTenant(String tenantId) {
        record("tenant " + tenantId, tenantId);
    }

    @Override
    public void openCredits() {
        record("credits", null);
    }

    @Override
    public void openUnclassified() {
        record("unclassified", null);
    }

    @Override
    public void openJournal() {
        record("journal", null);
    }

    @Override
    public void openApprovals() {
        record("approvals", null);
    }
}
