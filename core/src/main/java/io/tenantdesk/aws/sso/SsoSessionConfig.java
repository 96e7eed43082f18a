package io.tenantdesk.aws.sso;

import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.ProfileKind;
import io.tenantdesk.aws.profile.ProfileListing;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileProperty;

/**
 * What logging in to IAM Identity Center needs for one profile: the session (for the session form) or only
 * the start URL (legacy form), the Identity Center region, and the registration scopes if configured.
 *
 * @param registrationScopes {@code sso_registration_scopes} split at commas; empty when not configured
 *                           (which is not the same as configured but blank: the CLI's cache key tells them apart)
 */
public record SsoSessionConfig(
        String profile,
        Optional<String> sessionName,
        String startUrl,
        String region,
        Optional<List<String>> registrationScopes) {

    public SsoSessionConfig {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(sessionName, "sessionName");
        Objects.requireNonNull(startUrl, "startUrl");
        Objects.requireNonNull(region, "region");
        registrationScopes = registrationScopes.map(List::copyOf);
    }

    /** The login settings of an SSO profile, or a message naming the profile and what is missing. */
    public static SsoSessionConfig forProfile(ProfileListing listing, String profileName) {
        ProfileFile file = listing.profileFile();
        Profile profile = file.profile(profileName)
                .orElseThrow(() -> new ConnectionException(
                        "profile `" + profileName + "` is not in " + listing.whereProfilesLive()));
        Optional<String> session =
                profile.property(ProfileCatalog.SSO_SESSION).map(String::trim).filter(s -> !s.isEmpty());
        if (session.isEmpty()) {
            if (ProfileCatalog.kindOf(profile.properties()) != ProfileKind.LEGACY_SSO) {
                throw new ConnectionException("profile `" + profileName + "` does not use IAM Identity Center");
            }
            String startUrl = require(profile, ProfileProperty.SSO_START_URL, "profile `" + profileName + "`");
            String region = require(profile, ProfileProperty.SSO_REGION, "profile `" + profileName + "`");
            return new SsoSessionConfig(profileName, Optional.empty(), startUrl, region, Optional.empty());
        }
        Profile section = file.getSection(ProfileCatalog.SSO_SESSION_SECTION, session.get())
                .orElseThrow(
                        () -> new ConnectionException("profile `" + profileName + "` uses sso_session `" + session.get()
                                + "`, but there is no [sso-session " + session.get() + "] section in "
                                + listing.locations().configFile()));
        String what = "sso-session `" + session.get() + "`";
        String startUrl = require(section, ProfileProperty.SSO_START_URL, what);
        String region = require(section, ProfileProperty.SSO_REGION, what);
        sameAsSession(profile, ProfileProperty.SSO_START_URL, startUrl, what);
        sameAsSession(profile, ProfileProperty.SSO_REGION, region, what);
        Optional<List<String>> scopes = section.property(ProfileCatalog.SSO_REGISTRATION_SCOPES)
                .map(raw -> Arrays.stream(raw.split(","))
                        .map(String::trim)
                        .filter(s -> !s.isEmpty())
                        .toList());
        return new SsoSessionConfig(profileName, session, startUrl, region, scopes);
    }

    /** The text whose SHA-1 names the token file: the session name, else the start URL exactly as written. */
    public String tokenCacheKey() {
        return sessionName.orElse(startUrl);
    }

    /** "sso-session `corp`" or "start URL https://…", for messages. */
    public String describe() {
        return sessionName.map(name -> "sso-session `" + name + "`").orElse("start URL " + startUrl);
    }

    private static String require(Profile profile, String property, String what) {
        return profile.property(property)
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .orElseThrow(() -> new ConnectionException(what + " has no " + property));
    }

    private static void sameAsSession(Profile profile, String property, String sessionValue, String session) {
        profile.property(property)
                .map(String::trim)
                .filter(value -> !value.equalsIgnoreCase(sessionValue))
                .ifPresent(value -> {
                    throw new ConnectionException("profile `" + profile.name() + "` sets " + property + " `" + value
                            + "`, but its " + session + " says `" + sessionValue + "`; remove one");
                });
    }
}
