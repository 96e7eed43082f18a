package io.tenantdesk.generated;

import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.testing.HostileItems;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Items for a generated descriptor: valid ones of every entity for each of three tenants (rendered with the entity's
 * own templates), malformed copies (a missing required attribute, a wrong type, a value outside an enum, broken
 * JSON, a balance stored as text, a drifted index key, a key no entity has), and the hostile ones of
 * {@link HostileItems}.
 */
final class ItemMaker {

    /** The items by table, the tenants they belong to, and the valid items by entity name. */
    record Made(DemoDataset data, List<String> tenants, Map<String, List<Item>> valid) {}

    /** The tenant whose credit balance is stored as text. */
    static final String UNREADABLE_BALANCE = "909";

    private final PlatformDescriptor platform;
    private final ValueMaker values;
    private final KeyRenderer renderer = new KeyRenderer(new AttributeValidator());
    private final Map<String, List<Item>> byTable = new LinkedHashMap<>();
    private final Set<String> keys = new HashSet<>();
    private final List<String> tenants = new ArrayList<>();
    private final Map<String, String> tenantNumbers = new LinkedHashMap<>();
    private int counter;

    private ItemMaker(PlatformDescriptor platform, long seed) {
        this.platform = platform;
        this.values = new ValueMaker(new Random(seed));
        platform.tables().keySet().forEach(t -> byTable.put(t, new ArrayList<>()));
    }

    static Made make(PlatformDescriptor platform, long seed) {
        return new ItemMaker(platform, seed).make();
    }

    private Made make() {
        Optional<EntityDef> tenant = platform.tenantEntity();
        tenant.ifPresent(this::tenants);
        Map<String, List<Item>> valid = new LinkedHashMap<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (EntityDef entity : platform.entities()) {
            List<Item> made = new ArrayList<>();
            int copies = entity.keyFields().isEmpty() ? 1 : 3;
            for (int i = 0; i < copies; i++) {
                valid(entity, i).ifPresent(made::add);
            }
            made.forEach(item -> add(entity.table().name(), item));
            valid.put(entity.name(), made);
            counts.put(entity.name(), made.size());
        }
        Map<String, List<Item>> validByTable = new LinkedHashMap<>();
        platform.entities()
                .forEach(e -> validByTable
                        .computeIfAbsent(e.table().name(), k -> new ArrayList<>())
                        .addAll(valid.get(e.name())));
        DemoDataset validData = new DemoDataset(platform, validByTable, counts, List.of());
        for (EntityDef entity : platform.entities()) {
            malformed(entity);
        }
        HostileItems.of(validData).forEach(h -> add(h.entity().table().name(), h.item()));
        platform.tables().values().forEach(t -> HostileItems.unmatched(t).forEach(item -> add(t.name(), item)));
        return new Made(new DemoDataset(platform, byTable, counts, List.of()), List.copyOf(tenants), valid);
    }

    private void tenants(EntityDef tenant) {
        AttributeSpec id = tenant.attribute(tenant.tenantIdField()).orElseThrow();
        for (int t = 1; t <= 3; t++) {
            String tenantId = id.type() == AttributeType.NUMBER ? String.valueOf(100 + t) : "acme" + t;
            tenants.add(tenantId);
            if (t < 3) {
                tenantNumbers.put(tenantId, String.valueOf(40 + t));
            }
        }
    }

    /** A valid item of the entity, of the {@code i}th tenant (round), its keys rendered from its fields. */
    private Optional<Item> valid(EntityDef entity, int i) {
        return valid(entity, tenants.isEmpty() ? null : tenants.get(i % tenants.size()));
    }

    private Optional<Item> valid(EntityDef entity, String tenantId) {
        int n = ++counter;
        Map<String, String> texts = new LinkedHashMap<>();
        Item.Builder item = Item.builder();
        for (AttributeSpec spec : entity.attributes().values()) {
            Value value = valueOf(entity, spec, tenantId, n);
            if (value == null) {
                continue;
            }
            Item.scalarText(value).ifPresent(t -> texts.put(spec.name(), t));
            if (spec.stored() && !entity.table().isPrimaryKey(spec.name())) {
                item.put(spec.name(), value);
            }
        }
        KeyRenderer.RenderedKeys rendered = renderer.render(entity, texts);
        if (!rendered.violations().isEmpty()) {
            throw new IllegalStateException("generated values of " + entity.name() + " break its keys: "
                    + rendered.violations() + " (values " + texts + ")");
        }
        item.putAll(rendered.keys());
        return Optional.of(item.build());
    }

