package io.tenantdesk.ui.context;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.ui.common.DisplayNames;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The platforms a view may meet by id (the change journal holds every platform's writes): the one in use, and the
 * bundled ones, each read the first time it is asked for. Safe to use from any thread.
 */
public final class KnownPlatforms {

    private final PlatformDescriptor current;
    private final DescriptorLoader loader = new DescriptorLoader();
    private final Map<String, Optional<PlatformDescriptor>> bundled = new ConcurrentHashMap<>();

    public KnownPlatforms(PlatformDescriptor current) {
        this.current = current;
    }

    public Optional<PlatformDescriptor> byId(String id) {
        if (id == null) {
            return Optional.empty();
        }
        if (id.equals(current.id())) {
            return Optional.of(current);
        }
        return bundled.computeIfAbsent(id, loader::loadBundled);
    }

    /** The platform's title ("Treven" for lon12); the id itself for a platform the console does not know. */
    public String title(String id) {
        return byId(id).map(DisplayNames::platform).orElse(id == null ? "" : id);
    }
}
