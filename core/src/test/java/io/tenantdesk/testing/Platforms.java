package io.tenantdesk.testing;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.util.List;

/** The descriptors that ship with the application, read once for the whole test run. */
public final class Platforms {

    private static final List<PlatformDescriptor> BUNDLED = new DescriptorLoader().loadBundled();

    private Platforms() {}

    /** The bundled platform {@code id}; fails naming it when there is none. */
    public static PlatformDescriptor get(String id) {
        return BUNDLED.stream()
                .filter(p -> p.id().equals(id))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no bundled platform " + id));
    }
}
