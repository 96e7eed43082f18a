package io.tenantdesk.schema.load;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.IndexDef;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a descriptor that loads may still get wrong: places where the design works for some data and not for other.
 * Each warning names the file, the JSON path and what follows, like a problem, but does not refuse the descriptor.
 */
public final class DescriptorWarnings {

    /** A pattern that matches digits only, such as {@code [0-9]+} or {@code \d{6}}. */
    private static final Pattern DIGITS_ONLY = Pattern.compile("\\^?(\\\\d|\\[0-9\\])([+*]|\\{\\d+(,\\d*)?\\})?\\$?");

    private DescriptorWarnings() {}

    /** The warnings of a loaded descriptor, in the order of its entities. */
    public static List<DescriptorProblem> of(PlatformDescriptor platform) {
        List<DescriptorProblem> warnings = new ArrayList<>();
        Optional<EntityDef> tenant = platform.tenantEntity();
        if (tenant.isEmpty() || tenantIdsAreNumbers(tenant.get())) {
            return warnings;
        }
        List<EntityDef> entities = platform.entities();
        for (int i = 0; i < entities.size(); i++) {
            EntityDef entity = entities.get(i);
            if (entity.equals(tenant.get()) || entity.tenantField().isEmpty()) {
                continue;
            }
            Optional<String> linkedBy = entity.tenantLinkAttribute();
            if (linkedBy.isPresent()
                    && tenant.get()
                            .attribute(linkedBy.get())
                            .map(a -> a.type().dynamoType().equals("N"))
                            .orElse(false)) {
                continue;
            }
            Set<String> numberKeys =
                    numberKeysHolding(entity, entity.tenantField().get());
            if (!numberKeys.isEmpty()) {
                warnings.add(new DescriptorProblem(
                        platform.source(),
                        "$.entities[" + i + "].tenant",
                        "warning: `" + entity.tenantField().get() + "` goes into the Number key `"
                                + String.join("`, `", numberKeys) + "`, but tenant ids ("
                                + (linkedBy.isPresent()
                                        ? "`" + tenant.get().name() + "`'s `" + linkedBy.get() + "`"
                                        : "`" + tenant.get().tenantIdField() + "` of `"
                                                + tenant.get().name() + "`")
                                + ") may be text: a tenant whose id is not a number has no " + entity.name()
                                + " items. Link by a number attribute of the tenant"
                                + " (\"tenant\": {\"field\": ..., \"tenantAttribute\": ...})"));
            }
        }
        return warnings;
    }

    /** True when every tenant id is a number: a number attribute, or text whose pattern admits digits alone. */
    private static boolean tenantIdsAreNumbers(EntityDef tenant) {
        Optional<AttributeSpec> id = tenant.attribute(tenant.tenantIdField());
        return id.map(a -> a.type().dynamoType().equals("N")
                        || a.patternIfAny()
                                .map(p -> DIGITS_ONLY.matcher(p.pattern()).matches())
                                .orElse(false))
                .orElse(false);
    }

    /** The Number keys (of the table, its indexes, or the entity's per-tenant query) that hold {@code field}. */
    private static Set<String> numberKeysHolding(EntityDef entity, String field) {
        TableDef table = entity.table();
        Set<String> keys = new LinkedHashSet<>();
        entity.keys().forEach((keyName, template) -> {
            if (template.placeholders().contains(field)
                    && table.allKeyAttributes().get(keyName) == KeyType.N) {
                keys.add(keyName);
            }
        });
        entity.byTenant()
                .filter(p -> !p.scan() && p.partition().placeholders().contains(field))
                .ifPresent(p -> {
                    String key = p.index() == null
                            ? table.partitionKey().name()
                            : table.index(p.index())
                                    .map(IndexDef::partitionKey)
                                    .orElseThrow()
                                    .name();
                    if (table.allKeyAttributes().get(key) == KeyType.N) {
                        keys.add(key);
                    }
                });
        return keys;
    }
}