    private Value valueOf(EntityDef entity, AttributeSpec spec, String tenantId, int n) {
        boolean isTenant = entity.hasRole(io.tenantdesk.schema.Role.TENANT);
        if (isTenant && spec.name().equals(entity.tenantIdField()) && tenantId != null) {
            return typed(spec, tenantId);
        }
        if (isTenant && spec.name().equals("number")) {
            String number = tenantNumbers.get(tenantId);
            return number == null ? null : Value.num(number);
        }
        if (!isTenant
                && tenantId != null
                && entity.tenantField().map(spec.name()::equals).orElse(false)) {
            String linked = entity.tenantLinkAttribute().isPresent() ? tenantNumbers.get(tenantId) : tenantId;
            boolean number = spec.type().dynamoType().equals("N");
            if (linked == null || number && !linked.matches("[0-9]+")) {
                linked = String.valueOf(900 + n);
            }
            return typed(spec, linked);
        }
        if (!spec.required() && n % 4 == 0 && !entity.allKeyFields().contains(spec.name())) {
            return null;
        }
        if (entity.credit().map(c -> c.balanceAttribute().equals(spec.name())).orElse(false)) {
            return Value.num(50 + n);
        }
        if (entity.versionAttribute().map(spec.name()::equals).orElse(false)) {
            return Value.num(1);
        }
        return values.value(spec, n);
    }

    private static Value typed(AttributeSpec spec, String text) {
        return spec.type().dynamoType().equals("N") ? Value.num(text) : Value.str(text);
    }

    /** Copies of a fresh valid item, each broken in one way. */
    private void malformed(EntityDef entity) {
        entity.credit()
                .ifPresent(c -> valid(entity, UNREADABLE_BALANCE)
                        .ifPresent(fresh -> add(
                                entity.table().name(),
                                fresh.toBuilder()
                                        .put(c.balanceAttribute(), Value.str("lots"))
                                        .build())));
        if (entity.keyFields().isEmpty()) {
            return;
        }
        List<AttributeSpec> stored = entity.attributes().values().stream()
                .filter(AttributeSpec::stored)
                .filter(a -> !entity.allKeyFields().contains(a.name()))
                .filter(a -> !entity.table().allKeyAttributes().containsKey(a.name()))
                .toList();
        stored.stream()
                .filter(AttributeSpec::required)
                .findFirst()
                .ifPresent(a -> spoil(entity, b -> b.remove(a.name())));
        stored.stream()
                .filter(a -> a.type().dynamoType().equals("N"))
                .findFirst()
                .ifPresent(a -> spoil(entity, b -> b.put(a.name(), Value.str("12"))));
        stored.stream()
                .filter(a -> a.type() == AttributeType.ENUM && !a.openEnum())
                .findFirst()
                .ifPresent(a -> spoil(entity, b -> b.put(a.name(), Value.str("bogus"))));
        stored.stream()
                .filter(a -> a.secret() && a.type().dynamoType().equals("S") && a.type() != AttributeType.SECRET)
                .filter(a -> a.type() != AttributeType.STRING || a.pattern() != null)
                .findFirst()
                .ifPresent(a ->
                        spoil(entity, b -> b.put(a.name(), Value.str(ValueMaker.SECRET + "-broken-" + counter))));
        stored.stream()
                .filter(a -> a.type() == AttributeType.JSON)
                .findFirst()
                .ifPresent(a -> spoil(entity, b -> b.put(a.name(), Value.str("{not json"))));
        entity.indexKeyTemplates().keySet().stream()
                .filter(k -> entity.table().allKeyAttributes().get(k) == KeyType.S)
                .findFirst()
                .ifPresent(k -> spoil(entity, b -> b.put(k, Value.str("DRIFT#" + counter))));
        TableDef def = entity.table();
        if (def.partitionKey().type() == KeyType.S) {
            spoil(entity, b -> b.put(def.partitionKey().name(), Value.str("ZZ#unknown#" + counter)));
        }
    }

    private void spoil(EntityDef entity, java.util.function.Consumer<Item.Builder> how) {
        valid(entity, counter).ifPresent(fresh -> {
            Item.Builder b = fresh.toBuilder();
            how.accept(b);
            add(entity.table().name(), b.build());
        });
    }

    /** Adds the item unless an item with its table keys is there already. */
    private void add(String table, Item item) {
        TableDef def = platform.tables().get(table);
        StringBuilder key = new StringBuilder(table);
        def.primaryKeyNames()
                .forEach(k -> key.append('\u0000').append(item.get(k).orElse(null)));
        if (def.primaryKeyNames().stream().allMatch(item::has) && keys.add(key.toString())) {
            byTable.get(table).add(item);
        }
    }
}
