package io.tenantdesk.settings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Tenantdesk's own connection settings (never kept in {@code ~/.aws}). Immutable; the {@code with…} methods
 * return changed copies.
 *
 * @param productionPatterns globs (the default, or {@code glob:}) or regular expressions ({@code regex:}),
 *                           matched against a profile's name and account id; a match makes a connection
 *                           read-only by default
 * @param readOnlyProfiles   per-profile overrides of the patterns: {@code true} always read-only,
 *                           {@code false} writable by default
 * @param recentConnections  most recent first, at most {@link #MAX_RECENT}
 */
public record ConnectionSettings(List<String> productionPatterns, Map<String, Boolean> readOnlyProfiles,
                                 List<RecentConnection> recentConnections) {

    public static final int MAX_RECENT = 10;
    public static final List<String> DEFAULT_PRODUCTION_PATTERNS = List.of("*prod*");

    public ConnectionSettings {
        productionPatterns = List.copyOf(productionPatterns);
        readOnlyProfiles = Collections.unmodifiableMap(new LinkedHashMap<>(readOnlyProfiles));
        recentConnections = List.copyOf(recentConnections);
        productionPatterns.forEach(ProductionPattern::parse);
    }

    public static ConnectionSettings defaults() {
        return new ConnectionSettings(DEFAULT_PRODUCTION_PATTERNS, Map.of(), List.of());
    }

    public ConnectionSettings withProductionPatterns(List<String> patterns) {
        return new ConnectionSettings(patterns, readOnlyProfiles, recentConnections);
    }

    /** {@code null} removes the override, so the patterns decide again. */
    public ConnectionSettings withReadOnlyOverride(String profile, Boolean readOnly) {
        Map<String, Boolean> copy = new LinkedHashMap<>(readOnlyProfiles);
        if (readOnly == null) {
            copy.remove(profile);
        } else {
            copy.put(profile, readOnly);
        }
        return new ConnectionSettings(productionPatterns, copy, recentConnections);
    }

    /** Puts the connection first, dropping an older entry for the same spec and the oldest beyond the limit. */
    public ConnectionSettings withRecent(RecentConnection recent) {
        List<RecentConnection> list = new ArrayList<>();
        list.add(recent);
        for (RecentConnection old : recentConnections) {
            if (!old.spec().equals(recent.spec()) && list.size() < MAX_RECENT) {
                list.add(old);
            }
        }
        return new ConnectionSettings(productionPatterns, readOnlyProfiles, list);
    }
}
