package io.tenantdesk.ui.main;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.context.ConsoleContext;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Makes tabs through another factory and remembers how each was made, so that when the platform's descriptor is
 * read again the same tabs can be made on the new reading: those whose entity (or range, tenant entity, credit
 * entity) the new reading still has.
 */
final class TabRecipes implements TabFactory {

    /** How to make a tab again on a new reading of the platform, if it still can be. */
    private interface Recipe {
        Optional<TabContent> make(ConsoleContext ctx, PlatformDescriptor platform);
    }

    private final TabFactory tabs;
    private final Map<TabContent, Recipe> recipes = new IdentityHashMap<>();

    TabRecipes(TabFactory tabs) {
        this.tabs = tabs;
    }

    /** The recipes of tabs now open, in their order, to make them again once they are closed. */
    Remake remakeOf(List<TabContent> open) {
        List<Recipe> kept =
                open.stream().map(recipes::get).filter(r -> r != null).toList();
        return ctx -> kept.stream()
                .flatMap(r -> r.make(ctx, ctx.store().platform()).stream())
                .toList();
    }

    /** Tabs to make again on a new context. */
    interface Remake {
        /** The tabs that can be made on {@code ctx}'s platform. */
        List<TabContent> on(ConsoleContext ctx);
    }

    /** Forgets a tab that was closed. */
    void forget(TabContent tab) {
        recipes.remove(tab);
    }

    private TabContent remember(TabContent tab, Recipe recipe) {
        recipes.put(tab, recipe);
        return tab;
    }

    private static Optional<EntityDef> same(PlatformDescriptor platform, EntityDef entity) {
        return platform.entity(entity.name());
    }

    @Override
    public TabContent overview(ConsoleContext ctx) {
        return remember(tabs.overview(ctx), (c, p) -> Optional.of(overview(c)));
    }

    @Override
    public TabContent list(ConsoleContext ctx, EntityDef entity, Scope scope) {
        return remember(
                tabs.list(ctx, entity, scope),
                (c, p) -> same(p, entity)
                        .filter(e ->
                                !(scope instanceof Scope.Range r) || e.ranges().containsKey(r.name()))
                        .map(e -> list(c, e, scope)));
    }

    @Override
    public TabContent item(ConsoleContext ctx, EntityRow row) {
        return remember(tabs.item(ctx, row), (c, p) -> {
            EntityRow again =
                    new EntityRow(row.table(), row.item(), new ItemClassifier(p).classify(row.table(), row.item()));
            return again.entity().isPresent() && p.table(row.table()).isPresent()
                    ? Optional.of(item(c, again))
                    : Optional.empty();
        });
    }

    @Override
    public TabContent rawItem(ConsoleContext ctx, EntityRow row) {
        return remember(
                tabs.rawItem(ctx, row),
                (c, p) -> p.table(row.table())
                        .map(t -> rawItem(
                                c,
                                new EntityRow(
                                        row.table(),
                                        row.item(),
                                        new ItemClassifier(p).classify(row.table(), row.item())))));
    }

    @Override
    public TabContent newItem(ConsoleContext ctx, EntityDef entity, Map<String, Value> prefill) {
        return remember(
                tabs.newItem(ctx, entity, prefill), (c, p) -> same(p, entity).map(e -> newItem(c, e, prefill)));
    }

    @Override
    public TabContent tenant(ConsoleContext ctx, String tenantId) {
        return remember(tabs.tenant(ctx, tenantId), (c, p) -> p.tenantEntity().map(t -> tenant(c, tenantId)));
    }

    @Override
    public TabContent credits(ConsoleContext ctx) {
        return remember(
                tabs.credits(ctx),
                (c, p) -> p.entities().stream().anyMatch(e -> e.credit().isPresent())
                        ? Optional.of(credits(c))
                        : Optional.empty());
    }

    @Override
    public TabContent unclassified(ConsoleContext ctx) {
        return remember(tabs.unclassified(ctx), (c, p) -> Optional.of(unclassified(c)));
    }

    @Override
    public TabContent query(ConsoleContext ctx, String savedName) {
        return remember(tabs.query(ctx, savedName), (c, p) -> Optional.of(query(c, savedName)));
    }

    @Override
    public TabContent approvals(ConsoleContext ctx) {
        return remember(tabs.approvals(ctx), (c, p) -> Optional.of(approvals(c)));
    }

    @Override
    public TabContent journal(ConsoleContext ctx) {
        return remember(tabs.journal(ctx), (c, p) -> Optional.of(journal(c)));
    }
}
