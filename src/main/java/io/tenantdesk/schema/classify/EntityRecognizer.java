package io.tenantdesk.schema.classify;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Finds the entity an item belongs to from its table keys: the entity whose templates match, the most
 * specific first (more literal text, then more declared patterns). Built once per platform; thread-safe.
 */
public final class EntityRecognizer {

    /** The entity found and the values parsed out of the table keys, or the reason none was found. */
    public record Recognition(EntityDef entity, Map<String, String> keyValues, String reason) {
        public Optional<EntityDef> entityIfAny() {
            return Optional.ofNullable(entity);
        }
    }

    private final PlatformDescriptor platform;
    private final Map<String, List<EntityDef>> candidatesByTable = new LinkedHashMap<>();

    public EntityRecognizer(PlatformDescriptor platform) {
        this.platform = platform;
        for (String table : platform.tables().keySet()) {
            List<EntityDef> candidates = new ArrayList<>(platform.entitiesOf(table));
            candidates.sort(Comparator.comparingInt(EntityRecognizer::specificity).reversed()
                    .thenComparing(Comparator.comparingInt((EntityDef e) -> e.declaredPatterns().size()).reversed()));
            candidatesByTable.put(table, List.copyOf(candidates));
        }
    }

    static int specificity(EntityDef entity) {
        return entity.primaryKeyTemplates().values().stream().mapToInt(KeyTemplate::literalLength).sum();
    }

    public Recognition recognize(String table, Item item) {
        List<EntityDef> candidates = candidatesByTable.get(table);
        if (candidates == null) {
            return new Recognition(null, Map.of(), "platform " + platform.id() + " has no table `" + table + "`");
        }
        List<String> keyNames = new ArrayList<>(platform.tables().get(table).primaryKeyNames());
        for (String keyName : keyNames) {
            if (item.scalarText(keyName).isEmpty()) {
                return new Recognition(null, Map.of(), "the item has no string or number `" + keyName + "`");
            }
        }
        for (EntityDef entity : candidates) {
            Optional<Map<String, String>> values = matchKeys(entity, item, keyNames);
            if (values.isPresent()) {
                return new Recognition(entity, values.get(), null);
            }
        }
        return new Recognition(null, Map.of(), explain(table, item, keyNames, candidates));
    }

    private static Optional<Map<String, String>> matchKeys(EntityDef entity, Item item, List<String> keyNames) {
        for (String keyName : keyNames) {
            if (!entity.keys().get(keyName).couldMatch(item.scalarText(keyName).orElseThrow())) {
                return Optional.empty();
            }
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (String keyName : keyNames) {
            KeyTemplate template = entity.keys().get(keyName);
            Optional<Map<String, String>> parsed = template.match(item.scalarText(keyName).orElseThrow(),
                    entity.declaredPatterns());
            if (parsed.isEmpty()) {
                return Optional.empty();
            }
            for (Map.Entry<String, String> v : parsed.get().entrySet()) {
                String earlier = values.putIfAbsent(v.getKey(), v.getValue());
                if (earlier != null && !earlier.equals(v.getValue())) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(values);
    }

    private static int commonPrefix(String a, String b) {
        int n = 0;
        while (n < a.length() && n < b.length() && a.charAt(n) == b.charAt(n)) {
            n++;
        }
        return n;
    }

    private static String explain(String table, Item item, List<String> keyNames, List<EntityDef> candidates) {
        StringBuilder keys = new StringBuilder();
        for (String keyName : keyNames) {
            keys.append(keys.length() == 0 ? "" : ", ").append(keyName).append(" `")
                    .append(item.scalarText(keyName).orElse("")).append('`');
        }
        String message = "no entity of table `" + table + "` has keys like " + keys;
        String closest = null;
        int bestMatched = -1;
        int bestPrefix = -1;
        for (EntityDef entity : candidates) {
            List<String> reasons = new ArrayList<>();
            int matched = 0;
            int prefix = 0;
            for (String keyName : keyNames) {
                KeyTemplate template = entity.keys().get(keyName);
                String key = item.scalarText(keyName).orElse("");
                Optional<String> mismatch = template.explainMismatch(keyName, key);
                if (mismatch.isPresent()) {
                    reasons.add(mismatch.get());
                    prefix += commonPrefix(key, template.literalPrefix());
                } else if (template.match(key, entity.declaredPatterns()).isEmpty()) {
                    reasons.add(keyName + " does not match the pattern declared for "
                            + String.join(", ", template.placeholders()));
                } else {
                    matched++;
                    prefix += template.literalPrefix().length();
                }
            }
            if (matched > bestMatched || (matched == bestMatched && prefix > bestPrefix)) {
                bestMatched = matched;
                bestPrefix = prefix;
                closest = entity.name() + ": " + String.join("; ", reasons);
            }
        }
        return closest == null ? message : message + " (closest: " + closest + ")";
    }
}
