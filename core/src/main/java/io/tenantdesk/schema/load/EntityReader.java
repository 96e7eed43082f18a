package io.tenantdesk.schema.load;

import io.tenantdesk.schema.AccessPattern;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.CreditSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.RangePattern;
import io.tenantdesk.schema.Role;
import io.tenantdesk.schema.Stamps;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.template.KeyTemplate;
import io.tenantdesk.schema.template.TemplateSyntaxException;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Reads one entity of a descriptor and checks it against its table. */
final class EntityReader {

    private final AttributeReader attributeReader = new AttributeReader();
    private final PatternReader patternReader = new PatternReader();

    Optional<EntityDef> read(JsonCursor e, Map<String, TableDef> tables) {
        if (!e.node().isObject()) {
            e.problem("an entity must be a JSON object");
            return Optional.empty();
        }
        e.allowOnly(
                "name",
                "role",
                "table",
                "description",
                "tenant",
                "labelAttribute",
                "identifiedBy",
                "keys",
                "attributes",
                "version",
                "stamps",
                "credit",
                "list",
                "byTenant",
                "ranges");
        Optional<String> name = e.text("name", true);
        Set<Role> roles = roles(e);
        Optional<TableDef> table = e.text("table", true).flatMap(t -> {
            TableDef found = tables.get(t);
            if (found == null) {
                e.problemAt(
                        "table",
                        "unknown table `" + t + "`; the descriptor declares " + String.join(", ", tables.keySet()));
            }
            return Optional.ofNullable(found);
        });
        AttributeReader.Attributes declared = attributeReader.read(e);
        Map<String, AttributeSpec> attributes = declared.specs();
        if (table.isEmpty() || name.isEmpty()) {
            return Optional.empty();
        }
        Map<String, KeyTemplate> keys = keys(e, table.get(), declared);
        TenantLink tenantLink = tenantLink(e, attributes);
        String tenant = tenantLink.field();
        String version =
                declaredField(e, "version", attributes, AttributeType.NUMBER).orElse(null);
        String label = declaredField(e, "labelAttribute", attributes, null).orElse(null);
        String identifiedBy = identifyingField(e, attributes).orElse(null);
        checkTtl(e, table.get(), attributes);

        PatternReader.Context ctx = new PatternReader.Context(table.get(), keys, attributes, tenant);
        Optional<AccessPattern> list = patternReader.readList(e, ctx);
        Optional<AccessPattern> byTenant = patternReader.readByTenant(e, ctx);
        Map<String, RangePattern> ranges = patternReader.readRanges(e, ctx);
        Stamps stamps = stamps(e, attributes);
        CreditSpec credit = credit(e, attributes).orElse(null);
        if (list.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new EntityDef(new EntityDef.Declaration(
                name.get(),
                roles,
                table.get(),
                e.text("description", false).orElse(null),
                tenant,
                tenantLink.tenantAttribute(),
                keys,
                attributes,
                version,
                stamps,
                credit,
                label,
                identifiedBy,
                list.get(),
                byTenant.orElse(null),
                ranges)));
    }

    private static Set<Role> roles(JsonCursor e) {
        Set<Role> roles = EnumSet.noneOf(Role.class);
        for (String code : e.strings("role")) {
            Optional<Role> role = Role.fromCode(code);
            if (role.isPresent()) {
                roles.add(role.get());
            } else {
                e.problemAt("role", "unknown role `" + code + "`; expected tenant, user, license, session or credit");
            }
        }
        return roles;
    }

    private static Map<String, KeyTemplate> keys(JsonCursor e, TableDef table, AttributeReader.Attributes attributes) {
        Map<String, KeyTemplate> keys = new LinkedHashMap<>();
        Optional<JsonCursor> section = e.object("keys", true);
        if (section.isEmpty()) {
            return keys;
        }
        Map<String, KeyType> keyTypes = table.allKeyAttributes();
        for (Map.Entry<String, JsonCursor> k : section.get().members().entrySet()) {
            String keyName = k.getKey();
            JsonCursor at = k.getValue();
            if (!keyTypes.containsKey(keyName)) {
                at.problem("unknown key attribute `" + keyName + "`; the keys of table `" + table.name()
                        + "` and its indexes are " + String.join(", ", keyTypes.keySet()));
                continue;
            }
            if (!at.node().isTextual()) {
                at.problem("a key template is a string such as \"ACCOUNT#{account_id}\"");
                continue;
            }
            KeyTemplate template;
            try {
                template = KeyTemplate.parse(at.node().asText());
            } catch (TemplateSyntaxException ex) {
                at.problem(ex.getMessage());
                continue;
            }
            if (checkPlaceholders(at, keyName, template, keyTypes.get(keyName), attributes)) {
                keys.put(keyName, template);
            }
        }
        checkPlainKeyAttributes(e, keyTypes, keys, attributes.specs());
        for (String required : table.primaryKeyNames()) {
            if (!keys.containsKey(required) && !section.get().has(required)) {
                section.get()
                        .problem("the entity needs a template for `" + required + "`, a key of table `" + table.name()
                                + "`");
            }
        }
        return keys;
    }

