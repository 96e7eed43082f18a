package io.tenantdesk.demo;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * Spoils copies of good demo items on purpose, each in exactly one way, so every table has something for
 * the console and the linter to find (and to repair): a key that matches no template, an attribute of the wrong
 * type, a required attribute missing, invalid JSON where the table has JSON attributes, and where its entities
 * have index keys, one that drifted from its template and one that is missing.
 */
final class MalformedItems {

    /** Good items tried per entity for one whose index keys can be spoiled (optional values feed some keys). */
    private static final int SOURCE_ATTEMPTS = 8;

    private static final List<String> UNKNOWN_KEY_SHAPES = List.of("LEGACY#%s", "legacy-%s", "tmp/%s/orphan", "%s");

    private final ItemFactory factory;
    private final ItemClassifier classifier;
    private final DemoRandom random;

    MalformedItems(ItemFactory factory, ItemClassifier classifier, DemoRandom random) {
        this.factory = factory;
        this.classifier = classifier;
        this.random = random;
    }

    List<MalformedItem> make(
            PlatformDescriptor platform,
            Map<String, List<Item>> existing,
            Map<String, List<Map<String, Value>>> fieldsByEntity) {
        List<MalformedItem> result = new ArrayList<>();
        Set<Map.Entry<String, PrimaryKey>> taken = new java.util.HashSet<>();
        existing.forEach((table, items) ->
                items.forEach(i -> taken.add(primaryKey(platform.tables().get(table), i))));
        for (TableDef table : platform.tables().values()) {
            List<EntityDef> entities = platform.entitiesOf(table.name()).stream()
                    .filter(e -> fieldsByEntity.containsKey(e.name()))
                    .toList();
            if (entities.isEmpty()) {
                continue;
            }
            List<Optional<MalformedItem>> candidates = List.of(
                    unrecognised(table, entities.get(0), fieldsByEntity),
                    spoil(entities, fieldsByEntity, Rule.WRONG_TYPE, this::wrongType),
                    spoil(entities, fieldsByEntity, Rule.MISSING_REQUIRED, this::withoutRequired),
                    spoil(entities, fieldsByEntity, Rule.INVALID_JSON, this::brokenJson),
                    spoilIndexKey(entities, fieldsByEntity, Rule.KEY_DRIFT),
                    spoilIndexKey(entities, fieldsByEntity, Rule.KEY_MISSING));
            for (Optional<MalformedItem> candidate : candidates) {
                candidate.filter(m -> taken.add(primaryKey(table, m.item()))).ifPresent(result::add);
            }
        }
        return result;
    }

    /** An item's key within its table, for telling made items apart across tables. */
    private static Map.Entry<String, PrimaryKey> primaryKey(TableDef table, Item item) {
        return Map.entry(table.name(), PrimaryKey.of(table, item));
    }

    /** A fresh copy of a made item's fields, with new ids so it does not overwrite its original. */
    private Map<String, Value> freshCopy(EntityDef entity, Map<String, List<Map<String, Value>>> fieldsByEntity) {
        Map<String, Value> fields = new LinkedHashMap<>(random.pick(fieldsByEntity.get(entity.name())));
        String own = EntityOrder.ownId(entity);
        if (own != null) {
            AttributeSpec spec = entity.attributes().get(own);
            fields.put(
                    own,
                    switch (spec.type()) {
                        case STRING -> Value.str("bad-" + random.base36(6));
                        case TIMESTAMP ->
                            Value.str(java.time.Instant.parse("2020-01-01T00:00:00Z")
                                    .plusSeconds(random.between(0, 100_000_000))
                                    .toString());
                        default -> fields.get(own);
                    });
            if (spec.pattern() != null && spec.example() != null) {
                fields.put(own, Value.str(random.idLike(spec.example())));
            }
        }
        return fields;
    }

    private Optional<MalformedItem> unrecognised(
            TableDef table, EntityDef entity, Map<String, List<Map<String, Value>>> fieldsByEntity) {
        if (table.partitionKey().type() != KeyType.S) {
            return Optional.empty();
        }
        Item good = factory.assemble(entity, freshCopy(entity, fieldsByEntity));
        String partitionKey = table.partitionKey().name();
        for (String shape : UNKNOWN_KEY_SHAPES) {
            Item item = good.toBuilder()
                    .putString(partitionKey, String.format(shape, random.base36(8)))
                    .build();
            if (!classifier.classify(table.name(), item).recognised()) {
                return Optional.of(new MalformedItem(table.name(), item, null, null, partitionKey));
            }
        }
        return Optional.empty();
    }

