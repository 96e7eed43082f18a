package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.CaBundle;
import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.HttpClients;
import io.tenantdesk.aws.profile.AwsFileLocations;
import io.tenantdesk.aws.profile.AwsSettings;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.settings.ReadOnlyDecision;
import io.tenantdesk.settings.ReadOnlyPolicy;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.sts.StsClient;
import software.amazon.awssdk.services.sts.model.GetCallerIdentityResponse;

/**
 * Turns a {@link ConnectionSpec} into an open {@link Connection}: finds the region (the spec's, else
 * {@code AWS_REGION}, {@code AWS_DEFAULT_REGION}, the profile's), the endpoints and the CA bundle as the AWS CLI v2
 * does, builds the profile's credentials ({@link CredentialSources}; the default chain when the spec names no
 * profile) and the DynamoDB client on Tenantdesk's HTTP client and parsed profiles, asks STS who is signed in, and
 * decides read-only with the {@link ReadOnlyPolicy}. The connection owns its client: whoever takes it
 * closes it. Blocking: call it off the UI thread. Make a new connector when
 * the settings change.
 */
public final class Connector {

    private static final System.Logger LOG = System.getLogger(Connector.class.getName());

    private final ProfileCatalog catalog;
    private final SsoTokens ssoTokens;
    private final ReadOnlyPolicy policy;
    private final ServiceEndpoints endpoints;
    private final SdkProfileView sdk;
    private final MfaPrompt mfa;
    private final Clock clock;

    /** @param sdk keeps what the SDK reads of this process's AWS files parseable; checked before each connection */
    public Connector(
            ProfileCatalog catalog,
            SsoTokens ssoTokens,
            ReadOnlyPolicy policy,
            ServiceEndpoints endpoints,
            SdkProfileView sdk) {
        this(catalog, ssoTokens, policy, endpoints, sdk, MfaPrompt.none(), Clock.systemUTC());
    }

    private Connector(
            ProfileCatalog catalog,
            SsoTokens ssoTokens,
            ReadOnlyPolicy policy,
            ServiceEndpoints endpoints,
            SdkProfileView sdk,
            MfaPrompt mfa,
            Clock clock) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.ssoTokens = Objects.requireNonNull(ssoTokens, "ssoTokens");
        this.policy = Objects.requireNonNull(policy, "policy");
        this.endpoints = Objects.requireNonNull(endpoints, "endpoints");
        this.sdk = Objects.requireNonNull(sdk, "sdk");
        this.mfa = Objects.requireNonNull(mfa, "mfa");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** This connector, asking {@code prompt} for the code of an assume-role profile's MFA device. */
    public Connector withMfaPrompt(MfaPrompt prompt) {
        return new Connector(catalog, ssoTokens, policy, endpoints, sdk, prompt, clock);
    }

    /** This connector, judging the age of cached sessions by {@code time} (tests). */
    public Connector withClock(Clock time) {
        return new Connector(catalog, ssoTokens, policy, endpoints, sdk, mfa, time);
    }

    /**
     * @throws ConnectionException naming the profile and what is missing; {@link ConnectionException#loginRequired()}
     *                             when an IAM Identity Center login would fix it
     */
    public Connection connect(ConnectionSpec spec) {
        try {
            return open(spec);
        } catch (SdkException e) {
            throw ConnectFailures.explained(spec.describe(), e)
                    .orElseGet(() -> new ConnectionException(
                            "cannot connect with " + spec.describe() + ": " + rootMessage(e), false, e));
        }
    }

