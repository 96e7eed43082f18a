package io.tenantdesk.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** The descriptors that ship with the application, by platform id, with look-ups that fail as assertions. */
final class BundledPlatforms {

    /** A fixed instant for rendering templates that use the time. */
    static final Instant AT = Instant.parse("2030-01-01T10:37:12Z");

    private final Map<String, PlatformDescriptor> byId = new LinkedHashMap<>();

    BundledPlatforms() {
        new DescriptorLoader().loadBundled().forEach(p -> byId.put(p.id(), p));
    }

    /** In the order of the bundled index. */
    Map<String, PlatformDescriptor> all() {
        return byId;
    }

    PlatformDescriptor platform(String id) {
        assertThat(byId).containsKey(id);
        return byId.get(id);
    }

    EntityDef entity(String platformId, String name) {
        return platform(platformId)
                .entity(name)
                .orElseThrow(() -> new AssertionError(platformId + " declares no entity " + name));
    }

    AttributeSpec attribute(String platformId, String entityName, String attributeName) {
        return entity(platformId, entityName)
                .attribute(attributeName)
                .orElseThrow(() -> new AssertionError(entityName + " declares no attribute " + attributeName));
    }

    Set<String> namesWithRole(String platformId, Role role) {
        return platform(platformId).entitiesWithRole(role).stream()
                .map(EntityDef::name)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    Classification classify(String platformId, String table, Item item) {
        return new ItemClassifier(platform(platformId)).classify(table, item);
    }

    static Set<String> entityNames(PlatformDescriptor p) {
        return p.entities().stream().map(EntityDef::name).collect(Collectors.toCollection(TreeSet::new));
    }

    /** An item from name/value pairs: strings become S, whole numbers N. */
    static Item item(Object... pairs) {
        Item.Builder b = Item.builder();
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            b.put((String) pairs[i], v instanceof Number n ? Value.num(n.longValue()) : Value.str((String) v));
        }
        return b.build();
    }

    static void assertValid(Classification c, String expectedEntity) {
        assertThat(c.recognised()).as(c.summary()).isTrue();
        assertThat(c.entity().name()).isEqualTo(expectedEntity);
        assertThat(c.violations())
                .as("violations of a well-formed %s", expectedEntity)
                .isEmpty();
    }
}