    /** An attribute that is itself a key of the table or an index must be stored as the key's type. */
    private static void checkPlainKeyAttributes(
            JsonCursor e,
            Map<String, KeyType> keyTypes,
            Map<String, KeyTemplate> keys,
            Map<String, AttributeSpec> attributes) {
        keyTypes.forEach((keyName, keyType) -> {
            AttributeSpec spec = attributes.get(keyName);
            boolean plain =
                    !keys.containsKey(keyName) || keys.get(keyName).text().equals("{" + keyName + "}");
            if (spec != null
                    && plain
                    && spec.stored()
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
            if (spec == null && declared.broken().contains(placeholder)) {
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

    /** The field that links the entity to its tenant, and the tenant's attribute it holds when that is not the id. */
    record TenantLink(String field, String tenantAttribute) {}

    private static TenantLink tenantLink(JsonCursor e, Map<String, AttributeSpec> attributes) {
        Optional<JsonCursor> link =
                e.has("tenant") && e.child("tenant").node().isObject() ? e.object("tenant", false) : Optional.empty();
        if (link.isEmpty()) {
            return new TenantLink(declaredField(e, "tenant", attributes, null).orElse(null), null);
        }
        JsonCursor t = link.get();
        t.allowOnly("field", "tenantAttribute");
        if (!t.has("field")) {
            t.problem("`tenant` names its `field`: the entity's attribute or key field that links it to its tenant");
        }
        return new TenantLink(
                declaredField(t, "field", attributes, null).orElse(null),
                t.text("tenantAttribute", false).orElse(null));
    }

    private static Optional<String> declaredField(
            JsonCursor e, String property, Map<String, AttributeSpec> attributes, AttributeType requiredType) {
        Optional<String> field = e.text(property, false);
        if (field.isEmpty()) {
            return field;
        }
        AttributeSpec spec = attributes.get(field.get());
        if (spec == null) {
            e.problemAt(property, "`" + field.get() + "` is not an attribute of the entity");
            return Optional.empty();
        }
        if (requiredType != null && spec.type() != requiredType) {
            e.problemAt(property, "`" + field.get() + "` must be a " + requiredType.code() + " attribute");
            return Optional.empty();
        }
        return field;
    }

    /** The attribute that identifies an item for people: declared, and never a secret, since it is shown. */
    private static Optional<String> identifyingField(JsonCursor e, Map<String, AttributeSpec> attributes) {
        Optional<String> field = declaredField(e, "identifiedBy", attributes, null);
        if (field.isPresent() && attributes.get(field.get()).secret()) {
            e.problemAt(
                    "identifiedBy",
                    "`" + field.get() + "` is secret, so it cannot identify items on screen;"
                            + " name an attribute that may be shown");
            return Optional.empty();
        }
        return field;
    }

    private static void checkTtl(JsonCursor e, TableDef table, Map<String, AttributeSpec> attributes) {
        table.ttlAttributeIfAny().map(attributes::get).ifPresent(spec -> {
            if (spec.type() != AttributeType.EPOCH) {
                e.child("attributes")
                        .problemAt(
                                spec.name(),
                                "`" + spec.name() + "` is the table's TTL attribute, so its type must be epoch");
            }
        });
    }

    private static Stamps stamps(JsonCursor e, Map<String, AttributeSpec> attributes) {
        Optional<JsonCursor> section = e.object("stamps", false);
        if (section.isEmpty()) {
            return Stamps.none();
        }
        JsonCursor s = section.get();
        s.allowOnly("createdAt", "createdBy", "updatedAt", "updatedBy");
        return new Stamps(
                declaredField(s, "createdAt", attributes, null).orElse(null),
                declaredField(s, "createdBy", attributes, null).orElse(null),
                declaredField(s, "updatedAt", attributes, null).orElse(null),
                declaredField(s, "updatedBy", attributes, null).orElse(null));
    }

    private static Optional<CreditSpec> credit(JsonCursor e, Map<String, AttributeSpec> attributes) {
        Optional<JsonCursor> section = e.object("credit", false);
        if (section.isEmpty()) {
            return Optional.empty();
        }
        JsonCursor c = section.get();
        c.allowOnly("balance", "currency", "floor");
        if (!c.has("balance")) {
            c.problem("`credit` names its `balance` attribute");
        }
        Optional<String> balance = declaredField(c, "balance", attributes, AttributeType.NUMBER);
        Optional<String> currency = declaredField(c, "currency", attributes, null);
        BigDecimal floor = c.decimal("floor").orElse(BigDecimal.ZERO);
        return balance.map(b -> new CreditSpec(b, currency.orElse(null), floor));
    }
}
