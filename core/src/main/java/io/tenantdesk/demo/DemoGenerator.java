package io.tenantdesk.demo;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.template.KeyTemplate;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Makes a platform's demo data from its descriptor, deterministically for a seed: the tenants, then for
 * each entity (in the order its references need) items per tenant or standalone, references pointing at
 * items made before, every enum value used at least once, and a handful of deliberately malformed items
 * per table. Works for any descriptor; a {@link DemoPlan} adds what only the platform's people know.
 */
public final class DemoGenerator {

    private final DemoSize size;
    private final long seed;
    private final Instant now;
    private final Map<String, DemoPlan> plans;

    public DemoGenerator(DemoSize size, long seed, Instant now, Map<String, DemoPlan> plansByPlatform) {
        this.size = size;
        this.seed = seed;
        this.now = now;
        this.plans = Map.copyOf(plansByPlatform);
    }

    public DemoDataset generate(PlatformDescriptor platform) {
        DemoRandom random = new DemoRandom(seed * 31 + platform.id().hashCode());
        ValueFiller filler = new ValueFiller(random, now);
        ItemClassifier classifier = new ItemClassifier(platform);
        ItemFactory factory = new ItemFactory(
                filler, new Agreement(random, now), random, new KeyRenderer(new AttributeValidator()), classifier);
        DemoPlan plan = plans.getOrDefault(platform.id(), new DemoPlan() {});
        Run run = new Run(platform, plan, random, factory);
        for (EntityDef entity : EntityOrder.of(platform)) {
            run.makeAll(entity);
        }
        List<MalformedItem> malformed =
                new MalformedItems(factory, classifier, random).make(platform, run.itemsByTable, run.fieldsByEntity);
        malformed.forEach(m -> run.itemsByTable.get(m.table()).add(m.item()));
        return new DemoDataset(platform, run.itemsByTable, run.counts, malformed);
    }

    /** The state of one platform's generation. */
    private final class Run {
        private final PlatformDescriptor platform;
        private final DemoPlan plan;
        private final DemoRandom random;
        private final ItemFactory factory;
        private final Map<String, List<Item>> itemsByTable = new LinkedHashMap<>();
        private final Map<String, Integer> counts = new LinkedHashMap<>();
        private final Map<String, List<Map<String, Value>>> fieldsByEntity = new HashMap<>();
        /** Ids made so far, by field name, each with the tenant it belongs to ("" outside tenants). */
        private final Map<String, List<String[]>> pools = new HashMap<>();

        private final Map<String, Set<PrimaryKey>> primaryKeysByTable = new HashMap<>();
        private final List<String> tenantIds = new ArrayList<>();

        Run(PlatformDescriptor platform, DemoPlan plan, DemoRandom random, ItemFactory factory) {
            this.platform = platform;
            this.plan = plan;
            this.random = random;
            this.factory = factory;
            platform.tables().keySet().forEach(t -> itemsByTable.put(t, new ArrayList<>()));
        }

        void makeAll(EntityDef entity) {
            boolean isTenant = platform.tenantEntity().map(entity::equals).orElse(false);
            Optional<String> tenantField = entity.tenantField();
            if (isTenant) {
                for (int i = 0; i < size.tenants(); i++) {
                    make(entity, null, i);
                }
            } else if (tenantField.isPresent() && !tenantIds.isEmpty()) {
                int index = 0;
                for (String tenant : tenantIds) {
                    int count = random.between(
                            Math.max(1, size.scale(plan.perTenant(entity)) / 2),
                            size.scale(plan.perTenant(entity)) * 3 / 2 + 1);
                    for (int i = 0; i < count; i++) {
                        make(entity, tenant, index++);
                    }
                }
            } else {
                int count = size.scale(plan.standalone(entity));
                for (int i = 0; i < count; i++) {
                    make(entity, null, i);
                }
            }
        }

        private void make(EntityDef entity, String tenant, int index) {
            String own = EntityOrder.ownId(entity);
            for (int attempt = 0; attempt < 8; attempt++) {
                Map<String, Value> given = new LinkedHashMap<>();
                if (tenant != null) {
                    entity.tenantField().ifPresent(f -> given.put(f, Value.str(tenant)));
                }
                chooseReferences(entity, tenant, own, given);
                coverEnums(entity, index, given);
                Map<String, Value> fields = factory.fill(entity, given);
                plan.adjust(entity, fields, random, now);
                factory.agree(entity, fields);
                Item item = factory.finish(entity, fields);
                PrimaryKey primaryKey = primaryKeyOf(entity, item);
                if (primaryKeysByTable
                        .computeIfAbsent(entity.table().name(), t -> new HashSet<>())
                        .add(primaryKey)) {
                    record(entity, tenant, fields, item);
                    return;
                }
            }
        }

        private void chooseReferences(EntityDef entity, String tenant, String own, Map<String, Value> given) {
            for (AttributeSpec spec : entity.attributes().values()) {
                String name = spec.name();
                if (name.equals(own)
                        || given.containsKey(name)
                        || !pools.containsKey(name)
                        || spec.type() != AttributeType.STRING) {
                    continue;
                }
                if (!spec.required() && !entity.allKeyFields().contains(name) && random.chance(0.25)) {
                    continue;
                }
                List<String[]> candidates = pools.get(name).stream()
                        .filter(p -> tenant == null || p[0].equals(tenant))
                        .toList();
                if (candidates.isEmpty()) {
                    candidates = pools.get(name);
                }
                given.put(name, Value.str(random.pick(candidates)[1]));
            }
        }

        private void coverEnums(EntityDef entity, int index, Map<String, Value> given) {
            for (AttributeSpec spec : entity.attributes().values()) {
                if (spec.type() == AttributeType.ENUM
                        && !given.containsKey(spec.name())
                        && index < spec.enumValues().size()) {
                    given.put(spec.name(), Value.str(spec.enumValues().get(index)));
                }
            }
        }

        private void record(EntityDef entity, String tenant, Map<String, Value> fields, Item item) {
            itemsByTable.get(entity.table().name()).add(item);
            counts.merge(entity.name(), 1, Integer::sum);
            fieldsByEntity
                    .computeIfAbsent(entity.name(), e -> new ArrayList<>())
                    .add(fields);
            String own = EntityOrder.ownId(entity);
            boolean isTenant = platform.tenantEntity().map(entity::equals).orElse(false);
            if (isTenant) {
                entity.tenantField()
                        .flatMap(f -> Item.scalarText(fields.get(f)))
                        .ifPresent(tenantIds::add);
            }
            if (own != null && fields.containsKey(own)) {
                String owner = tenant != null
                        ? tenant
                        : isTenant ? Item.scalarText(fields.get(own)).orElse("") : "";
                pools.computeIfAbsent(own, k -> new ArrayList<>()).add(new String[] {
                    owner, Item.scalarText(fields.get(own)).orElse("")
                });
            }
        }

        private PrimaryKey primaryKeyOf(EntityDef entity, Item item) {
            return PrimaryKey.of(entity.table(), item);
        }
    }

    /** Used by {@link EntityOrder}: the template that names an item's own id. */
    static KeyTemplate identifyingTemplate(EntityDef entity) {
        List<KeyTemplate> primary = new ArrayList<>(entity.primaryKeyTemplates().values());
        for (int i = primary.size() - 1; i >= 0; i--) {
            if (!primary.get(i).isLiteral()) {
                return primary.get(i);
            }
        }
        return primary.get(0);
    }
}
