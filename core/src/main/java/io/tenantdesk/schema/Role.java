package io.tenantdesk.schema;

import java.util.Locale;
import java.util.Optional;

/** The part an entity plays for support staff; the console's main navigation is by role, not by table. */
public enum Role {
    TENANT("tenant", "Tenants"),
    USER("user", "Users"),
    LICENSE("license", "Licenses"),
    SESSION("session", "Sessions"),
    CREDIT("credit", "Credit balances");

    private final String code;
    private final String label;

    Role(String code, String label) {
        this.code = code;
        this.label = label;
    }

    /** The word used in descriptor files. */
    public String code() {
        return code;
    }

    /** The section title in the console. */
    public String label() {
        return label;
    }

    public static Optional<Role> fromCode(String code) {
        String wanted = code.toLowerCase(Locale.ROOT);
        for (Role r : values()) {
            if (r.code.equals(wanted)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }
}
