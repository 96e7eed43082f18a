package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.profile.AwsFileLocations;
import io.tenantdesk.aws.profile.AwsSettings;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.sso.SsoSessionConfig;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.host.HostEnvironment;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProviderChain;
import software.amazon.awssdk.auth.credentials.AwsSessionCredentials;
import software.amazon.awssdk.auth.credentials.ContainerCredentialsProvider;
import software.amazon.awssdk.auth.credentials.InstanceProfileCredentialsProvider;
import software.amazon.awssdk.auth.credentials.ProfileCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileProperty;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.signin.SigninClient;
import software.amazon.awssdk.services.signin.auth.LoginCredentialsProvider;
import software.amazon.awssdk.services.sts.StsClient;
import software.amazon.awssdk.services.sts.auth.StsWebIdentityTokenFileCredentialsProvider;
import software.amazon.awssdk.utils.SdkAutoCloseable;

/**
 * The credentials provider for each kind of profile, and the default chain, built from the SDK's own providers
 * but on Tenantdesk's clients ({@link ClientConfig}: the parsed profiles, the CA bundle, the endpoints), since the
 * providers the SDK's profile support builds for itself read the default files again and cannot be configured:
 * static keys and {@code credential_process} through the SDK's profile provider; IAM Identity Center through the
 * SDK's SSO provider fed from the token cache shared with the AWS CLI; assumed roles (with MFA) as the CLI does;
 * web identity through the SDK's STS provider; {@code aws login} sessions through the SDK's sign-in provider.
 */
final class CredentialSources {

    private static final List<String> CREDENTIAL_SOURCES =
            List.of("Environment", "Ec2InstanceMetadata", "EcsContainer");

    private final HostEnvironment env;
    private final ProfileListing listing;
    private final Region region;
    private final ClientConfig clients;
    private final Optional<URI> sts;
    private final Optional<URI> ssoPortal;
    private final SsoTokens ssoTokens;
    private final AssumeRoleCache roleCache;
    private final MfaPrompt mfa;
    private final Clock clock;

