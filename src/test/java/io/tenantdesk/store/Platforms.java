package io.tenantdesk.store;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.util.List;

/** The bundled descriptors, loaded once per test class that asks. */
final class Platforms {

    private static final List<PlatformDescriptor> BUNDLED = new DescriptorLoader().loadBundled();

    private Platforms() {
    }

    static PlatformDescriptor get(String id) {
        return BUNDLED.stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }
}
