package io.tenantdesk.schema;

import java.util.Optional;

/** Attributes that writes set: who created or changed an item and when. Each may be absent. */
public record Stamps(String createdAt, String createdBy, String updatedAt, String updatedBy) {

    public static Stamps none() {
        return new Stamps(null, null, null, null);
    }

    public Optional<String> createdAtIfAny() {
        return Optional.ofNullable(createdAt);
    }

    public Optional<String> createdByIfAny() {
        return Optional.ofNullable(createdBy);
    }

    public Optional<String> updatedAtIfAny() {
        return Optional.ofNullable(updatedAt);
    }

    public Optional<String> updatedByIfAny() {
        return Optional.ofNullable(updatedBy);
    }
}