    CredentialSources(
            HostEnvironment env,
            ProfileListing listing,
            Region region,
            ClientConfig clients,
            Optional<URI> sts,
            Optional<URI> ssoPortal,
            SsoTokens ssoTokens,
            MfaPrompt mfa,
            Clock clock) {
        this.env = Objects.requireNonNull(env, "env");
        this.listing = Objects.requireNonNull(listing, "listing");
        this.region = Objects.requireNonNull(region, "region");
        this.clients = Objects.requireNonNull(clients, "clients");
        this.sts = Objects.requireNonNull(sts, "sts");
        this.ssoPortal = Objects.requireNonNull(ssoPortal, "ssoPortal");
        this.ssoTokens = Objects.requireNonNull(ssoTokens, "ssoTokens");
        this.roleCache = new AssumeRoleCache(AssumeRoleCache.defaultDirectory(env));
        this.mfa = Objects.requireNonNull(mfa, "mfa");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** The credentials of a profile that passed {@link ProfileChecks}. */
    AwsCredentialsProvider profile(ProfileChecks.Checked checked) {
        return profile(checked.info().name(), checked.ssoSession());
    }

    private AwsCredentialsProvider profile(String name, Optional<SsoSessionConfig> ssoSession) {
        Profile profile = listing.profileFile().profile(name).orElseThrow();
        Map<String, String> props = profile.properties();
        switch (ProfileCatalog.kindOf(props)) {
            case SSO_SESSION, LEGACY_SSO -> {
                SsoSessionConfig session = ssoSession.orElseGet(() -> SsoSessionConfig.forProfile(listing, name));
                return new SsoRoleCredentials(listing.find(name).orElseThrow(), session, ssoTokens, clients, ssoPortal);
            }
            case ASSUME_ROLE -> {
                return assumeRole(name, props);
            }
            case WEB_IDENTITY -> {
                return webIdentity(
                        value(props, ProfileProperty.ROLE_ARN).orElseThrow(),
                        Path.of(value(props, ProfileProperty.WEB_IDENTITY_TOKEN_FILE)
                                .orElseThrow()),
                        value(props, ProfileProperty.ROLE_SESSION_NAME));
            }
            case LOGIN_SESSION -> {
                return loginSession(
                        name, value(props, ProfileCatalog.LOGIN_SESSION).orElseThrow());
            }
            default -> {
                return ProfileCredentialsProvider.builder()
                        .profileFile(listing.profileFile())
                        .profileName(name)
                        .build();
            }
        }
    }

    private AwsCredentialsProvider assumeRole(String name, Map<String, String> props) {
        Optional<String> sourceProfile = value(props, ProfileProperty.SOURCE_PROFILE);
        AwsCredentialsProvider source;
        if (sourceProfile.isPresent()) {
            source = sourceProfile.get().equals(name) ? ownKeys(props) : profile(sourceProfile.get(), Optional.empty());
        } else {
            source = credentialSource(
                    name, value(props, ProfileProperty.CREDENTIAL_SOURCE).orElseThrow());
        }
        OptionalInt duration;
        try {
            duration = value(props, "duration_seconds")
                    .map(s -> OptionalInt.of(Integer.parseInt(s)))
                    .orElse(OptionalInt.empty());
        } catch (NumberFormatException e) {
            Closeables.closeQuietly(source);
            throw new ConnectionException("profile `" + name + "` has duration_seconds `"
                    + props.get("duration_seconds") + "`, which is not a number of seconds");
        }
        AssumeRoleCache.Arguments arguments = new AssumeRoleCache.Arguments(
                value(props, ProfileProperty.ROLE_ARN).orElseThrow(),
                value(props, ProfileProperty.ROLE_SESSION_NAME),
                value(props, ProfileProperty.EXTERNAL_ID),
                value(props, ProfileCatalog.MFA_SERIAL),
                duration);
        StsClient client = clients.build(StsClient.builder().credentialsProvider(source), region, sts);
        return new AssumeRoleCredentials(name, arguments, client, source, roleCache, mfa, clock);
    }

    /** A profile that is its own source_profile uses its own keys for AssumeRole, as the CLI and the SDK do. */
    private static AwsCredentialsProvider ownKeys(Map<String, String> props) {
        String key = props.get(ProfileProperty.AWS_ACCESS_KEY_ID);
        String secret = props.get(ProfileProperty.AWS_SECRET_ACCESS_KEY);
        String token = props.get(ProfileProperty.AWS_SESSION_TOKEN);
        AwsCredentials credentials = token == null
                ? AwsBasicCredentials.create(key, secret)
                : AwsSessionCredentials.create(key, secret, token);
        return StaticCredentialsProvider.create(credentials);
    }

    private AwsCredentialsProvider credentialSource(String name, String source) {
        return switch (source) {
            case "Environment" ->
                environmentKeys()
                        .orElseThrow(() -> new ConnectionException("profile `" + name
                                + "` takes its credentials from the environment (credential_source = Environment), but "
                                + "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set"));
            case "Ec2InstanceMetadata" -> instanceRole();
            case "EcsContainer" -> ContainerCredentialsProvider.builder().build();
            default ->
                throw new ConnectionException("profile `" + name + "` has credential_source `" + source
                        + "`; it must be one of " + String.join(", ", CREDENTIAL_SOURCES));
        };
    }

    private AwsCredentialsProvider webIdentity(String roleArn, Path tokenFile, Optional<String> sessionName) {
        StsClient client = clients.build(
                StsClient.builder().credentialsProvider(AnonymousCredentialsProvider.create()), region, sts);
        StsWebIdentityTokenFileCredentialsProvider provider = StsWebIdentityTokenFileCredentialsProvider.builder()
                .stsClient(client)
                .roleArn(roleArn)
                .webIdentityTokenFile(tokenFile)
                .roleSessionName(
                        sessionName.orElse("tenantdesk-" + clock.instant().getEpochSecond()))
                .build();
        return new Owning(provider, client);
    }

    private AwsCredentialsProvider loginSession(String name, String session) {
        SigninClient signin = clients.build(
                SigninClient.builder().credentialsProvider(AnonymousCredentialsProvider.create()),
                region,
                AwsSettings.endpoint(env, listing.profileFile(), Optional.of(name), AwsSettings.Service.SIGNIN)
                        .map(AwsSettings.Endpoint::uri));
        LoginCredentialsProvider provider = LoginCredentialsProvider.builder()
                .loginSession(session)
                .signinClient(signin)
                .tokenCacheLocation(loginCacheDirectory(env))
                .asyncCredentialUpdateEnabled(false)
                .build();
        return new Owning(provider, signin);
    }

    /** Where {@code aws login} keeps its sessions: {@code AWS_LOGIN_CACHE_DIRECTORY}, else {@code ~/.aws/login/cache}. */
    static Path loginCacheDirectory(HostEnvironment env) {
        Path home = env.homeDirectory();
        return env.setting("aws.loginCacheDirectory", "AWS_LOGIN_CACHE_DIRECTORY")
                .map(path -> AwsFileLocations.expandHome(path, home))
                .orElse(home.resolve(".aws").resolve("login").resolve("cache"));
    }

    /**
     * The default chain, for a command line given neither a profile nor an endpoint, in the SDK's order: keys in
     * the environment, web identity from the environment (OIDC in CI), the {@code default} profile when there is
     * one, a container role, an instance role. Each step is present only when the environment configures it (the
     * instance role unless {@code AWS_EC2_METADATA_DISABLED} is true).
     */
    AwsCredentialsProvider defaultChain() {
        List<AwsCredentialsProvider> steps = new ArrayList<>();
        environmentKeys().ifPresent(steps::add);
        Optional<String> roleArn = env.setting("aws.roleArn", "AWS_ROLE_ARN");
        Optional<String> tokenFile = env.setting("aws.webIdentityTokenFile", "AWS_WEB_IDENTITY_TOKEN_FILE");
        if (roleArn.isPresent() && tokenFile.isPresent()) {
            steps.add(webIdentity(
                    roleArn.get(),
                    Path.of(tokenFile.get()),
                    env.setting("aws.roleSessionName", "AWS_ROLE_SESSION_NAME")));
        }
        if (listing.find(AwsFileLocations.DEFAULT_PROFILE).isPresent()) {
            try {
                steps.add(profile(ProfileChecks.check(listing, AwsFileLocations.DEFAULT_PROFILE)));
            } catch (ConnectionException e) {
                System.getLogger(CredentialSources.class.getName())
                        .log(
                                System.Logger.Level.INFO,
                                "The default profile is skipped in the default chain: {0}",
                                e.getMessage());
            }
        }
        if (env.setting("aws.containerCredentialsFullUri", "AWS_CONTAINER_CREDENTIALS_FULL_URI")
                        .isPresent()
                || env.setting("aws.containerCredentialsPath", "AWS_CONTAINER_CREDENTIALS_RELATIVE_URI")
                        .isPresent()) {
            steps.add(ContainerCredentialsProvider.builder().build());
        }
        boolean imdsDisabled = env.setting("aws.disableEc2Metadata", "AWS_EC2_METADATA_DISABLED")
                .map(value -> value.strip().equalsIgnoreCase("true"))
                .orElse(false);
        if (!imdsDisabled) {
            steps.add(instanceRole());
        }
        if (steps.isEmpty()) {
            throw new ConnectionException("no credentials: the environment names none (AWS_ACCESS_KEY_ID, "
                    + "AWS_WEB_IDENTITY_TOKEN_FILE with AWS_ROLE_ARN, a container role), there is no default profile, "
                    + "and the instance role is disabled (AWS_EC2_METADATA_DISABLED)");
        }
        return AwsCredentialsProviderChain.builder()
                .credentialsProviders(steps)
                .reuseLastProviderEnabled(true)
                .build();
    }

    private InstanceProfileCredentialsProvider instanceRole() {
        InstanceProfileCredentialsProvider.Builder builder = InstanceProfileCredentialsProvider.builder()
                .profileFile(listing.profileFile())
                .profileName(clients.profileName());
        env.setting("aws.ec2MetadataServiceEndpoint", "AWS_EC2_METADATA_SERVICE_ENDPOINT")
                .ifPresent(builder::endpoint);
        return builder.build();
    }

    /** {@code AWS_ACCESS_KEY_ID}, {@code AWS_SECRET_ACCESS_KEY}, {@code AWS_SESSION_TOKEN} (or the SDK's properties). */
    private Optional<AwsCredentialsProvider> environmentKeys() {
        Optional<String> key = env.setting("aws.accessKeyId", "AWS_ACCESS_KEY_ID");
        Optional<String> secret = env.setting("aws.secretAccessKey", "AWS_SECRET_ACCESS_KEY");
        if (key.isEmpty() || secret.isEmpty()) {
            return Optional.empty();
        }
        Optional<String> token = env.setting("aws.sessionToken", "AWS_SESSION_TOKEN");
        AwsCredentials credentials = token.<AwsCredentials>map(
                        t -> AwsSessionCredentials.create(key.get(), secret.get(), t))
                .orElseGet(() -> AwsBasicCredentials.create(key.get(), secret.get()));
        return Optional.of(StaticCredentialsProvider.create(credentials));
    }

    private static Optional<String> value(Map<String, String> props, String key) {
        return ProfileCatalog.value(props, key);
    }

    /** A provider that owns the client it calls: closing one closes both. */
    private record Owning(AwsCredentialsProvider provider, SdkAutoCloseable client)
            implements AwsCredentialsProvider, SdkAutoCloseable {

        @Override
        public AwsCredentials resolveCredentials() {
            return provider.resolveCredentials();
        }

        @Override
        public void close() {
            Closeables.closeQuietly(provider);
            Closeables.closeQuietly(client);
        }
    }
}
