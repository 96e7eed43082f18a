package io.tenantdesk.ui.main;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.credit.CreditsTab;
import io.tenantdesk.ui.entitylist.EntityListTab;
import io.tenantdesk.ui.itemform.ItemFormTab;
import io.tenantdesk.ui.journal.JournalTab;
import io.tenantdesk.ui.overview.PlatformOverviewTab;
import io.tenantdesk.ui.query.QueryTab;
import io.tenantdesk.ui.raw.RawItemTab;
import io.tenantdesk.ui.tenant.TenantOverviewTab;
import io.tenantdesk.ui.unclassified.UnclassifiedTab;
import java.nio.file.Path;
import java.util.Map;

/**
 * The console's features as tabs.
 *
 * @param countOnOverview count every entity's items when the overview opens (the local demo: small tables)
 * @param configFolder    where each platform's saved queries are kept, or null to keep none
 */
public record FeatureTabs(boolean countOnOverview, Path configFolder) implements TabFactory {

    /** Tabs that keep no saved query. */
    public FeatureTabs(boolean countOnOverview) {
        this(countOnOverview, null);
    }

    @Override
    public TabContent overview(ConsoleContext ctx) {
        return new PlatformOverviewTab(ctx, countOnOverview);
    }

    @Override
    public TabContent list(ConsoleContext ctx, EntityDef entity, Scope scope) {
        return new EntityListTab(ctx, entity, scope);
    }

    @Override
    public TabContent item(ConsoleContext ctx, EntityRow row) {
        return row.entity().isPresent() ? new ItemFormTab(ctx, row) : rawItem(ctx, row);
    }

    @Override
    public TabContent rawItem(ConsoleContext ctx, EntityRow row) {
        return new RawItemTab(ctx, row);
    }

    @Override
    public TabContent newItem(ConsoleContext ctx, EntityDef entity, Map<String, Value> prefill) {
        return new ItemFormTab(ctx, entity, prefill);
    }

    @Override
    public TabContent tenant(ConsoleContext ctx, String tenantId) {
        return new TenantOverviewTab(ctx, tenantId);
    }

    @Override
    public TabContent credits(ConsoleContext ctx) {
        return new CreditsTab(ctx);
    }

    @Override
    public TabContent unclassified(ConsoleContext ctx) {
        return new UnclassifiedTab(ctx);
    }

    @Override
    public TabContent query(ConsoleContext ctx, String savedName) {
        return new QueryTab(ctx, configFolder, savedName);
    }

    @Override
    public TabContent journal(ConsoleContext ctx) {
        return new JournalTab(ctx);
    }
}
