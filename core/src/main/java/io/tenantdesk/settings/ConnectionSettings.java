package io.tenantdesk.settings;

import io.tenantdesk.aws.ConnectionSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
 * @param auditTables        the shared audit table each connection records its writes in, by {@linkplain #place
 *                           where it connects} (a profile, a local endpoint, the default credentials)
 */
public record ConnectionSettings(
        List<String> productionPatterns,
        Map<String, Boolean> readOnlyProfiles,
        List<RecentConnection> recentConnections,
        Map<String, String> auditTables) {

    public static final int MAX_RECENT = 10;
    public static final List<String> DEFAULT_PRODUCTION_PATTERNS = List.of("*prod*");

    public ConnectionSettings {
        productionPatterns = List.copyOf(productionPatterns);
        readOnlyProfiles = Collections.unmodifiableMap(new LinkedHashMap<>(readOnlyProfiles));
        recentConnections = List.copyOf(recentConnections);
        auditTables = Collections.unmodifiableMap(new LinkedHashMap<>(auditTables));
        productionPatterns.forEach(ProductionPattern::parse);
    }

    public ConnectionSettings(
            List<String> productionPatterns,
            Map<String, Boolean> readOnlyProfiles,
            List<RecentConnection> recentConnections) {
        this(productionPatterns, readOnlyProfiles, recentConnections, Map.of());
    }

    public static ConnectionSettings defaults() {
        return new ConnectionSettings(DEFAULT_PRODUCTION_PATTERNS, Map.of(), List.of());
    }

    public ConnectionSettings withProductionPatterns(List<String> patterns) {
        return new ConnectionSettings(patterns, readOnlyProfiles, recentConnections, auditTables);
    }

    /** Where a connection connects, as the settings name it: {@code profile:NAME}, {@code endpoint:URL} or {@code default}. */
    public static String place(ConnectionSpec spec) {
        return spec.profile()
                .map(name -> "profile:" + name)
                .orElseGet(
                        () -> spec.localEndpoint().map(uri -> "endpoint:" + uri).orElse("default"));
    }

    /** The shared audit table the connection records its writes in, if it names one. */
    public Optional<String> auditTable(ConnectionSpec spec) {
        return Optional.ofNullable(auditTables.get(place(spec)));
    }

    /** A blank {@code table} removes the connection's audit table: its writes are then recorded locally only. */
    public ConnectionSettings withAuditTable(ConnectionSpec spec, String table) {
        Map<String, String> copy = new LinkedHashMap<>(auditTables);
        if (table == null || table.isBlank()) {
            copy.remove(place(spec));
        } else {
            copy.put(place(spec), table.strip());
        }
        return new ConnectionSettings(productionPatterns, readOnlyProfiles, recentConnections, copy);
    }

    /** {@code null} removes the override, so the patterns decide again. */
    public ConnectionSettings withReadOnlyOverride(String profile, Boolean readOnly) {
        Map<String, Boolean> copy = new LinkedHashMap<>(readOnlyProfiles);
        if (readOnly == null) {
            copy.remove(profile);
        } else {
            copy.put(profile, readOnly);
        }
        return new ConnectionSettings(productionPatterns, copy, recentConnections, auditTables);
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
        return new ConnectionSettings(productionPatterns, readOnlyProfiles, list, auditTables);
    }
}