    private Optional<MalformedItem> spoil(
            List<EntityDef> entities,
            Map<String, List<Map<String, Value>>> fieldsByEntity,
            Rule rule,
            BiFunction<EntityDef, Map<String, Value>, Optional<String>> spoiler) {
        for (EntityDef entity : entities) {
            Map<String, Value> fields = freshCopy(entity, fieldsByEntity);
            Optional<String> attribute = spoiler.apply(entity, fields);
            if (attribute.isEmpty()) {
                continue;
            }
            Item item = factory.assemble(entity, fields);
            Classification c = classifier.classify(entity.table().name(), item);
            List<Violation> v = c.violations();
            if (c.recognised()
                    && c.entity().equals(entity)
                    && v.size() == 1
                    && v.get(0).rule() == rule) {
                return Optional.of(
                        new MalformedItem(entity.table().name(), item, entity.name(), rule, attribute.get()));
            }
        }
        return Optional.empty();
    }

    /** The most believable copy of an item of one of {@code entities} whose one index key drifted or is missing. */
    private Optional<MalformedItem> spoilIndexKey(
            List<EntityDef> entities, Map<String, List<Map<String, Value>>> fieldsByEntity, Rule rule) {
        MalformedItem best = null;
        int bestBelievability = Integer.MAX_VALUE;
        for (EntityDef entity : entities) {
            for (int attempt = 0; attempt < SOURCE_ATTEMPTS; attempt++) {
                Optional<IndexKeyDrift.Candidate> spoiled =
                        spoilIndexKey(entity, freshCopy(entity, fieldsByEntity), fieldsByEntity, rule);
                if (spoiled.isPresent()) {
                    if (spoiled.get().believability() < bestBelievability) {
                        best = new MalformedItem(
                                entity.table().name(),
                                spoiled.get().item(),
                                entity.name(),
                                rule,
                                spoiled.get().keyAttribute());
                        bestBelievability = spoiled.get().believability();
                    }
                    break;
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /** The most believable way to spoil this item's index keys by breaking exactly {@code rule}, if any. */
    private Optional<IndexKeyDrift.Candidate> spoilIndexKey(
            EntityDef entity,
            Map<String, Value> fields,
            Map<String, List<Map<String, Value>>> fieldsByEntity,
            Rule rule) {
        Item good = factory.assemble(entity, fields);
        List<IndexKeyDrift.Candidate> candidates = new ArrayList<>(
                rule == Rule.KEY_DRIFT
                        ? IndexKeyDrift.drifted(entity, good, fields, fieldsByEntity.get(entity.name()))
                        : IndexKeyDrift.missing(entity, good));
        candidates.sort(Comparator.comparingInt(IndexKeyDrift.Candidate::believability));
        for (IndexKeyDrift.Candidate candidate : candidates) {
            Classification c = classifier.classify(entity.table().name(), candidate.item());
            List<Violation> v = c.violations();
            if (c.recognised()
                    && c.entity().equals(entity)
                    && v.size() == 1
                    && v.get(0).rule() == rule
                    && v.get(0).attribute().equals(candidate.keyAttribute())) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    /** Attributes safe to spoil: stored, not part of any key (DynamoDB refuses a key of the wrong type), not the version. */
    private static List<AttributeSpec> plainAttributes(EntityDef entity, Map<String, Value> fields) {
        Set<String> keyFields = entity.allKeyFields();
        return entity.attributes().values().stream()
                .filter(AttributeSpec::stored)
                .filter(a -> !keyFields.contains(a.name())
                        && !entity.table().allKeyAttributes().containsKey(a.name()))
                .filter(a -> !entity.versionAttribute().map(a.name()::equals).orElse(false))
                .filter(a -> fields.containsKey(a.name()))
                .toList();
    }

    private Optional<String> wrongType(EntityDef entity, Map<String, Value> fields) {
        return plainAttributes(entity, fields).stream()
                .filter(a -> a.type().isScalar())
                .findFirst()
                .map(a -> {
                    fields.put(a.name(), a.type().dynamoType().equals("N") ? Value.str("twelve") : Value.num(12));
                    return a.name();
                });
    }

    private Optional<String> withoutRequired(EntityDef entity, Map<String, Value> fields) {
        return plainAttributes(entity, fields).stream()
                .filter(AttributeSpec::required)
                .findFirst()
                .map(a -> {
                    fields.remove(a.name());
                    return a.name();
                });
    }

    private Optional<String> brokenJson(EntityDef entity, Map<String, Value> fields) {
        return plainAttributes(entity, fields).stream()
                .filter(a -> a.type() == AttributeType.JSON)
                .findFirst()
                .map(a -> {
                    fields.put(
                            a.name(), Value.str("{\"messages_per_day\": 1000, \"enabled_skills\": [\"sprint_status\""));
                    return a.name();
                });
    }
}
