package io.tenantdesk.schema;

import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * One kind of item in a table: its key templates, typed fields, role and access patterns. Built once by the
 * descriptor loader and immutable afterwards.
 */
public final class EntityDef {

    /** Everything an entity declares; the loader fills it and the entity checks nothing itself. */
    public record Declaration(
            String name,
            Set<Role> roles,
            TableDef table,
            String description,
            String tenantField,
            String tenantLinkAttribute,
            Map<String, KeyTemplate> keys,
            Map<String, AttributeSpec> attributes,
            String versionAttribute,
            Stamps stamps,
            CreditSpec credit,
            String labelAttribute,
            String identifyingAttribute,
            AccessPattern list,
            AccessPattern byTenant,
            Map<String, RangePattern> ranges) {}

    /** The name under which writes to items no entity recognises are made and journalled. */
    public static final String UNRECOGNISED = "Unrecognised item";

    private final Declaration d;
    private final Set<Role> roles;
    private final Map<String, KeyTemplate> keys;
    private final Map<String, AttributeSpec> attributes;
    private final Map<String, RangePattern> ranges;
    private final Map<String, Pattern> declaredPatterns;
    private final List<String> keyFields;
    private final List<String> fieldNames;
    private final Map<String, KeyTemplate> primaryKeyTemplates;
    private final Map<String, KeyTemplate> indexKeyTemplates;
    private final Set<String> allKeyFields;
    private final Map<String, Set<Character>> separatorsByField;
    private final Map<String, List<List<KeyTemplate>>> indexTemplatesByKey;

    public EntityDef(Declaration declaration) {
        this.d = declaration;
        this.roles = declaration.roles().isEmpty()
                ? Set.of()
                : Collections.unmodifiableSet(EnumSet.copyOf(declaration.roles()));
        this.keys = Collections.unmodifiableMap(orderKeys(declaration.table(), declaration.keys()));
        this.attributes = Collections.unmodifiableMap(new LinkedHashMap<>(declaration.attributes()));
        this.ranges = Collections.unmodifiableMap(new LinkedHashMap<>(declaration.ranges()));
        Map<String, Pattern> patterns = new LinkedHashMap<>();
        attributes.values().forEach(a -> a.patternIfAny().ifPresent(p -> patterns.put(a.name(), p)));
        this.declaredPatterns = Collections.unmodifiableMap(patterns);
        Set<String> fields = new LinkedHashSet<>();
        for (String keyName : declaration.table().primaryKeyNames()) {
            KeyTemplate t = keys.get(keyName);
            if (t != null) {
                fields.addAll(t.placeholders());
            }
        }
        this.keyFields = List.copyOf(fields);
        fields.addAll(attributes.keySet());
        this.fieldNames = List.copyOf(fields);
        Map<String, KeyTemplate> primary = new LinkedHashMap<>();
        Map<String, KeyTemplate> index = new LinkedHashMap<>(keys);
        for (String keyName : declaration.table().primaryKeyNames()) {
            primary.put(keyName, keys.get(keyName));
            index.remove(keyName);
        }
        this.primaryKeyTemplates = Collections.unmodifiableMap(primary);
        this.indexKeyTemplates = Collections.unmodifiableMap(index);
        Set<String> all = new LinkedHashSet<>();
        Map<String, Set<Character>> separators = new LinkedHashMap<>();
        for (KeyTemplate t : keys.values()) {
            for (String p : t.placeholders()) {
                all.add(p);
                separators.computeIfAbsent(p, k -> new LinkedHashSet<>()).addAll(t.separators());
            }
        }
        this.allKeyFields = Collections.unmodifiableSet(all);
        separators.replaceAll((k, v) -> Collections.unmodifiableSet(v));
        this.separatorsByField = Collections.unmodifiableMap(separators);
        this.indexTemplatesByKey = indexGroups(declaration.table(), keys);
    }

