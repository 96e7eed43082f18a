package io.tenantdesk.generated;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.CreditResult;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.TenantOverview;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The store's reads and writes on a generated platform: every entity's list by its access pattern finds its valid
 * items, every tenant's overview and tenant-scoped list finds each entity's items of that tenant, and a credit
 * adjustment adds up, or is refused with the real reason.
 */
public final class StoreChecks {

    private final EntityStore store;
    private final PlatformDescriptor platform;
    private final GeneratedItems items;
    private final Map<String, List<EntityRow>> lists = new LinkedHashMap<>();

    public StoreChecks(EntityStore store, GeneratedItems items) {
        this.store = store;
        this.platform = store.platform();
        this.items = items;
    }

    /** Each entity's rows as its list read them. */
    public Map<String, List<EntityRow>> lists() {
        for (EntityDef entity : platform.entities()) {
            List<EntityRow> rows = new ArrayList<>();
            store.list(entity, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
            assertThat(keys(rows))
                    .as("%s's list finds every valid item of it", entity.name())
                    .containsAll(keys(entity, items.valid().get(entity.name())));
            lists.put(entity.name(), rows);
        }
        return lists;
    }

    /** Each tenant's overview, and each entity's list of the tenant, hold the entity's valid items of the tenant. */
    public void tenants() {
        List<String> tenants = new ArrayList<>(items.tenants());
        tenants.add("no-such-tenant");
        for (String tenant : tenants) {
            TenantOverview overview = store.tenant(tenant, new CancelToken());
            assertThat(overview.failures()).as("failed sections of %s", tenant).isEmpty();
            for (EntityDef entity : platform.entities()) {
                if (entity.byTenant().isEmpty()
                        || overview.tenant() == null
                                && entity.tenantLinkAttribute().isPresent()) {
                    continue;
                }
                Optional<String> linked = linkedValue(entity, overview);
                if (linked.isEmpty()) {
                    continue;
                }
                Set<String> expected = keys(
                        entity,
                        items.valid().get(entity.name()).stream()
                                .filter(i -> store.rowOf(entity.table().name(), i)
                                        .text(entity.tenantField().orElseThrow())
                                        .equals(linked))
                                .toList());
                assertThat(keys(overview.rows(entity.name())))
                        .as("the overview of %s holds its %s items", tenant, entity.name())
                        .containsAll(expected);
                List<EntityRow> scoped = new ArrayList<>();
                store.list(entity, Scope.tenant(tenant), null, page -> scoped.addAll(page.rows()), new CancelToken());
                assertThat(keys(scoped))
                        .as("%s's list of tenant %s", entity.name(), tenant)
                        .containsAll(expected);
            }
        }
    }

    /** The value the entity's tenant field holds for the overview's tenant; empty where the tenant has none. */
    private static Optional<String> linkedValue(EntityDef entity, TenantOverview overview) {
        Optional<String> attribute = entity.tenantLinkAttribute();
        if (attribute.isEmpty()) {
            return Optional.of(overview.tenantId());
        }
        return overview.tenantIfFound().flatMap(t -> t.text(attribute.get()));
    }

    /** Adds to a readable balance, and is refused, naming the text, on a balance stored as text. */
    public void credit() {
        Optional<EntityDef> credit =
                platform.entities().stream().filter(e -> e.credit().isPresent()).findFirst();
        if (credit.isEmpty() || items.tenants().isEmpty()) {
            return;
        }
        EntityDef entity = credit.get();
        String tenant = items.tenants().get(0);
        if (store.get(entity, Map.of(entity.tenantIdField(), tenant)).isPresent()) {
            CreditResult result = CreditResult.of(
                    store.apply(store.planCredit(entity, tenant, BigDecimal.TEN), "generated adjustment"));
            assertThat(result.after()).isEqualByComparingTo(result.before().add(BigDecimal.TEN));
        }
        if (store.get(entity, Map.of(entity.tenantIdField(), ItemMaker.UNREADABLE_BALANCE))
                .isPresent()) {
            try {
                store.apply(
                        store.planCredit(entity, ItemMaker.UNREADABLE_BALANCE, BigDecimal.TEN), "generated adjustment");
                throw new AssertionError("a balance stored as text was adjusted");
            } catch (StoreException e) {
                assertThat(e.kind()).isEqualTo(StoreException.Kind.REFUSED);
                assertThat(e.getMessage()).contains("holds `lots`, which is not a number");
            }
        }
    }

    private Set<String> keys(EntityDef entity, List<Item> list) {
        return list.stream()
                .map(i -> PrimaryKey.of(entity.table(), i).toString())
                .collect(Collectors.toSet());
    }

    private Set<String> keys(List<EntityRow> rows) {
        return rows.stream()
                .map(r -> PrimaryKey.of(platform.table(r.table()).orElseThrow(), r.item())
                        .toString())
                .collect(Collectors.toSet());
    }
}
