package io.tenantdesk.demo;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Items of one entity made from its declaration alone, the way the demo makes each of its items: every required
 * field and most optional ones filled with a value of its kind, the values made to agree, the keys rendered. Unlike
 * the demo's, they point at no other item and are not checked against the design. Deterministic for a seed.
 */
public final class SampleItems {

    private final PlatformDescriptor platform;
    private final long seed;
    private final Instant now;

    public SampleItems(PlatformDescriptor platform, long seed, Instant now) {
        this.platform = platform;
        this.seed = seed;
        this.now = now;
    }

    public List<Item> of(EntityDef entity, int count) {
        DemoRandom random = new DemoRandom(seed * 31 + entity.name().hashCode());
        ItemFactory factory = new ItemFactory(
                new ValueFiller(random, now),
                new Agreement(random, now),
                random,
                new KeyRenderer(new AttributeValidator()),
                new ItemClassifier(platform));
        List<Item> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Map<String, Value> fields = factory.fill(entity, Map.of());
            factory.agree(entity, fields);
            items.add(factory.assemble(entity, fields));
        }
        return items;
    }
}
