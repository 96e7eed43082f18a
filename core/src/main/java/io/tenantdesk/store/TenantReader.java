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
 * with one Query of that partition; the others by their own tenant pattern. One read's failure is that read's
 * entities' own: the others are still read and shown.
 */
final class TenantReader {

    private final PlatformDescriptor platform;
    private final ReadPlanner planner;
    private final ItemReader reader;
    private final ErrorTranslator errors;

    TenantReader(PlatformDescriptor platform, ReadPlanner planner, ItemReader reader, ErrorTranslator errors) {
        this.platform = platform;
        this.planner = planner;
        this.reader = reader;
        this.errors = errors;
    }

    /** One read and the entities it serves. */
    private record Group(EntityDef first, AccessPattern pattern, String partitionValue, Set<EntityDef> entities) {}

    TenantOverview read(String tenantId, Optional<EntityRow> tenantRow, CancelToken cancel) {
        EntityDef tenantEntity = platform.tenantEntity().orElse(null);
        TenantLinks links = new TenantLinks(tenantId, tenantRow);
        Map<String, Group> groups = new LinkedHashMap<>();
        List<String> notListed = new ArrayList<>();
        Map<String, String> none = new LinkedHashMap<>();
        for (EntityDef entity : platform.entities()) {
            if (entity.equals(tenantEntity) || entity.tenantField().isEmpty()) {
                continue;
            }
            Optional<AccessPattern> pattern = entity.byTenant();
            if (pattern.isEmpty()) {
                notListed.add(entity.name());
                continue;
            }
            String linked;
            try {
                linked = links.valueFor(entity);
            } catch (StoreException e) {
                none.put(entity.name(), e.getMessage());
                continue;
            }
            String partition =
                    pattern.get().partition().render(Map.of(entity.tenantField().get(), linked));
            String groupKey = entity.table().name() + "|" + pattern.get().index() + "|" + partition;
            groups.computeIfAbsent(groupKey, k -> new Group(entity, pattern.get(), partition, new LinkedHashSet<>()))
                    .entities()
                    .add(entity);
        }
        Map<String, List<EntityRow>> rows = new LinkedHashMap<>();
        List<EntityRow> strays = new ArrayList<>();
        Map<String, String> failures = new LinkedHashMap<>();
        List<String> reads = new ArrayList<>();
        for (Group group : groups.values()) {
            if (cancel.isCancelled()) {
                break;
            }
            ReadPlan plan = group.entities().size() > 1
                    ? planner.partition(group.first().table(), group.pattern().index(), group.partitionValue())
                    : planner.plan(group.first(), Scope.tenant(links.valueFor(group.first())), java.time.Instant.now());
            reads.add(plan.description());
            if (plan.findsNothing()) {
                group.entities()
                        .forEach(e -> none.put(
                                e.name(),
                                group.entities().size() > 1
                                        ? e.name() + ": " + plan.description()
                                        : plan.description()));
                continue;
            }
            try {
                reader.read(plan, row -> true, null, page -> sort(page, group, tenantEntity, rows, strays), cancel);
            } catch (RuntimeException e) {
                String message = errors.translate(
                                e, "Query", group.first().table().name())
                        .getMessage();
                group.entities().forEach(entity -> failures.put(entity.name(), message));
            }
        }
        return new TenantOverview(tenantId, tenantRow.orElse(null), rows, strays, notListed, none, failures, reads);
    }

    private static void sort(
            Page page, Group group, EntityDef tenantEntity, Map<String, List<EntityRow>> rows, List<EntityRow> strays) {
        for (EntityRow row : page.rows()) {
            Optional<EntityDef> entity = row.entity();
            if (entity.isPresent() && group.entities().contains(entity.get())) {
                rows.computeIfAbsent(entity.get().name(), k -> new ArrayList<>())
                        .add(row);
            } else if (entity.isEmpty() || !entity.get().equals(tenantEntity)) {
                strays.add(row);
            }
        }
    }
}
