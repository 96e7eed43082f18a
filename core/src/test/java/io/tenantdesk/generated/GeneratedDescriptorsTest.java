package io.tenantdesk.generated;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.load.DescriptorWarnings;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Generated descriptors load as {@code schema check} loads them, and their valid items are recognised as made. */
class GeneratedDescriptorsTest {

    @Property(tries = 200)
    void everyGeneratedDescriptorLoadsAndRecognisesItsValidItems(@ForAll("platforms") GeneratedPlatform generated) {
        PlatformDescriptor platform = generated.load();
        DescriptorWarnings.of(platform);
        GeneratedItems items = generated.items(platform);
        ItemClassifier classifier = new ItemClassifier(platform);

        items.valid()
                .forEach((entity, list) -> list.forEach(item -> {
                    Classification c = classifier.classify(
                            platform.entity(entity).orElseThrow().table().name(), item);
                    assertThat(c.entityIfAny().map(e -> e.name()))
                            .as("%s recognised as its entity: %s", item, c.summary())
                            .contains(entity);
                    assertThat(c.valid()).as("%s valid: %s", item, c.summary()).isTrue();
                }));
        assertThat(items.count()).isPositive();
    }

    @Provide
    Arbitrary<GeneratedPlatform> platforms() {
        return PlatformArbitraries.platforms();
    }
}
