package io.tenantdesk.schema.load;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.template.KeyTemplate;
import io.tenantdesk.schema.template.TemplateSyntaxException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Reads an entity's {@code keys}: a template per key attribute, checked against its table and its attributes. */
final class KeyReader {

    /**
     * The templates read, and the key attributes whose template could not be read (a problem already reported), so
     * that nothing reports their absence again.
     */
    record Keys(Map<String, KeyTemplate> templates, Set<String> unreadable) {
        Optional<KeyTemplate> template(String keyName) {
            return Optional.ofNullable(templates.get(keyName));
        }
    }

    Keys read(JsonCursor entity, TableDef table, AttributeReader.Attributes attributes) {
        Map<String, KeyType> keyTypes = table.allKeyAttributes();
        Optional<JsonCursor> section = entity.object("keys");
        if (section.isEmpty()) {
            return new Keys(Map.of(), keyTypes.keySet());
        }
        Map<String, KeyTemplate> templates = new LinkedHashMap<>();
        Set<String> unreadable = new HashSet<>();
        section.get().members().forEach((keyName, at) -> {
            if (!keyTypes.containsKey(keyName)) {
                at.problem("unknown key attribute `" + keyName + "`; the keys of table `" + table.name()
                        + "` and its indexes are " + String.join(", ", keyTypes.keySet()));
                return;
            }
            Optional<KeyTemplate> template = template(at, keyName, keyTypes.get(keyName), attributes);
            template.ifPresent(t -> templates.put(keyName, t));
            if (template.isEmpty()) {
                unreadable.add(keyName);
            }
        });
        for (String required : table.primaryKeyNames()) {
            if (!section.get().node().has(required)) {
                section.get()
                        .problem("the entity needs a template for `" + required + "`, a key of table `" + table.name()
                                + "`");
                unreadable.add(required);
            }
        }
        Keys keys = new Keys(templates, unreadable);
        checkPlainKeyAttributes(entity, keyTypes, keys, attributes.specs());
        return keys;
    }

    private static Optional<KeyTemplate> template(
            JsonCursor at, String keyName, KeyType keyType, AttributeReader.Attributes attributes) {
        if (!at.node().isTextual()) {
            return Optional.empty();
        }
        KeyTemplate template;
        try {
            template = KeyTemplate.parse(at.node().asText());
        } catch (TemplateSyntaxException ex) {
            at.problem(ex.getMessage());
            return Optional.empty();
        }
        return checkPlaceholders(at, keyName, template, keyType, attributes) ? Optional.of(template) : Optional.empty();
    }

    /** An attribute that is itself a key of the table or an index must be stored as the key's type. */
    private static void checkPlainKeyAttributes(
            JsonCursor e, Map<String, KeyType> keyTypes, Keys keys, Map<String, AttributeSpec> attributes) {
        keyTypes.forEach((keyName, keyType) -> {
            AttributeSpec spec = attributes.get(keyName);
            boolean plain = keys.template(keyName)
                    .map(t -> t.text().equals("{" + keyName + "}"))
                    .orElse(!keys.unreadable().contains(keyName));
            if (spec != null
                    && plain
                    && (spec.stored() || keyType == KeyType.B)
                    && !spec.type().dynamoType().equals(keyType.name())) {
                e.child("attributes")
                        .problemAt(
                                keyName,
                                "`" + keyName + "` is a key of type " + keyType
                                        + " in the table or an index, but a "
                                        + spec.type().code() + " attribute is stored as "
                                        + spec.type().dynamoType());
            }
        });
    }

    private static boolean checkPlaceholders(
            JsonCursor at, String keyName, KeyTemplate template, KeyType keyType, AttributeReader.Attributes declared) {
        boolean ok = true;
        Map<String, AttributeSpec> attributes = declared.specs();
        for (String placeholder : template.placeholders()) {
            AttributeSpec spec = attributes.get(placeholder);
            if (spec == null && declared.declares(placeholder)) {
                ok = false;
            } else if (spec == null) {
                at.problem("placeholder `{" + placeholder + "}` has no attribute; declare it under `attributes`"
                        + " (with \"stored\": false if it lives only in keys)");
                ok = false;
            } else if (!spec.type().isScalar()) {
                at.problem("placeholder `{" + placeholder + "}` is a "
                        + spec.type().code() + " attribute; keys can only hold strings and numbers");
                ok = false;
            }
        }
        if (ok && keyType == KeyType.N) {
            boolean numeric = template.isSinglePlaceholder()
                    && attributes
                            .get(template.placeholders().get(0))
                            .type()
                            .dynamoType()
                            .equals("N");
            if (!numeric) {
                at.problem(
                        "`" + keyName + "` is a Number key; its template must be a single number or epoch attribute");
                ok = false;
            }
        }
        if (ok && keyType == KeyType.B) {
            at.problem("`" + keyName + "` is a Binary key; templates render text only");
            ok = false;
        }
        return ok;
    }
}
