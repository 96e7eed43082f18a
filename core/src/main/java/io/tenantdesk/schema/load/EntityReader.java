package io.tenantdesk.schema.load;

import io.tenantdesk.schema.AccessPattern;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.CreditSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.RangePattern;
import io.tenantdesk.schema.Role;
import io.tenantdesk.schema.Stamps;
import io.tenantdesk.schema.TableDef;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Reads one entity of a descriptor and checks it against its table. */
final class EntityReader {

    private final AttributeReader attributeReader = new AttributeReader();
    private final KeyReader keyReader = new KeyReader();
    private final PatternReader patternReader = new PatternReader();

    Optional<EntityDef> read(JsonCursor e, TableReader.Tables tables) {
        Optional<String> name = e.text("name");
        Optional<TableDef> table = e.text("table").flatMap(t -> {
            TableDef found = tables.defs().get(t);
            if (!tables.declared().isEmpty() && !tables.declared().contains(t)) {
                e.problemAt(
                        "table",
                        "unknown table `" + t + "`; the descriptor declares " + String.join(", ", tables.declared()));
            }
            return Optional.ofNullable(found);
        });
        AttributeReader.Attributes declared = attributeReader.read(e);
        Map<String, AttributeSpec> attributes = declared.specs();
        if (table.isEmpty() || name.isEmpty()) {
            return Optional.empty();
        }
        KeyReader.Keys keys = keyReader.read(e, table.get(), declared);
        TenantLink tenantLink = tenantLink(e, declared);
        String tenant = tenantLink.field();
        String version =
                declaredField(e, "version", declared, AttributeType.NUMBER).orElse(null);
        String label = declaredField(e, "labelAttribute", declared, null).orElse(null);
        String identifiedBy = identifyingField(e, declared).orElse(null);
        checkTtl(e, table.get(), attributes);

        PatternReader.Context ctx = new PatternReader.Context(table.get(), keys, declared, tenant);
        Optional<AccessPattern> list = patternReader.readList(e, ctx);
        Optional<AccessPattern> byTenant = patternReader.readByTenant(e, ctx);
        Map<String, RangePattern> ranges = patternReader.readRanges(e, ctx);
        Stamps stamps = stamps(e, declared);
        CreditSpec credit = credit(e, declared).orElse(null);
        if (list.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new EntityDef(new EntityDef.Declaration(
                name.get(),
                roles(e),
                table.get(),
                e.text("description").orElse(null),
                tenant,
                tenantLink.tenantAttribute(),
                keys.templates(),
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
        e.strings("role").forEach(code -> Role.fromCode(code).ifPresent(roles::add));
        return roles;
    }

    /** The field that links the entity to its tenant, and the tenant's attribute it holds when that is not the id. */
    record TenantLink(String field, String tenantAttribute) {}

    private static TenantLink tenantLink(JsonCursor e, AttributeReader.Attributes attributes) {
        Optional<JsonCursor> link = e.object("tenant");
        if (link.isEmpty()) {
            return new TenantLink(declaredField(e, "tenant", attributes, null).orElse(null), null);
        }
        return new TenantLink(
                declaredField(link.get(), "field", attributes, null).orElse(null),
                link.get().text("tenantAttribute").orElse(null));
    }

    /**
     * The attribute a property names; one that is not declared is a problem, one declared with a problem (already
     * reported) is passed over.
     */
    private static Optional<String> declaredField(
            JsonCursor e, String property, AttributeReader.Attributes declared, AttributeType requiredType) {
        Optional<String> field = e.text(property);
        AttributeSpec spec = field.map(declared.specs()::get).orElse(null);
        if (field.isEmpty() || spec == null && declared.declares(field.get())) {
            return Optional.empty();
        }
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
    private static Optional<String> identifyingField(JsonCursor e, AttributeReader.Attributes attributes) {
        Optional<String> field = declaredField(e, "identifiedBy", attributes, null);
        if (field.isPresent() && attributes.specs().get(field.get()).secret()) {
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

    private static Stamps stamps(JsonCursor e, AttributeReader.Attributes attributes) {
        return e.object("stamps")
                .map(s -> new Stamps(
                        declaredField(s, "createdAt", attributes, null).orElse(null),
                        declaredField(s, "createdBy", attributes, null).orElse(null),
                        declaredField(s, "updatedAt", attributes, null).orElse(null),
                        declaredField(s, "updatedBy", attributes, null).orElse(null)))
                .orElse(Stamps.none());
    }

    private static Optional<CreditSpec> credit(JsonCursor e, AttributeReader.Attributes attributes) {
        return e.object("credit").flatMap(c -> {
            Optional<String> balance = declaredField(c, "balance", attributes, AttributeType.NUMBER);
            Optional<String> currency = declaredField(c, "currency", attributes, null);
            BigDecimal floor = c.decimal("floor").orElse(BigDecimal.ZERO);
            return balance.map(b -> new CreditSpec(b, currency.orElse(null), floor));
        });
    }
}
