package io.tenantdesk.infer;

import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Proposes an entity's index key templates from the shapes of its items' index key values. A part whose text is a
 * field's value in (nearly) every item becomes that field's placeholder ({@code ENTERPRISE#{enterprise_id}}, {@code
 * {end_date}#{licenseId}}); a part with one text throughout is literal ({@code ENTITY#LICENSE}); another part is a
 * value found only in the index key. An index key holding a plain value that no other field holds ({@code
 * workspaceId}, {@code status}) is an attribute, not a template. A few items that break the pattern are noted as
 * drifted, not followed; an index key missing where its template could be rendered is proposed only when few items
 * lack it, as a sparse index would otherwise read as broken.
 */
final class IndexTemplates {

    /** A whole index key that is one literal word in this many items at least marks the entity ({@code TENANT}). */
    private static final int MIN_MARKER_ITEMS = 3;

    /** The proposed templates by index key attribute, and the index keys that are plain attributes. */
    record Proposal(Map<String, String> templates, Set<String> plainAttributes, List<String> notes) {}

    private final DescriptorDraft.TableFacts table;
    private final List<Item> items;
    private final KeyTemplates keys;
    private final Set<String> notNames;

    IndexTemplates(DescriptorDraft.TableFacts table, List<Item> items, KeyTemplates keys, Set<String> notNames) {
        this.table = table;
        this.items = items;
        this.keys = keys;
        this.notNames = notNames;
    }

    /** The index key attributes of the table that are not its own keys, each once. */
    static Set<KeyAttribute> indexKeys(DescriptorDraft.TableFacts table) {
        Set<KeyAttribute> keys = new LinkedHashSet<>();
        for (DescriptorDraft.IndexFacts index : table.indexes()) {
            keys.add(index.partitionKey());
            Optional.ofNullable(index.sortKey()).ifPresent(keys::add);
        }
        keys.removeIf(k -> k.name().equals(table.partitionKey().name())
                || table.sortKey() != null && k.name().equals(table.sortKey().name()));
        return keys;
    }

    Proposal propose() {
        Map<String, String> templates = new LinkedHashMap<>();
        Set<String> plain = new LinkedHashSet<>();
        List<String> notes = new ArrayList<>();
        for (KeyAttribute key : indexKeys(table)) {
            if (keys.fields().containsKey(key.name())) {
                continue;
            }
            List<String> values =
                    items.stream().map(i -> i.scalarTextOrNull(key.name())).toList();
            if (values.stream().allMatch(v -> v == null)) {
                continue;
            }
            if (key.type() != KeyType.S) {
                plain.add(key.name());
                continue;
            }
            Optional<String> template = template(key.name(), values, notes);
            if (template.isEmpty() && notNames.contains(key.name())) {
                continue;
            }
            template.ifPresentOrElse(t -> templates.put(key.name(), t), () -> plain.add(key.name()));
        }
        return new Proposal(templates, plain, notes);
    }

    /** The template of an index key with these values (per item), or empty for a plain attribute or no pattern. */
    private Optional<String> template(String key, List<String> values, List<String> notes) {
        Map<List<String>, List<Integer>> bySeparators = new HashMap<>();
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) != null) {
                bySeparators
                        .computeIfAbsent(KeyShape.of(values.get(i)).separators(), s -> new ArrayList<>())
                        .add(i);
            }
        }
        int present = (int) values.stream().filter(v -> v != null).count();
        Map.Entry<List<String>, List<Integer>> common = bySeparators.entrySet().stream()
                .max(Comparator.comparingInt(e -> e.getValue().size()))
                .orElseThrow();
        List<Integer> conforming = common.getValue();
        int odd = present - conforming.size();
        if (odd > 0 && !Rarity.exceptions(odd, present)) {
            notes.add("`" + key + "` takes several shapes: left to you");
            return Optional.empty();
        }
        List<String> separators = common.getKey();
        StringBuilder t = new StringBuilder();
        Set<String> used = new LinkedHashSet<>();
        Map<String, List<String>> indexOnly = new LinkedHashMap<>();
        String previousLiteral = null;
        for (int p = 0; p <= separators.size(); p++) {
            int part = p;
            List<String> tokens = conforming.stream()
                    .map(i -> KeyShape.of(values.get(i)).texts().get(part))
                    .toList();
            Optional<String> field = sameField(key, tokens, conforming, used);
            if (field.isPresent()) {
                used.add(field.get());
                t.append('{').append(field.get()).append('}');
            } else if (tokens.stream().distinct().count() == 1) {
                if (tokens.get(0).matches(".*[{}].*")
                        || separators.isEmpty()
                                && (conforming.size() < MIN_MARKER_ITEMS || !literalWord(tokens.get(0)))) {
                    return Optional.empty();
                }
                t.append(tokens.get(0));
                previousLiteral = tokens.get(0);
            } else if (separators.isEmpty()) {
                return Optional.empty();
            } else {
                String name = indexOnlyName(previousLiteral, tokens, used);
                used.add(name);
                List<String> perItem = new ArrayList<>(Collections.nCopies(items.size(), (String) null));
                for (int n = 0; n < conforming.size(); n++) {
                    perItem.set(conforming.get(n), tokens.get(n));
                }
                indexOnly.put(name, perItem);
                t.append('{').append(name).append('}');
            }
            if (p < separators.size()) {
                t.append(separators.get(p));
            }
        }
        if (!sparseOnlyByItsFields(key, values, used)) {
            notes.add("`" + key + "` missing from items that have every value it is made of: a sparse index? left"
                    + " to you");
            return Optional.empty();
        }
        for (String name : used) {
            if (indexOnly.containsKey(name)) {
                keys.declareIndexOnly(name, indexOnly.get(name), "`{" + name + "}` only in `" + key + "`");
            } else if (!keys.fields().containsKey(name)) {
                keys.declareStored(name, "`{" + name + "}` in `" + key + "` is the attribute");
            }
        }
        notes.add("`" + key + "` = `" + t + "` (" + conforming.size() + " of " + items.size() + " items"
                + (odd > 0 ? "; " + odd + " of another shape, probably drifted" : "") + ")");
        return Optional.of(t.toString());
    }

    /**
     * The field whose value is the token in all but a few of the conforming items that have it, held by at least
     * half of them: a table key's placeholder, else a stored attribute; never the index key itself.
     */
    private Optional<String> sameField(String key, List<String> tokens, List<Integer> conforming, Set<String> used) {
        Map<String, List<String>> candidates = new LinkedHashMap<>(keys.keyValues());
        Set<String> indexKeyNames = new LinkedHashSet<>();
        indexKeys(table).forEach(k -> indexKeyNames.add(k.name()));
        List<String> attributes = new ArrayList<>(DescriptorDraft.sortedNames(items));
        attributes.sort(Comparator.comparing(indexKeyNames::contains));
        for (String attribute : attributes) {
            if (!notNames.contains(attribute)) {
                candidates.putIfAbsent(
                        attribute,
                        items.stream().map(i -> i.scalarTextOrNull(attribute)).toList());
            }
        }
        candidates.remove(key);
        for (Map.Entry<String, List<String>> c : candidates.entrySet()) {
            if (used.contains(c.getKey())) {
                continue;
            }
            int both = 0;
            int equal = 0;
            for (int n = 0; n < conforming.size(); n++) {
                String held = c.getValue().get(conforming.get(n));
                if (held != null) {
                    both++;
                    equal += held.equals(tokens.get(n)) ? 1 : 0;
                }
            }
            if (2 * both >= conforming.size() && both > 0 && (equal == both || Rarity.exceptions(both - equal, both))) {
                return Optional.of(c.getKey());
            }
        }
        return Optional.empty();
    }

    /**
     * Whether the items without the index key are, but for a few, items missing a stored value it is made of: a
     * sparse index follows its values.
     */
    private boolean sparseOnlyByItsFields(String key, List<String> values, Set<String> fields) {
        int unexplained = 0;
        for (int n = 0; n < items.size(); n++) {
            if (values.get(n) != null) {
                continue;
            }
            int i = n;
            Item item = items.get(i);
            boolean renderable = fields.stream()
                    .allMatch(f -> keys.keyValues().containsKey(f)
                            ? keys.keyValues().get(f).get(i) != null
                            : item.get(f).isPresent());
            unexplained += renderable ? 1 : 0;
        }
        return unexplained == 0 || Rarity.exceptions(unexplained, items.size());
    }

    private static boolean literalWord(String text) {
        KeyShape shape = KeyShape.of(text);
        return shape.parts().size() == 1 && !shape.parts().get(0).isValue();
    }

    private String indexOnlyName(String previousLiteral, List<String> tokens, Set<String> used) {
        String base = previousLiteral == null
                ? "value"
                : AttributeGuess.lowerCamel(DescriptorDraft.entityName(previousLiteral))
                        + (AttributeGuess.keyValueType(tokens).equals("string") ? "Id" : "At");
        String name = base;
        for (int n = 2; used.contains(name) || keys.fields().containsKey(name); n++) {
            name = base + n;
        }
        return name;
    }
}
