package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.AccessPattern;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a tenant's overview with as few requests as the design allows: entities whose tenant pattern shares a
 * partition (app_data's account, addresses, licenses and workstreams under {@code PK = ACCOUNT#{id}}) are read
 * with one Query of that partition; the others by their own tenant pattern.
 */
final class TenantReader {

    private final PlatformDescriptor platform;
    private final ReadPlanner planner;
    private final ItemReader reader;

    TenantReader(PlatformDescriptor platform, ReadPlanner planner, ItemReader reader) {
        this.platform = platform;
        this.planner = planner;
        this.reader = reader;
    }

    /** One read and the entities it serves. */
    private record Group(EntityDef first, AccessPattern pattern, String partitionValue, Set<EntityDef> entities) {}

    TenantOverview read(String tenantId, Optional<EntityRow> tenantRow, CancelToken cancel) {
        EntityDef tenantEntity = platform.tenantEntity().orElse(null);
        TenantLinks links = new TenantLinks(tenantId, tenantRow);
        Map<String, Group> groups = new LinkedHashMap<>();
        List<String> notListed = new ArrayList<>();
        for (EntityDef entity : platform.entities()) {
            if (entity.equals(tenantEntity) || entity.tenantField().isEmpty()) {
                continue;
            }
            Optional<AccessPattern> pattern = entity.byTenant();
            if (pattern.isEmpty()) {
                notListed.add(entity.name());
                continue;
            }
            Optional<String> linked = linkedValue(links, entity);
            if (linked.isEmpty()) {
                notListed.add(entity.name());
                continue;
            }
            String partition =
                    pattern.get().partition().render(Map.of(entity.tenantField().get(), linked.get()));
            String groupKey = entity.table().name() + "|" + pattern.get().index() + "|" + partition;
            groups.computeIfAbsent(groupKey, k -> new Group(entity, pattern.get(), partition, new LinkedHashSet<>()))
                    .entities()
                    .add(entity);
        }
        Map<String, List<EntityRow>> rows = new LinkedHashMap<>();
        List<EntityRow> strays = new ArrayList<>();
        List<String> reads = new ArrayList<>();
        EntityRow tenant = tenantRow.orElse(null);
        for (Group group : groups.values()) {
            if (cancel.isCancelled()) {
                break;
            }
            ReadPlan plan = group.entities().size() > 1
                    ? planner.partition(group.first().table(), group.pattern().index(), group.partitionValue())
                    : planner.plan(
                            group.first(),
                            Scope.tenant(linkedValue(links, group.first()).orElseThrow()),
                            java.time.Instant.now());
            reads.add(plan.description());
            reader.read(
                    plan,
                    row -> true,
                    null,
                    page -> {
                        for (EntityRow row : page.rows()) {
                            Optional<EntityDef> entity = row.entity();
                            if (entity.isPresent() && group.entities().contains(entity.get())) {
                                rows.computeIfAbsent(entity.get().name(), k -> new ArrayList<>())
                                        .add(row);
                            } else if (entity.isEmpty() || !entity.get().equals(tenantEntity)) {
                                strays.add(row);
                            }
                        }
                    },
                    cancel);
        }
        return new TenantOverview(tenantId, tenant, rows, strays, notListed, reads);
    }

    /** The tenant as the entity's tenant field holds it; empty when the tenant's item lacks what it links by. */
    private static Optional<String> linkedValue(TenantLinks links, EntityDef entity) {
        try {
            return Optional.of(links.valueFor(entity));
        } catch (StoreException e) {
            return Optional.empty();
        }
    }
}
