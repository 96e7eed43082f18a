package io.tenantdesk.demo;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The order in which demo items are made so that references can point at items that exist: the tenant
 * entity first, then every entity after the entities whose ids it refers to (declaration order otherwise).
 */
final class EntityOrder {

    private EntityOrder() {}

    /** The field that names an item of the entity: the last placeholder of its most specific table key. */
    static String ownId(EntityDef entity) {
        KeyTemplate t = DemoGenerator.identifyingTemplate(entity);
        return t.placeholders().isEmpty()
                ? null
                : t.placeholders().get(t.placeholders().size() - 1);
    }

    static List<EntityDef> of(PlatformDescriptor platform) {
        List<EntityDef> remaining = new ArrayList<>(platform.entities());
        Set<EntityDef> ordered = new LinkedHashSet<>();
        platform.tenantEntity().ifPresent(ordered::add);
        remaining.removeAll(ordered);
        while (!remaining.isEmpty()) {
            EntityDef next = remaining.stream()
                    .filter(e -> dependencies(e, remaining).isEmpty())
                    .findFirst()
                    .orElse(remaining.get(0));
            ordered.add(next);
            remaining.remove(next);
        }
        return new ArrayList<>(ordered);
    }

    /** The entities among {@code others} whose own id {@code entity} refers to. */
    private static List<EntityDef> dependencies(EntityDef entity, List<EntityDef> others) {
        String own = ownId(entity);
        List<EntityDef> deps = new ArrayList<>();
        for (EntityDef other : others) {
            if (other == entity) {
                continue;
            }
            String theirs = ownId(other);
            if (theirs == null
                    || theirs.equals(own)
                    || entity.tenantField().map(theirs::equals).orElse(false)) {
                continue;
            }
            AttributeSpec ref = entity.attributes().get(theirs);
            if (ref != null) {
                deps.add(other);
            }
        }
        return deps;
    }
}
