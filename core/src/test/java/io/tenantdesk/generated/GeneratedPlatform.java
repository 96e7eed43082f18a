package io.tenantdesk.generated;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;

/**
 * A generated platform: the choices it was made of, its descriptor's JSON, and the seed its items are made from.
 * Printed as its JSON, so a failing case shows the descriptor itself.
 */
public record GeneratedPlatform(Choices.Platform choices, String json, long seed) {

    static GeneratedPlatform of(Choices.Platform choices, long seed) {
        return new GeneratedPlatform(choices, DescriptorBuilder.build(choices), seed);
    }

    /** The descriptor as {@code schema check} loads it; a refusal throws with every problem. */
    public PlatformDescriptor load() {
        return new DescriptorLoader().load("generated.json", json);
    }

    /** The items for the loaded descriptor: valid, malformed and hostile, by table. */
    public GeneratedItems items(PlatformDescriptor descriptor) {
        ItemMaker.Made made = ItemMaker.make(descriptor, seed);
        return new GeneratedItems(made.data(), made.tenants(), made.valid());
    }

    @Override
    public String toString() {
        return json + "\n(item seed " + seed + ")";
    }
}
