package io.tenantdesk.aws;

import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/** A connection the user made before, offered again in the connection dialog. */
public record RecentConnection(ConnectionSpec spec, Optional<String> platformId, Instant usedAt) {

    public RecentConnection {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(platformId, "platformId");
        Objects.requireNonNull(usedAt, "usedAt");
    }
}
