package io.tenantdesk.store;

import java.util.Map;

/** Which of an entity's items to read: all, one tenant's, or a declared range with its parameters. */
public sealed interface Scope permits Scope.All, Scope.Tenant, Scope.Range {

    static Scope all() {
        return new All();
    }

    static Scope tenant(String tenantId) {
        return new Tenant(tenantId);
    }

    static Scope range(String name, Map<String, String> parameters) {
        return new Range(name, parameters);
    }

    record All() implements Scope {}

    record Tenant(String tenantId) implements Scope {}

    record Range(String name, Map<String, String> parameters) implements Scope {
        public Range {
            parameters = Map.copyOf(parameters);
        }
    }
}
