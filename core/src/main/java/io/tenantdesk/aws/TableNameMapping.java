package io.tenantdesk.aws;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * How one deployment names the tables a descriptor names logically: an explicit physical name for some
 * tables, and for every other table the logical name between a prefix and a suffix (both empty: the
 * identity). Immutable.
 *
 * @param prefix        put before the logical name, e.g. {@code staging-}; may be empty
 * @param suffix        put after the logical name; may be empty
 * @param explicitNames physical names by logical name; they win over the prefix/suffix rule
 */
public record TableNameMapping(String prefix, String suffix, Map<String, String> explicitNames) {

    /** The characters DynamoDB allows in a table name. */
    private static final Pattern AFFIX = Pattern.compile("[A-Za-z0-9_.-]*");

    public TableNameMapping {
        checkAffix("prefix", prefix);
        checkAffix("suffix", suffix);
        Map<String, String> copy = new LinkedHashMap<>();
        explicitNames.forEach((logical, physical) -> {
            if (logical == null || logical.isBlank() || physical == null || physical.isBlank()) {
                throw new IllegalArgumentException("an explicit table name maps a logical name to a physical name,"
                        + " both non-blank; got `" + logical + "` -> `" + physical + "`");
            }
            copy.put(logical, physical);
        });
        explicitNames = Collections.unmodifiableMap(copy);
    }

    /** Physical names are the logical names. */
    public static TableNameMapping identity() {
        return new TableNameMapping("", "", Map.of());
    }

    public static TableNameMapping prefixed(String prefix) {
        return new TableNameMapping(prefix, "", Map.of());
    }

    public static TableNameMapping affixed(String prefix, String suffix) {
        return new TableNameMapping(prefix, suffix, Map.of());
    }

    /** The given physical names; a table not among them keeps its logical name. */
    public static TableNameMapping explicit(Map<String, String> physicalByLogical) {
        return new TableNameMapping("", "", physicalByLogical);
    }

    /** This mapping's prefix/suffix rule with these explicit names in place of the current ones. */
    public TableNameMapping withExplicitNames(Map<String, String> physicalByLogical) {
        return new TableNameMapping(prefix, suffix, physicalByLogical);
    }

    /** The logical name, followed by the physical one in parentheses when they differ; for messages. */
    public String describe(String logical) {
        String physical = physical(logical);
        return physical.equals(logical) ? logical : logical + " (" + physical + ")";
    }

    public String physical(String logical) {
        if (logical == null || logical.isBlank()) {
            throw new IllegalArgumentException("a logical table name is required");
        }
        String explicit = explicitNames.get(logical);
        return explicit != null ? explicit : prefix + logical + suffix;
    }

    public boolean isIdentity() {
        return prefix.isEmpty() && suffix.isEmpty() && explicitNames.isEmpty();
    }

    private static void checkAffix(String what, String value) {
        Objects.requireNonNull(value, what);
        if (!AFFIX.matcher(value).matches()) {
            throw new IllegalArgumentException(
                    "table name " + what + " `" + value + "` may only contain letters, digits, '_', '-' and '.'");
        }
    }
}
