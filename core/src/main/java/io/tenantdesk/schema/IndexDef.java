package io.tenantdesk.schema;

import java.util.Optional;

/** A global secondary index. */
public record IndexDef(String name, KeyAttribute partitionKey, KeyAttribute sortKey, Projection projection) {

    public Optional<KeyAttribute> sortKeyIfAny() {
        return Optional.ofNullable(sortKey);
    }
}
