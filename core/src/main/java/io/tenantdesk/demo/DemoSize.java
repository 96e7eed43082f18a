package io.tenantdesk.demo;

import java.util.Locale;
import java.util.Optional;

/** How much demo data to make: tenants per platform and items per tenant scale together. */
public enum DemoSize {
    SMALL(4, 0.5),
    DEFAULT(12, 1.0),
    LARGE(120, 2.0);

    private final int tenants;
    private final double perTenantScale;

    DemoSize(int tenants, double perTenantScale) {
        this.tenants = tenants;
        this.perTenantScale = perTenantScale;
    }

    public int tenants() {
        return tenants;
    }

    /** Scales a per-tenant count, never below one. */
    public int scale(int perTenant) {
        return Math.max(1, (int) Math.round(perTenant * perTenantScale));
    }

    public static Optional<DemoSize> fromName(String name) {
        try {
            return Optional.of(valueOf(name.toUpperCase(Locale.ROOT)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
