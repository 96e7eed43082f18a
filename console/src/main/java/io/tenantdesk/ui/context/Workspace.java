package io.tenantdesk.ui.context;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import java.util.Map;

/** Opens things in tabs of the main window; feature view-models navigate through it. */
public interface Workspace {

    void openList(EntityDef entity, Scope scope);

    void openItem(EntityRow row);

    /** The item's form with the cursor in {@code field}, e.g. the one a repair has no fix for. */
    void openItemAt(EntityRow row, String field);

    /** Any item, recognised or not, as typed DynamoDB JSON in the raw editor. */
    void openRawItem(EntityRow row);

    /** A form for a new item, its fields filled from {@code prefill} (empty, or a copy for "Duplicate as new"). */
    void openNewItem(EntityDef entity, Map<String, Value> prefill);

    void openTenant(String tenantId);

    void openCredits();

    void openUnclassified();

    void openJournal();

    /** The proposals waiting for a second person's approval on this platform and connection. */
    void openApprovals();

    /** A new ad-hoc query on the platform's tables and indexes. */
    void openQuery();

    /** The platform's saved query of that name, run at once. */
    void openSavedQuery(String name);

    /** The item's history: its recorded writes, newest first, from the shared record when the connection has one. */
    void openHistory(EntityRow row);
}
