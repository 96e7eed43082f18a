package io.tenantdesk.settings;

import io.tenantdesk.aws.Connection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Decides whether a connection is read-only by default (design rule 7): a per-profile override first, then
 * the production patterns against the profile name and the account id. Allowing writes on a read-only
 * connection is never done here: it is {@link Connection#withWritesAllowed()}, which the UI calls only after
 * the user confirmed.
 */
public final class ReadOnlyPolicy {

    private final ConnectionSettings settings;
    private final List<ProductionPattern> patterns;

    public ReadOnlyPolicy(ConnectionSettings settings) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.patterns = settings.productionPatterns().stream()
                .map(ProductionPattern::parse)
                .toList();
    }

    /**
     * @param profile   the profile's name; empty for a local endpoint
     * @param accountId the account the caller identity reported, if known
     * @param asked     the user asked for read-only
     */
    public ReadOnlyDecision decide(Optional<String> profile, Optional<String> accountId, boolean asked) {
        if (asked) {
            return new ReadOnlyDecision(true, "read-only as requested");
        }
        if (profile.isPresent()) {
            Boolean override = settings.readOnlyProfiles().get(profile.get());
            if (override != null) {
                return override
                        ? new ReadOnlyDecision(
                                true, "profile `" + profile.get() + "` is marked read-only in the settings")
                        : new ReadOnlyDecision(
                                false, "profile `" + profile.get() + "` is marked writable in the settings");
            }
        }
        for (ProductionPattern pattern : patterns) {
            if (profile.isPresent() && pattern.matches(profile.get())) {
                return new ReadOnlyDecision(
                        true,
                        "profile `" + profile.get() + "` matches the production pattern `" + pattern.source() + "`");
            }
            if (accountId.isPresent() && pattern.matches(accountId.get())) {
                return new ReadOnlyDecision(
                        true,
                        "account " + accountId.get() + " matches the production pattern `" + pattern.source() + "`");
            }
        }
        return new ReadOnlyDecision(false, profile.isPresent() ? "not a production profile" : "local endpoint");
    }
}
