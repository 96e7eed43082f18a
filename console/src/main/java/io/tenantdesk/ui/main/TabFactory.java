package io.tenantdesk.ui.main;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.Map;

/** Makes the content of each kind of tab; the main window only hosts them. */
public interface TabFactory {

    TabContent overview(ConsoleContext ctx);

    TabContent list(ConsoleContext ctx, EntityDef entity, Scope scope);

    TabContent item(ConsoleContext ctx, EntityRow row);

    TabContent rawItem(ConsoleContext ctx, EntityRow row);

    TabContent newItem(ConsoleContext ctx, EntityDef entity, Map<String, Value> prefill);

    TabContent tenant(ConsoleContext ctx, String tenantId);

    TabContent credits(ConsoleContext ctx);

    TabContent unclassified(ConsoleContext ctx);

    TabContent journal(ConsoleContext ctx);

    /** An ad-hoc query; {@code savedName} names a saved query to open and run, or is null for a new one. */
    default TabContent query(ConsoleContext ctx, String savedName) {
        return new io.tenantdesk.ui.query.QueryTab(ctx, null, savedName);
    }

    /** The proposals waiting for approval. */
    default TabContent approvals(ConsoleContext ctx) {
        return new io.tenantdesk.ui.approvals.ApprovalsTab(ctx);
    }

    /** One item's history: the change journal's view of its writes only. */
    default TabContent history(ConsoleContext ctx, EntityRow row) {
        return new io.tenantdesk.ui.journal.JournalTab(ctx, row);
    }
}
