package io.tenantdesk.schema.load;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Role;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a descriptor's JSON tree into a {@link PlatformDescriptor}, reporting what its structure cannot show wrong:
 * names that refer to nothing, templates that do not parse, entities that cannot be told apart.
 */
final class PlatformReader {

    private final TableReader tableReader = new TableReader();
    private final EntityReader entityReader = new EntityReader();

    /**
     * Reads a descriptor, passing over the parts of the wrong shape. The checks across entities run only on a sound
     * structure: an entity missing or misread for a problem already reported would make them report it again.
     */
    PlatformDescriptor read(JsonCursor root, String source, BrokenPlaces broken) {
        Optional<String> id = root.text("platform");
        TableReader.Tables tables = tableReader.read(root, broken);
        Map<EntityDef, JsonCursor> entities = new LinkedHashMap<>();
        Map<String, String> pathsByName = new HashMap<>();
        for (JsonCursor node : root.array("entities")) {
            Optional<EntityDef> entity = entityReader.read(node, tables);
            if (entity.isEmpty()) {
                continue;
            }
            String earlier = pathsByName.putIfAbsent(entity.get().name(), node.path());
            if (earlier != null) {
                node.problemAt(
                        "name",
                        "duplicate entity name `" + entity.get().name() + "` (first declared at " + earlier + ")");
                continue;
            }
            entities.put(entity.get(), node);
        }
        if (broken.none()) {
            checkDistinguishable(entities);
            checkTenantLinks(entities);
        }
        return new PlatformDescriptor(
                id.orElse("?"),
                root.text("title").orElse(id.orElse("?")),
                root.text("description").orElse(null),
                root.strings("notes"),
                tables.defs(),
                new ArrayList<>(entities.keySet()),
                source);
    }

    /** Two entities of one table with the same primary-key templates could not be told apart. */
    private static void checkDistinguishable(Map<EntityDef, JsonCursor> entities) {
        Map<String, EntityDef> byShape = new HashMap<>();
        for (EntityDef entity : entities.keySet()) {
            String shape =
                    entity.table().name() + "|" + entity.primaryKeyTemplates().values() + "|"
                            + entity.declaredPatterns().keySet()
                            + entity.declaredPatterns().values();
            EntityDef other = byShape.putIfAbsent(shape, entity);
            if (other != null) {
                entities.get(entity)
                        .problemAt(
                                "keys",
                                "entities `" + other.name() + "` and `" + entity.name()
                                        + "` have the same table keys; their items could not be told apart");
            }
        }
    }

    /** A tenant link names an attribute of the platform's tenant entity that can be matched as text. */
    private static void checkTenantLinks(Map<EntityDef, JsonCursor> entities) {
        Optional<EntityDef> tenant =
                entities.keySet().stream().filter(e -> e.hasRole(Role.TENANT)).findFirst();
        for (Map.Entry<EntityDef, JsonCursor> e : entities.entrySet()) {
            Optional<String> linked = e.getKey().tenantLinkAttribute();
            if (linked.isEmpty()) {
                continue;
            }
            JsonCursor at = e.getValue().child("tenant");
            if (tenant.isEmpty()) {
                at.problemAt(
                        "tenantAttribute",
                        "no entity has the role `tenant`, so there is no tenant attribute to link to");
            } else if (tenant.get().attribute(linked.get()).isEmpty()) {
                at.problemAt(
                        "tenantAttribute",
                        "`" + linked.get() + "` is not an attribute of the tenant entity `"
                                + tenant.get().name() + "`");
            } else if (!tenant.get().attribute(linked.get()).get().type().isScalar()) {
                at.problemAt(
                        "tenantAttribute",
                        "`" + linked.get() + "` must be a string or number attribute of `"
                                + tenant.get().name() + "` to link by");
            }
        }
    }
}
