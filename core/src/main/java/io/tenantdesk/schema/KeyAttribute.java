package io.tenantdesk.schema;

import java.util.Objects;

/** A key attribute of a table or index: its name and DynamoDB type. */
public record KeyAttribute(String name, KeyType type) {
    public KeyAttribute {
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
    }
}
