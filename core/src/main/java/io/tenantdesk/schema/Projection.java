package io.tenantdesk.schema;

import java.util.List;

/** Which attributes an index copies from the table. */
public record Projection(Type type, List<String> nonKeyAttributes) {

    public enum Type {
        ALL,
        KEYS_ONLY,
        INCLUDE
    }

    public Projection {
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }

    public static Projection all() {
        return new Projection(Type.ALL, List.of());
    }

    /** True when a query on the index returns whole items; otherwise they are fetched from the table by key. */
    public boolean isWholeItem() {
        return type == Type.ALL;
    }
}
