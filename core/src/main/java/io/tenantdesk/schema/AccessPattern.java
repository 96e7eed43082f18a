package io.tenantdesk.schema;

import io.tenantdesk.schema.template.KeyTemplate;
import java.util.Optional;

/**
 * How the design reads an entity: a Query on the table or an index ({@code partition} rendered from the
 * tenant id or literal, optionally {@code begins_with(sort key, sortPrefix)}), or a declared full Scan
 * where the design offers no index.
 */
public record AccessPattern(String index, KeyTemplate partition, String sortPrefix, boolean scan) {

    public static AccessPattern scanOnly() {
        return new AccessPattern(null, null, null, true);
    }

    public static AccessPattern query(String index, KeyTemplate partition, String sortPrefix) {
        return new AccessPattern(index, partition, sortPrefix, false);
    }

    /** The index to query, or empty for the table itself. */
    public Optional<String> indexIfAny() {
        return Optional.ofNullable(index);
    }

    public Optional<String> sortPrefixIfAny() {
        return Optional.ofNullable(sortPrefix);
    }
}