    /**
     * What a write to an item of {@code table} that no entity recognises is made as: an entity with no templates,
     * fields, version or stamps, so such an item can be deleted, or moved to a key an entity recognises, as it is.
     */
    public static EntityDef unrecognised(TableDef table) {
        return new EntityDef(new Declaration(
                UNRECOGNISED,
                Set.of(),
                table,
                "an item no entity of the design recognises",
                null,
                null,
                Map.of(),
                Map.of(),
                null,
                Stamps.none(),
                null,
                null,
                null,
                null,
                null,
                Map.of()));
    }

    /** True for the stand-in of {@link #unrecognised}. */
    public boolean isUnrecognised() {
        return d.keys().isEmpty() && UNRECOGNISED.equals(d.name());
    }

    /** For each index key attribute, the templates of each index it belongs to (null where a key is not templated). */
    private static Map<String, List<List<KeyTemplate>>> indexGroups(TableDef table, Map<String, KeyTemplate> keys) {
        Map<String, List<List<KeyTemplate>>> groups = new LinkedHashMap<>();
        for (IndexDef index : table.indexes().values()) {
            List<String> names = new ArrayList<>();
            names.add(index.partitionKey().name());
            index.sortKeyIfAny().ifPresent(k -> names.add(k.name()));
            List<KeyTemplate> templates = new ArrayList<>();
            for (String n : names) {
                templates.add(keys.get(n));
            }
            for (String n : names) {
                groups.computeIfAbsent(n, k -> new ArrayList<>()).add(Collections.unmodifiableList(templates));
            }
        }
        return Collections.unmodifiableMap(groups);
    }

    private static Map<String, KeyTemplate> orderKeys(TableDef table, Map<String, KeyTemplate> declared) {
        Map<String, KeyTemplate> ordered = new LinkedHashMap<>();
        for (String keyName : table.primaryKeyNames()) {
            if (declared.containsKey(keyName)) {
                ordered.put(keyName, declared.get(keyName));
            }
        }
        ordered.putAll(declared);
        return ordered;
    }

    public String name() {
        return d.name();
    }

    public Set<Role> roles() {
        return roles;
    }

    public boolean hasRole(Role role) {
        return roles.contains(role);
    }

    public TableDef table() {
        return d.table();
    }

    public Optional<String> description() {
        return Optional.ofNullable(d.description());
    }

    /** The field holding the tenant's id, e.g. {@code account_id}; empty for an entity outside any tenant. */
    public Optional<String> tenantField() {
        return Optional.ofNullable(d.tenantField());
    }

    /**
     * The tenant entity's attribute that the tenant field holds, when it links to the tenant by a value other than
     * the tenant's id (a numeric tenant number beside a tenant id in words); empty when it holds the id itself.
     */
    public Optional<String> tenantLinkAttribute() {
        return Optional.ofNullable(d.tenantLinkAttribute());
    }

    /** Key templates by key attribute name: the table's keys first, then the index keys the entity writes. */
    public Map<String, KeyTemplate> keys() {
        return keys;
    }

    public Optional<KeyTemplate> keyTemplate(String keyAttribute) {
        return Optional.ofNullable(keys.get(keyAttribute));
    }

    /** Templates of the table's partition and sort key. */
    public Map<String, KeyTemplate> primaryKeyTemplates() {
        return primaryKeyTemplates;
    }

    /** Templates of index keys (the keys that are not the table's own). */
    public Map<String, KeyTemplate> indexKeyTemplates() {
        return indexKeyTemplates;
    }

    /** Every field that appears as a placeholder in one of the entity's templates, in template order. */
    public Set<String> allKeyFields() {
        return allKeyFields;
    }

    /** The separators of every template that uses {@code field}. */
    public Set<Character> separatorsOf(String field) {
        return separatorsByField.getOrDefault(field, Set.of());
    }

