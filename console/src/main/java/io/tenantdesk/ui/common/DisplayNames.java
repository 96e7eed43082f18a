package io.tenantdesk.ui.common;

import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.Labels;
import io.tenantdesk.schema.PlatformDescriptor;
import java.util.Collection;

/**
 * Entities and platforms as every view names them: an entity by its words ("Agent key" for {@code AgentKey}), a
 * platform by its descriptor's title ("Treven" for {@code lon12}).
 */
public final class DisplayNames {

    private DisplayNames() {}

    /** The entity {@code name} of {@code platform} in words; a name the platform does not declare made readable. */
    public static String entity(PlatformDescriptor platform, String name) {
        if (name == null || name.isBlank()) {
            return "";
        }
        return platform.entity(name).map(EntityNames::singular).orElseGet(() -> Labels.humanize(name));
    }

    /** The platform's title, or its id when it has none. */
    public static String platform(PlatformDescriptor platform) {
        return platform.title() == null || platform.title().isBlank() ? platform.id() : platform.title();
    }

    /** The title of the platform with id {@code id} among {@code known}; the id itself when none is known. */
    public static String platform(String id, Collection<PlatformDescriptor> known) {
        return known.stream()
                .filter(p -> p.id().equals(id))
                .findFirst()
                .map(DisplayNames::platform)
                .orElse(id);
    }
}
