package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.ProfileInfo;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileProperty;

/**
 * Checks a profile before the SDK gets it, so that the error names the profile and what is missing instead
 * of surfacing as a provider-chain message ("profile `prod` uses source_profile `base`, which does not exist").
 */
final class ProfileChecks {

    private static final Set<String> CREDENTIAL_SOURCES = Set.of("Environment", "Ec2InstanceMetadata", "EcsContainer");

    private ProfileChecks() {}

    /**
     * A profile that passed the checks.
     *
     * @param ssoSession its IAM Identity Center settings, when it signs in through IAM Identity Center itself
     */
    record Checked(ProfileInfo info, Optional<SsoSessionConfig> ssoSession) {}

    /** @throws ConnectionException naming the profile and the problem */
    static Checked check(ProfileListing listing, String name) {
        ProfileInfo info = listing.find(name)
                .orElseThrow(() -> new ConnectionException(unreadable(listing, name)
                        .orElseGet(() -> "profile `" + name + "` is not in " + listing.whereProfilesLive()
                                + problemsNote(listing))));
        return new Checked(info, checkCredentials(listing, name, new ArrayList<>()));
    }

    /** @return the profile's IAM Identity Center settings, if it uses them */
    private static Optional<SsoSessionConfig> checkCredentials(
            ProfileListing listing, String name, List<String> chain) {
        chain.add(name);
        Profile profile = listing.profileFile().profile(name).orElseThrow();
        Map<String, String> props = profile.properties();
        String who = "profile `" + name + "`";
        switch (ProfileCatalog.kindOf(props)) {
            case SSO_SESSION, LEGACY_SSO -> {
                SsoSessionConfig session = SsoSessionConfig.forProfile(listing, name);
                require(props, who, ProfileProperty.SSO_ACCOUNT_ID, ProfileProperty.SSO_ROLE_NAME);
                return Optional.of(session);
            }
            case STATIC_KEYS, STATIC_SESSION_KEYS ->
                require(props, who, ProfileProperty.AWS_ACCESS_KEY_ID, ProfileProperty.AWS_SECRET_ACCESS_KEY);
            case CREDENTIAL_PROCESS -> require(props, who, ProfileProperty.CREDENTIAL_PROCESS);
            case WEB_IDENTITY -> require(props, who, ProfileProperty.WEB_IDENTITY_TOKEN_FILE);
            case LOGIN_SESSION -> require(props, who, ProfileCatalog.LOGIN_SESSION);
            case ASSUME_ROLE -> checkRole(listing, name, props, chain);
            case UNKNOWN ->
                throw new ConnectionException(who + " has no credentials: it sets no access keys, "
                        + "IAM Identity Center (sso_*), role_arn, login_session or credential_process");
            default -> throw new IllegalStateException("unhandled profile kind");
        }
        return Optional.empty();
    }

    private static void checkRole(ProfileListing listing, String name, Map<String, String> props, List<String> chain) {
        String who = "profile `" + name + "`";
        Optional<String> source = ProfileCatalog.value(props, ProfileProperty.SOURCE_PROFILE);
        Optional<String> credentialSource = ProfileCatalog.value(props, ProfileProperty.CREDENTIAL_SOURCE);
        if (source.isPresent() && credentialSource.isPresent()) {
            throw new ConnectionException(who + " sets both source_profile and credential_source; keep one");
        }
        if (credentialSource.isPresent()) {
            if (!CREDENTIAL_SOURCES.contains(credentialSource.get())) {
                throw new ConnectionException(who + " has credential_source `" + credentialSource.get()
                        + "`; it must be Environment, Ec2InstanceMetadata or EcsContainer");
            }
            return;
        }
        if (source.isEmpty()) {
            throw new ConnectionException(who + " has role_arn but neither source_profile nor credential_source");
        }
        String sourceName = source.get();
        if (listing.profileFile().profile(sourceName).isEmpty()) {
            throw new ConnectionException(who + " uses source_profile `" + sourceName + "`, which "
                    + unreadable(listing, sourceName)
                            .map(why -> "cannot be used: " + why)
                            .orElse("does not exist"));
        }
        if (sourceName.equals(name)) {
            Map<String, String> own =
                    listing.profileFile().profile(name).orElseThrow().properties();
            if (!own.containsKey(ProfileProperty.AWS_ACCESS_KEY_ID)) {
                throw new ConnectionException(who + " is its own source_profile but has no access keys");
            }
            return;
        }
        if (chain.contains(sourceName)) {
            throw new ConnectionException(who + " uses source_profile `" + sourceName + "`, which leads back to it: "
                    + String.join(" → ", chain) + " → " + sourceName);
        }
        try {
            checkCredentials(listing, sourceName, chain);
        } catch (ConnectionException e) {
            throw new ConnectionException(
                    who + " uses source_profile `" + sourceName + "`, which cannot be used: " + e.getMessage(),
                    e.loginRequired(),
                    e);
        }
    }

    private static void require(Map<String, String> props, String who, String... properties) {
        for (String property : properties) {
            if (ProfileCatalog.value(props, property).isEmpty()) {
                throw new ConnectionException(who + " has no " + property);
            }
        }
    }

    /** "~/.aws/config line 39: the section `[profile broken` is malformed, so profile `broken` could not be read". */
    private static Optional<String> unreadable(ProfileListing listing, String name) {
        return listing.leftOut(name)
                .map(problem -> problem.file()
                        + (problem.line().isPresent()
                                ? " line " + problem.line().getAsInt()
                                : "")
                        + ": the section `" + problem.section().orElseThrow() + "` is malformed, so profile `" + name
                        + "` could not be read: " + problem.reason() + " (the other profiles can be used)");
    }

    private static String problemsNote(ProfileListing listing) {
        if (listing.problems().isEmpty()) {
            return "";
        }
        StringBuilder note = new StringBuilder(" (note: ");
        listing.problems().forEach(problem -> note.append(problem).append("; "));
        note.setLength(note.length() - 2);
        return note.append(')').toString();
    }
}
