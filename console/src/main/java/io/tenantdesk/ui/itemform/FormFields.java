package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.common.ValueText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/** What the form is made of, read from the entity's declaration: its fields in order, and what they are not. */
final class FormFields {

    private FormFields() {}

    /** One field per declared attribute: the primary key's fields first, then the rest in declaration order. */
    static List<FieldViewModel> build(EntityDef entity, FieldRules rules, ValueText text) {
        List<String> order = new ArrayList<>(entity.keyFields());
        entity.attributes().keySet().stream().filter(n -> !order.contains(n)).forEach(order::add);
        Set<String> derived = entity.attributesSetByWrites();
        String ttlAttribute = entity.table().ttlAttribute();
        List<FieldViewModel> built = new ArrayList<>();
        for (String name : order) {
            AttributeSpec spec = entity.attribute(name)
                    .orElseGet(() -> new AttributeSpec(
                            name,
                            AttributeType.STRING,
                            true,
                            false,
                            false,
                            List.of(),
                            null,
                            "any",
                            List.of(),
                            null,
                            null,
                            null,
                            null,
                            null));
            List<String> feeds = entity.keys().entrySet().stream()
                    .filter(e -> e.getValue().placeholders().contains(name))
                    .map(Map.Entry::getKey)
                    .toList();
            FieldViewModel.Role role = entity.keyFields().contains(name)
                    ? FieldViewModel.Role.PRIMARY_KEY
                    : derived.contains(name)
                            ? FieldViewModel.Role.DERIVED
                            : feeds.isEmpty() ? FieldViewModel.Role.ATTRIBUTE : FieldViewModel.Role.INDEX_KEY;
            boolean setOnCreate = entity.stamps()
                            .createdAtIfAny()
                            .filter(name::equals)
                            .isPresent()
                    || entity.stamps().createdByIfAny().filter(name::equals).isPresent();
            built.add(new FieldViewModel(spec, role, feeds, name.equals(ttlAttribute), rules, text, setOnCreate));
        }
        return List.copyOf(built);
    }

    /** The item's attributes its entity does not declare (nor uses as keys): shown read-only, kept by saves. */
    static List<OtherAttribute> others(EntityDef entity, Item item) {
        List<OtherAttribute> list = new ArrayList<>();
        item.attributes().forEach((name, value) -> {
            if (!entity.attributes().containsKey(name)
                    && !entity.keys().containsKey(name)
                    && !entity.table().allKeyAttributes().containsKey(name)) {
                list.add(new OtherAttribute(name, value.typeCode(), PlainValues.text(value)));
            }
        });
        return list;
    }

    /**
     * The fields a "Duplicate as new" starts from: every value but the item's own id (the last key field that is
     * not the tenant; for a tenant itself, whose one key field is its tenant id, that id), its secrets (a copied
     * key hash would let one credential open two items) and what writes set. The copy never keeps the item's key.
     */
    static Map<String, Value> copyForNew(EntityDef entity, List<FieldViewModel> fields) {
        String ownId = entity.keyFields().stream()
                .filter(f -> !entity.tenantField().map(f::equals).orElse(false))
                .reduce((a, b) -> b)
                .orElseGet(() -> entity.keyFields().isEmpty()
                        ? null
                        : entity.keyFields().get(entity.keyFields().size() - 1));
        Map<String, Value> prefill = new LinkedHashMap<>();
        for (FieldViewModel f : fields) {
            if (f.kind() == FieldKind.SECRET
                    || f.role() == FieldViewModel.Role.DERIVED
                    || f.name().equals(ownId)) {
                continue;
            }
            f.value().ifPresent(v -> prefill.put(f.name(), v));
        }
        return prefill;
    }

    /** The whole edited state of the fields, as the store takes it: an absent field is removed. */
    static Map<String, Value> values(List<FieldViewModel> fields) {
        Map<String, Value> values = new LinkedHashMap<>();
        for (FieldViewModel f : fields) {
            f.value().ifPresent(v -> values.put(f.name(), v));
        }
        return values;
    }

    /** The texts the user changed (every typed text for a new item), by field; derived fields and secrets left out. */
    static Map<String, String> editedTexts(List<FieldViewModel> fields, boolean isNew) {
        Map<String, String> edits = new LinkedHashMap<>();
        for (FieldViewModel f : fields) {
            if (f.role() == FieldViewModel.Role.DERIVED || f.kind() == FieldKind.SECRET) {
                continue;
            }
            if (f.changedProperty().get() || (isNew && !f.currentText().isBlank())) {
                edits.put(f.name(), f.currentText());
            }
        }
        return edits;
    }

    /**
     * The item's key as people type it: its key fields' values (e.g. {@code acme / l-1}), or the loaded item's raw
     * keys; only the identifying attribute where the keys are secret.
     */
    static String keyText(EntityDef entity, Function<String, Optional<FieldViewModel>> field, EntityRow loaded) {
        List<String> parts = new ArrayList<>();
        if (entity.keysAreSecret()) {
            entity.identifyingAttribute()
                    .flatMap(field)
                    .map(FieldViewModel::currentText)
                    .filter(t -> !t.isBlank())
                    .ifPresent(parts::add);
            return String.join(" / ", parts);
        }
        for (String keyField : entity.keyFields()) {
            field.apply(keyField)
                    .map(FieldViewModel::currentText)
                    .filter(t -> !t.isBlank())
                    .ifPresent(parts::add);
        }
        if (parts.isEmpty() && loaded != null) {
            parts.addAll(PrimaryKey.of(entity.table(), loaded.item()).texts());
        }
        return String.join(" / ", parts);
    }

    /** Identifies a loaded item for the main window's tabs: platform, table and primary key. */
    static String identity(String platformId, EntityDef entity, EntityRow loaded) {
        StringBuilder id =
                new StringBuilder("item ").append(platformId).append(' ').append(loaded.table());
        PrimaryKey.of(entity.table(), loaded.item())
                .texts()
                .forEach(text -> id.append(' ').append(text));
        return id.toString();
    }
}
