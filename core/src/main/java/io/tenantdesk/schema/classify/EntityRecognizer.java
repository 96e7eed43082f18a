package io.tenantdesk.schema.classify;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
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

    /** An entity with its templates for the table's key attributes, in the table's key order. */
    private record Candidate(EntityDef entity, KeyTemplate[] templates) {}

    /** A table's key attribute names and its entities' candidates, the most specific first, indexed by key starts. */
    private record TableCandidates(List<String> keyNames, List<Candidate> candidates, KeyStartIndex index) {}

    private final PlatformDescriptor platform;
    private final Map<String, TableCandidates> candidatesByTable = new LinkedHashMap<>();

    public EntityRecognizer(PlatformDescriptor platform) {
        this.platform = platform;
        for (Map.Entry<String, TableDef> table : platform.tables().entrySet()) {
            List<EntityDef> entities = new ArrayList<>(platform.entitiesOf(table.getKey()));
            entities.sort(Comparator.comparingInt(EntityRecognizer::specificity)
                    .reversed()
                    .thenComparing(Comparator.comparingInt(
                                    (EntityDef e) -> e.declaredPatterns().size())
                            .reversed()));
            List<String> keyNames = List.copyOf(table.getValue().primaryKeyNames());
            List<Candidate> candidates = new ArrayList<>();
            for (EntityDef entity : entities) {
                candidates.add(new Candidate(
                        entity, keyNames.stream().map(entity.keys()::get).toArray(KeyTemplate[]::new)));
            }
            KeyStartIndex index = new KeyStartIndex(
                    candidates.stream().map(Candidate::templates).toList(), keyNames.size());
            candidatesByTable.put(table.getKey(), new TableCandidates(keyNames, List.copyOf(candidates), index));
        }
    }

    static int specificity(EntityDef entity) {
        return entity.primaryKeyTemplates().values().stream()
                .mapToInt(KeyTemplate::literalLength)
                .sum();
    }

    public Recognition recognize(String table, Item item) {
        TableCandidates known = candidatesByTable.get(table);
        if (known == null) {
            return new Recognition(null, Map.of(), "platform " + platform.id() + " has no table `" + table + "`");
        }
        List<String> keyNames = known.keyNames();
        String[] keys = new String[keyNames.size()];
        for (int k = 0; k < keys.length; k++) {
            keys[k] = item.scalarTextOrNull(keyNames.get(k));
            if (keys[k] == null) {
                return new Recognition(null, Map.of(), "the item has no string or number `" + keyNames.get(k) + "`");
            }
        }
        List<Candidate> candidates = known.candidates();
        for (int c = known.index().next(keys, 0); c >= 0; c = known.index().next(keys, c + 1)) {
            Map<String, String> values = matchKeys(candidates.get(c), keys);
            if (values != null) {
                return new Recognition(candidates.get(c).entity(), values, null);
            }
        }
        return new Recognition(
                null,
                Map.of(),
                explain(
                        table,
                        item,
                        keyNames,
                        known.candidates().stream().map(Candidate::entity).toList()));
    }

    /** The values the keys give, or null when a key does not fit the candidate's template. */
    private static Map<String, String> matchKeys(Candidate candidate, String[] keys) {
        KeyTemplate[] templates = candidate.templates();
        for (int k = 0; k < keys.length; k++) {
            if (!templates[k].couldMatch(keys[k])) {
                return null;
            }
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (int k = 0; k < keys.length; k++) {
            if (!templates[k].matchInto(keys[k], candidate.entity().declaredPatterns(), values)) {
                return null;
            }
        }
        return values;
    }

    private static int commonPrefix(String a, String b) {
        int n = 0;
        while (n < a.length() && n < b.length() && a.charAt(n) == b.charAt(n)) {
            n++;
        }
        return n;
    }

    /**
     * The entity the item belongs to or, when none does, the one its keys come closest to (most keys matching, then
     * the longest literal text in common); empty when the table has no entity.
     */
    public Optional<EntityDef> closest(String table, Item item) {
        Recognition recognition = recognize(table, item);
        if (recognition.entity() != null) {
            return Optional.of(recognition.entity());
        }
        TableCandidates known = candidatesByTable.get(table);
        return known == null
                ? Optional.empty()
                : Optional.ofNullable(closest(
                                item,
                                known.keyNames(),
                                known.candidates().stream()
                                        .map(Candidate::entity)
                                        .toList()))
                        .map(Closest::entity);
    }

    /** The closest entity and why its templates do not match. */
    private record Closest(EntityDef entity, List<String> reasons) {}

    private static Closest closest(Item item, List<String> keyNames, List<EntityDef> candidates) {
        Closest closest = null;
        int bestMatched = -1;
        int bestIndexMatched = -1;
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
            int indexMatched = 0;
            for (var index : entity.indexKeyTemplates().entrySet()) {
                String key = item.scalarTextOrNull(index.getKey());
                if (key != null
                        && index.getValue()
                                .match(key, entity.declaredPatterns())
                                .isPresent()) {
                    indexMatched++;
                }
            }
            if (matched > bestMatched
                    || (matched == bestMatched
                            && (indexMatched > bestIndexMatched
                                    || (indexMatched == bestIndexMatched && prefix > bestPrefix)))) {
                bestMatched = matched;
                bestIndexMatched = indexMatched;
                bestPrefix = prefix;
                closest = new Closest(entity, reasons);
            }
        }
        return closest;
    }

    private static String explain(String table, Item item, List<String> keyNames, List<EntityDef> candidates) {
        StringBuilder keys = new StringBuilder();
        for (String keyName : keyNames) {
            keys.append(keys.length() == 0 ? "" : ", ")
                    .append(keyName)
                    .append(" `")
                    .append(item.scalarText(keyName).orElse(""))
                    .append('`');
        }
        String message = "no entity of table `" + table + "` has keys like " + keys;
        Closest closest = closest(item, keyNames, candidates);
        return closest == null
                ? message
                : message + " (closest: " + closest.entity().name() + ": " + String.join("; ", closest.reasons()) + ")";
    }
}
