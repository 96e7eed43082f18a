package io.tenantdesk.schema.validation;

import java.util.Objects;

/**
 * One broken rule: which field or key attribute, which rule, and a message that says what is wrong and
 * what would be right, e.g. "`license_id` must not contain `#`".
 */
public record Violation(String attribute, Rule rule, String message) {

    public Violation {
        Objects.requireNonNull(attribute);
        Objects.requireNonNull(rule);
        Objects.requireNonNull(message);
    }

    @Override
    public String toString() {
        return message;
    }
}