    /**
     * Whether the item is expected to carry the index key {@code keyAttribute}, given the values known: true
     * when some index using that attribute has every one of the entity's templates for its keys renderable.
     * DynamoDB indexes an item only when it has all of an index's keys, so a half-rendered index is sparse.
     */
    public boolean expectsIndexKey(String keyAttribute, Map<String, String> knownValues) {
        for (List<KeyTemplate> group : indexTemplatesByKey.getOrDefault(keyAttribute, List.of())) {
            boolean renderable = true;
            for (KeyTemplate t : group) {
                if (t != null && !t.canRender(knownValues)) {
                    renderable = false;
                    break;
                }
            }
            if (renderable) {
                return true;
            }
        }
        return false;
    }

    /**
     * True for a key attribute whose value is rendered from other fields, so the item's attribute of that
     * name is not itself a field (e.g. {@code PK}); false for a key that is a field itself, such as
     * Wallcrawler's {@code sessionId}.
     */
    public boolean isRenderedKey(String attribute) {
        KeyTemplate t = keys.get(attribute);
        return t != null && !(t.isSinglePlaceholder() && t.placeholders().get(0).equals(attribute));
    }

    /** Every field, keyed by name: stored attributes and values that live only in keys. */
    public Map<String, AttributeSpec> attributes() {
        return attributes;
    }

    public Optional<AttributeSpec> attribute(String name) {
        return Optional.ofNullable(attributes.get(name));
    }

    /** The field that holds a tenant's id in this entity's keys: its tenant field, else its first key field. */
    public String tenantIdField() {
        return tenantField().orElse(keyFields.get(0));
    }

    /** Field names for columns: the ids parsed out of the table keys first, then the declared attributes. */
    public List<String> fieldNames() {
        return fieldNames;
    }

    /** The fields the table keys are made of, in key order. */
    public List<String> keyFields() {
        return keyFields;
    }

    /** Declared patterns of fields used in keys; they take part in recognising items. */
    public Map<String, Pattern> declaredPatterns() {
        return declaredPatterns;
    }

    /** The number attribute used for optimistic locking, incremented by every write. */
    public Optional<String> versionAttribute() {
        return Optional.ofNullable(d.versionAttribute());
    }

    public Stamps stamps() {
        return d.stamps();
    }

    /** The attributes every write sets, so nobody types them: the version and the stamps. */
    public Set<String> attributesSetByWrites() {
        Set<String> names = new LinkedHashSet<>();
        versionAttribute().ifPresent(names::add);
        Stamps s = d.stamps();
        Stream.of(s.createdAt(), s.createdBy(), s.updatedAt(), s.updatedBy())
                .filter(Objects::nonNull)
                .forEach(names::add);
        return Collections.unmodifiableSet(names);
    }

    public Optional<CreditSpec> credit() {
        return Optional.ofNullable(d.credit());
    }

    /** The attribute that names an item for people, e.g. a tenant's {@code name}. */
    public Optional<String> labelAttribute() {
        return Optional.ofNullable(d.labelAttribute());
    }

    /**
     * The non-secret attribute that tells items apart for people where the keys cannot, because every key field
     * is secret (an API key known only by its hash): lists show it first, and titles use it instead of the key.
     */
    public Optional<String> identifyingAttribute() {
        return Optional.ofNullable(d.identifyingAttribute());
    }

    /** True when every field of the table keys is secret, so the keys cannot be shown to tell items apart. */
    public boolean keysAreSecret() {
        return !keyFields.isEmpty()
                && keyFields.stream()
                        .allMatch(f -> attribute(f).map(AttributeSpec::secret).orElse(false));
    }

    /** How to list every item of the entity. */
    public AccessPattern list() {
        return d.list();
    }

    /** How to list one tenant's items of the entity; empty when the entity is not scoped to a tenant. */
    public Optional<AccessPattern> byTenant() {
        return Optional.ofNullable(d.byTenant());
    }

    public Map<String, RangePattern> ranges() {
        return ranges;
    }

    @Override
    public String toString() {
        return d.name();
    }
}
