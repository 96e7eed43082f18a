package io.tenantdesk.aws.profile;

import io.tenantdesk.host.HostEnvironment;
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
 * Each file is parsed on its own and section by section ({@link TolerantProfileFile}): a malformed section is
 * reported as a {@link ProfileProblem} (file, line, header, reason) and left out, while every intact profile of
 * both files is still listed and can connect. Nothing is ever written to these files.
 */
public final class ProfileCatalog {

    public static final String SSO_SESSION_SECTION = "sso-session";
    public static final String SSO_SESSION = "sso_session";
    public static final String SSO_REGISTRATION_SCOPES = "sso_registration_scopes";
    public static final String LOGIN_SESSION = "login_session";
    public static final String MFA_SERIAL = "mfa_serial";
    public static final String CA_BUNDLE = "ca_bundle";

    private final HostEnvironment env;

    public ProfileCatalog(HostEnvironment env) {
        this.env = Objects.requireNonNull(env, "env");
    }

    /** Where the catalog reads its settings: the process's environment, or a test's. */
    public HostEnvironment env() {
        return env;
    }

    /** Reads both files now; call again to see later edits. */
    public ProfileListing load() {
        AwsFileLocations locations = AwsFileLocations.resolve(env);
        List<ProfileProblem> problems = new ArrayList<>();
        ProfileFile.Aggregator merged = ProfileFile.aggregator();
        // The SDK adds the credentials file first: on a clash its properties win.
        parse(locations.credentialsFile(), ProfileFile.Type.CREDENTIALS, problems)
                .ifPresent(merged::addFile);
        parse(locations.configFile(), ProfileFile.Type.CONFIGURATION, problems).ifPresent(merged::addFile);
        ProfileFile profileFile = merged.build();

        List<ProfileInfo> profiles = new ArrayList<>();
        for (Profile profile : profileFile.profiles().values()) {
            profiles.add(describe(profile, profileFile, locations.currentProfile()));
        }
        profiles.sort(Comparator.comparing((ProfileInfo p) -> !p.name().equals(AwsFileLocations.DEFAULT_PROFILE))
                .thenComparing(ProfileInfo::name));
        if (locations.profileFromEnvironment()
                && profileFile.profile(locations.currentProfile()).isEmpty()) {
            problems.add(new ProfileProblem(
                    locations.configFile(),
                    "AWS_PROFILE names the profile `"
                            + locations.currentProfile() + "`, which is in neither " + locations.configFile()
                            + " nor " + locations.credentialsFile()));
        }
        return new ProfileListing(locations, profiles, problems, profileFile);
    }

    private static Optional<ProfileFile> parse(Path file, ProfileFile.Type type, List<ProfileProblem> problems) {
        TolerantProfileFile.Parsed parsed = TolerantProfileFile.parse(file, type);
        problems.addAll(parsed.problems());
        return parsed.file();
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
        } else if (kind == ProfileKind.LOGIN_SESSION) {
            accountId = value(props, LOGIN_SESSION).flatMap(RoleArn::anyAccount);
            roleName = Optional.empty();
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
        return new ProfileInfo(
                profile.name(),
                kind,
                accountId,
                roleName,
                roleArn,
                value(props, ProfileProperty.REGION),
                session,
                startUrl.or(() -> value(props, ProfileProperty.SSO_START_URL)),
                ssoRegion.or(() -> value(props, ProfileProperty.SSO_REGION)),
                value(props, ProfileProperty.SOURCE_PROFILE),
                profile.name().equals(currentProfile));
    }

    /** The SDK's order: web identity, SSO, assumed role, console sign-in, credential process, session keys, keys. */
    public static ProfileKind kindOf(Map<String, String> props) {
        boolean roleArn = props.containsKey(ProfileProperty.ROLE_ARN);
        if (roleArn && props.containsKey(ProfileProperty.WEB_IDENTITY_TOKEN_FILE)) {
            return ProfileKind.WEB_IDENTITY;
        }
        if (props.containsKey(SSO_SESSION)) {
            return ProfileKind.SSO_SESSION;
        }
        if (props.containsKey(ProfileProperty.SSO_START_URL)
                || props.containsKey(ProfileProperty.SSO_ACCOUNT_ID)
                || props.containsKey(ProfileProperty.SSO_ROLE_NAME)
                || props.containsKey(ProfileProperty.SSO_REGION)) {
            return ProfileKind.LEGACY_SSO;
        }
        if (roleArn) {
            return ProfileKind.ASSUME_ROLE;
        }
        if (props.containsKey(LOGIN_SESSION)) {
            return ProfileKind.LOGIN_SESSION;
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
