package io.tenantdesk.aws.profile;

import io.tenantdesk.host.HostEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileProperty;

/**
 * Lists the profiles of the AWS config and credentials files, parsed by the SDK's own {@link ProfileFile}.
 * Each file is parsed on its own, so a malformed one is reported as a {@link ProfileProblem} while the
 * other's profiles are still listed. Nothing is ever written to these files.
 */
public final class ProfileCatalog {

    public static final String SSO_SESSION_SECTION = "sso-session";
    public static final String SSO_SESSION = "sso_session";
    public static final String SSO_REGISTRATION_SCOPES = "sso_registration_scopes";

    private final HostEnvironment env;

    public ProfileCatalog(HostEnvironment env) {
        this.env = Objects.requireNonNull(env, "env");
    }

    /** Reads both files now; call again to see later edits. */
    public ProfileListing load() {
        AwsFileLocations locations = AwsFileLocations.resolve(env);
        List<ProfileProblem> problems = new ArrayList<>();
        ProfileFile.Aggregator merged = ProfileFile.aggregator();
        // The SDK adds the credentials file first: on a clash its properties win.
        parse(locations.credentialsFile(), ProfileFile.Type.CREDENTIALS, problems).ifPresent(merged::addFile);
        parse(locations.configFile(), ProfileFile.Type.CONFIGURATION, problems).ifPresent(merged::addFile);
        ProfileFile profileFile = merged.build();

        List<ProfileInfo> profiles = new ArrayList<>();
        for (Profile profile : profileFile.profiles().values()) {
            profiles.add(describe(profile, profileFile, locations.currentProfile()));
        }
        profiles.sort(Comparator.comparing((ProfileInfo p) -> !p.name().equals(AwsFileLocations.DEFAULT_PROFILE))
                .thenComparing(ProfileInfo::name));
        if (locations.profileFromEnvironment() && profileFile.profile(locations.currentProfile()).isEmpty()) {
            problems.add(new ProfileProblem(locations.configFile(), "AWS_PROFILE names the profile `"
                    + locations.currentProfile() + "`, which is in neither " + locations.configFile()
                    + " nor " + locations.credentialsFile()));
        }
        return new ProfileListing(locations, profiles, problems, profileFile);
    }

    private static Optional<ProfileFile> parse(Path file, ProfileFile.Type type, List<ProfileProblem> problems) {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(ProfileFile.builder().content(file).type(type).build());
        } catch (RuntimeException e) {
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            problems.add(new ProfileProblem(file, "this " + (type == ProfileFile.Type.CREDENTIALS ? "credentials" : "config")
                    + " file cannot be read, so its profiles are not listed: " + reason));
            return Optional.empty();
        }
    }

    static ProfileInfo describe(Profile profile, ProfileFile file, String currentProfile) {
        Map<String, String> props = profile.properties();
        ProfileKind kind = kindOf(props);
        Optional<String> roleArn = value(props, ProfileProperty.ROLE_ARN);
        Optional<String> session = value(props, SSO_SESSION);
        Optional<Profile> sessionSection = session.flatMap(name -> file.getSection(SSO_SESSION_SECTION, name));
        Optional<String> accountId;
        Optional<String> roleName;
        if (kind.isSso()) {
            accountId = value(props, ProfileProperty.SSO_ACCOUNT_ID);
            roleName = value(props, ProfileProperty.SSO_ROLE_NAME);
        } else if (roleArn.isPresent()) {
            accountId = RoleArn.account(roleArn.get());
            roleName = RoleArn.roleName(roleArn.get());
        } else {
            accountId = value(props, "aws_account_id");
            roleName = Optional.empty();
        }
        Optional<String> startUrl = kind == ProfileKind.SSO_SESSION
                ? sessionSection.flatMap(s -> s.property(ProfileProperty.SSO_START_URL))
                : value(props, ProfileProperty.SSO_START_URL);
        Optional<String> ssoRegion = kind == ProfileKind.SSO_SESSION
                ? sessionSection.flatMap(s -> s.property(ProfileProperty.SSO_REGION))
                : value(props, ProfileProperty.SSO_REGION);
        return new ProfileInfo(profile.name(), kind, accountId, roleName, roleArn, value(props, ProfileProperty.REGION),
                session, startUrl.or(() -> value(props, ProfileProperty.SSO_START_URL)),
                ssoRegion.or(() -> value(props, ProfileProperty.SSO_REGION)),
                value(props, ProfileProperty.SOURCE_PROFILE), profile.name().equals(currentProfile));
    }

    /** The SDK's order: web identity, SSO, assumed role, credential process, session keys, keys. */
    public static ProfileKind kindOf(Map<String, String> props) {
        boolean roleArn = props.containsKey(ProfileProperty.ROLE_ARN);
        if (roleArn && props.containsKey(ProfileProperty.WEB_IDENTITY_TOKEN_FILE)) {
            return ProfileKind.WEB_IDENTITY;
        }
        if (props.containsKey(SSO_SESSION)) {
            return ProfileKind.SSO_SESSION;
        }
        if (props.containsKey(ProfileProperty.SSO_START_URL) || props.containsKey(ProfileProperty.SSO_ACCOUNT_ID)
                || props.containsKey(ProfileProperty.SSO_ROLE_NAME) || props.containsKey(ProfileProperty.SSO_REGION)) {
            return ProfileKind.LEGACY_SSO;
        }
        if (roleArn) {
            return ProfileKind.ASSUME_ROLE;
        }
        if (props.containsKey(ProfileProperty.CREDENTIAL_PROCESS)) {
            return ProfileKind.CREDENTIAL_PROCESS;
        }
        if (props.containsKey(ProfileProperty.AWS_SESSION_TOKEN)) {
            return ProfileKind.STATIC_SESSION_KEYS;
        }
        if (props.containsKey(ProfileProperty.AWS_ACCESS_KEY_ID)) {
            return ProfileKind.STATIC_KEYS;
        }
        return ProfileKind.UNKNOWN;
    }

    /** The property's value, trimmed; empty when missing or blank. */
    public static Optional<String> value(Map<String, String> props, String key) {
        String value = props.get(key);
        return value == null || value.isBlank() ? Optional.empty() : Optional.of(value.trim());
    }
}