    private Connection open(ConnectionSpec spec) {
        sdk.protect();
        if (spec.isLocal()) {
            URI endpoint = spec.localEndpoint().orElseThrow();
            requireListening(endpoint);
            ReadOnlyDecision decision = policy.decide(Optional.empty(), Optional.empty(), spec.readOnly());
            return DynamoClients.localConnection(
                    "Local · " + endpoint,
                    endpoint,
                    List.of(),
                    WriteRetries.strategy(),
                    spec.tables(),
                    decision.readOnly(),
                    CallerIdentity.local(endpoint));
        }
        HostEnvironment env = catalog.env();
        ProfileListing listing = catalog.load();
        Optional<String> profileName = spec.profile();
        String who = profileName.map(name -> "profile `" + name + "`").orElse("the default credentials");
        // The default chain reads the default profile's settings (or AWS_PROFILE's, which names a profile instead).
        String settingsProfile = profileName.orElse(listing.locations().currentProfile());
        Optional<ProfileChecks.Checked> checked = profileName.map(name -> ProfileChecks.check(listing, name));
        Optional<Profile> profile = listing.profileFile().profile(settingsProfile);
        String region = spec.region()
                .or(() -> AwsSettings.region(env, profile).map(AwsSettings.Setting::value))
                .orElseThrow(() -> new ConnectionException(
                        profileName.isPresent()
                                ? who + " has no region; choose one (or set AWS_REGION)"
                                : "the default credentials have no region: set AWS_REGION (or AWS_DEFAULT_REGION)"));
        Optional<AwsSettings.Endpoint> endpoint;
        Optional<URI> sts;
        Optional<URI> ssoPortal;
        Optional<CaBundle> trust;
        try {
            endpoint = spec.endpointOverride()
                    .map(uri -> new AwsSettings.Endpoint(uri, "the connection"))
                    .or(() -> AwsSettings.endpoint(
                            env, listing.profileFile(), Optional.of(settingsProfile), AwsSettings.Service.DYNAMODB));
            sts = endpoints.sts().or(() -> configured(env, listing, settingsProfile, AwsSettings.Service.STS));
            ssoPortal =
                    endpoints.ssoPortal().or(() -> configured(env, listing, settingsProfile, AwsSettings.Service.SSO));
            trust = AwsSettings.caBundle(env, profile)
                    .map(bundle -> CaBundle.load(
                            AwsFileLocations.expandHome(bundle.value(), env.homeDirectory()), bundle.source()));
        } catch (IllegalArgumentException e) {
            throw new ConnectionException(who + ": " + e.getMessage(), false, e);
        }
        ClientConfig clients = new ClientConfig(listing.profileFile(), settingsProfile, trust);
        CredentialSources sources =
                new CredentialSources(env, listing, Region.of(region), clients, sts, ssoPortal, ssoTokens, mfa, clock);
        AwsCredentialsProvider credentials = checked.map(sources::profile).orElseGet(sources::defaultChain);
        Optional<URI> at = endpoint.map(AwsSettings.Endpoint::uri);
        SdkHttpClient http = null;
        DynamoDbClient client = null;
        DynamoDbClient writeClient;
        try {
            http = clients.httpClient(at);
            client = clients.build(
                    DynamoDbClient.builder().credentialsProvider(credentials), Region.of(region), at, http, null);
            // A view the write client cannot close: the credentials provider belongs to the read client.
            AwsCredentialsProvider shared = credentials::resolveCredentials;
            writeClient = clients.build(
                    DynamoDbClient.builder().credentialsProvider(shared),
                    Region.of(region),
                    at,
                    http,
                    WriteRetries.strategy());
        } catch (RuntimeException e) {
            if (client != null) {
                client.close();
            } else {
                closeQuietly(credentials);
            }
            if (http != null) {
                http.close();
            }
            throw new ConnectionException(
                    who + ": the DynamoDB client could not be built: " + e.getMessage(), false, e);
        }
        try {
            CallerIdentity identity = callerIdentity(clients, who, Region.of(region), credentials, sts);
            ReadOnlyDecision decision = policy.decide(profileName, Optional.of(identity.account()), spec.readOnly());
            LOG.log(
                    System.Logger.Level.INFO,
                    "Connected with {0} as {1} in {2}{3}; {4}",
                    who,
                    identity.arn(),
                    region,
                    endpoint.map(e -> " at " + e.uri() + " (from " + e.source() + ")")
                            .orElse(""),
                    decision.readOnly() ? "read-only: " + decision.reason() : "writes allowed");
            String label = profileName.orElse("default credentials") + " · " + identity.account() + " (" + region + ")"
                    + endpoint.map(e -> " → " + e.uri()).orElse("");
            return Connection.owning(
                    label,
                    client,
                    writeClient,
                    List.of(http),
                    spec.tables(),
                    decision.readOnly(),
                    identity,
                    profileName);
        } catch (RuntimeException e) {
            writeClient.close();
            client.close();
            http.close();
            throw e;
        }
    }

    private static Optional<URI> configured(
            HostEnvironment env, ProfileListing listing, String profile, AwsSettings.Service service) {
        return AwsSettings.endpoint(env, listing.profileFile(), Optional.of(profile), service)
                .map(AwsSettings.Endpoint::uri);
    }

    private static CallerIdentity callerIdentity(
            ClientConfig clients,
            String who,
            Region region,
            AwsCredentialsProvider credentials,
            Optional<URI> endpoint) {
        // A view that the STS client cannot close: closing a client closes its credentials provider,
        // and this one belongs to the DynamoDB client.
        AwsCredentialsProvider shared = credentials::resolveCredentials;
        try (StsClient sts = clients.build(StsClient.builder().credentialsProvider(shared), region, endpoint)) {
            GetCallerIdentityResponse identity = sts.getCallerIdentity();
            return new CallerIdentity(identity.account(), identity.arn(), identity.userId(), false);
        } catch (SdkException | IllegalArgumentException | IllegalStateException e) {
            throw ConnectFailures.of(who, "could not find out who is signed in (STS GetCallerIdentity)", e);
        }
    }

    private static String rootMessage(Throwable e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static void closeQuietly(AwsCredentialsProvider credentials) {
        if (credentials instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                LOG.log(System.Logger.Level.DEBUG, "Closing a credentials provider failed", e);
            }
        }
    }

    /** A local server that is not running fails at once, rather than after the SDK's retries. */
    private static void requireListening(URI endpoint) {
        int port = endpoint.getPort() != -1
                ? endpoint.getPort()
                : "https".equalsIgnoreCase(endpoint.getScheme()) ? 443 : 80;
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(endpoint.getHost(), port), (int)
                    HttpClients.LOCAL_CONNECT_TIMEOUT.toMillis());
        } catch (IOException | IllegalArgumentException e) {
            throw new ConnectionException(
                    "nothing answers at " + endpoint + " (" + e.getMessage()
                            + "); is the local DynamoDB running? `tenantdesk demo` starts one",
                    false,
                    e);
        }
    }
}
