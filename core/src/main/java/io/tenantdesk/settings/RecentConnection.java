package io.tenantdesk.settings;

import io.tenantdesk.aws.ConnectionSpec;
import java.time.Instant;
import java.util.Objects;

/** A connection the user made before, offered again in the connection dialog. */
public record RecentConnection(ConnectionSpec spec, Instant usedAt) {

    public RecentConnection {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(usedAt, "usedAt");
    }
}
