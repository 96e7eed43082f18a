package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.HttpClients;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.ProfileInfo;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.sso.SsoErrors;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.settings.ReadOnlyDecision;
import io.tenantdesk.settings.ReadOnlyPolicy;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.ProfileCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import software.amazon.awssdk.services.sts.StsClient;
import software.amazon.awssdk.services.sts.StsClientBuilder;
import software.amazon.awssdk.services.sts.model.GetCallerIdentityResponse;

/**
 * Turns a {@link ConnectionSpec} into an open {@link Connection}: builds the DynamoDB client (the
 * URLConnection HTTP client, the profile's credentials through the SDK's providers), asks STS who is signed
 * in, and decides read-only with the {@link ReadOnlyPolicy}. The connection owns its client: whoever takes it
 * closes it. Blocking: call it off the UI thread. Make a new connector when the settings change.
 */
public final class Connector {

    private static final System.Logger LOG = System.getLogger(Connector.class.getName());

    private final ProfileCatalog catalog;
    private final SsoTokens ssoTokens;
    private final ReadOnlyPolicy policy;
    private final ServiceEndpoints endpoints;

    public Connector(ProfileCatalog catalog, SsoTokens ssoTokens, ReadOnlyPolicy policy, ServiceEndpoints endpoints) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.ssoTokens = Objects.requireNonNull(ssoTokens, "ssoTokens");
        this.policy = Objects.requireNonNull(policy, "policy");
        this.endpoints = Objects.requireNonNull(endpoints, "endpoints");
    }

    /**
     * @throws ConnectionException naming the profile and what is missing; {@link ConnectionException#loginRequired()}
     *                             when an IAM Identity Center login would fix it
     */
    public Connection connect(ConnectionSpec spec) {
        try {
            return open(spec);
        } catch (SdkException e) {
            throw new ConnectionException("cannot connect with " + spec.describe() + ": " + rootMessage(e),
                    SsoErrors.loginRequired(e), e);
        }
    }

    private Connection open(ConnectionSpec spec) {
        if (spec.isLocal()) {
            URI endpoint = spec.localEndpoint().orElseThrow();
            requireListening(endpoint);
            ReadOnlyDecision decision = policy.decide(Optional.empty(), Optional.empty(), spec.readOnly());
            return Connection.owning("Local · " + endpoint, DynamoClients.local(endpoint), spec.tables(),
                    decision.readOnly(), CallerIdentity.local(endpoint));
        }
        String name = spec.profile().orElseThrow();
        ProfileListing listing = catalog.load();
        ProfileChecks.Checked checked = ProfileChecks.check(listing, name);
        ProfileInfo profile = checked.info();
        String region = spec.region().or(profile::region).orElseThrow(() ->
                new ConnectionException("profile `" + name + "` has no region; choose one"));
        AwsCredentialsProvider credentials = credentials(listing, checked);
        DynamoDbClient client;
        try {
            client = dynamo(spec, listing.profileFile(), name, Region.of(region), credentials);
        } catch (RuntimeException e) {
            closeQuietly(credentials);
            throw new ConnectionException("profile `" + name + "`: the DynamoDB client could not be built: " + e.getMessage(),
                    false, e);
        }
        try {
            CallerIdentity identity = callerIdentity(listing.profileFile(), name, Region.of(region), credentials);
            ReadOnlyDecision decision = policy.decide(Optional.of(name), Optional.of(identity.account()), spec.readOnly());
            LOG.log(System.Logger.Level.INFO, "Connected with profile {0} as {1} in {2}; {3}", name, identity.arn(), region,
                    decision.readOnly() ? "read-only: " + decision.reason() : "writes allowed");
            String label = name + " · " + identity.account() + " (" + region + ")"
                    + spec.endpointOverride().map(uri -> " → " + uri).orElse("");
            return Connection.owning(label, client, spec.tables(), decision.readOnly(), identity);
        } catch (RuntimeException e) {
            client.close();
            throw e;
        }
    }

    private AwsCredentialsProvider credentials(ProfileListing listing, ProfileChecks.Checked profile) {
        if (profile.ssoSession().isPresent()) {
            return new SsoRoleCredentials(profile.info(), profile.ssoSession().get(), ssoTokens, listing.profileFile(),
                    endpoints.ssoPortal());
        }
        return ProfileCredentialsProvider.builder()
                .profileFile(listing.profileFile())
                .profileName(profile.info().name())
                .build();
    }

    private static DynamoDbClient dynamo(ConnectionSpec spec, ProfileFile profileFile, String name, Region region,
                                         AwsCredentialsProvider credentials) {
        DynamoDbClientBuilder builder = DynamoDbClient.builder()
                .region(region)
                .credentialsProvider(credentials)
                .httpClientBuilder(HttpClients.builderFor(spec.endpointOverride()))
                .overrideConfiguration(HttpClients.overridesFor(profileFile, name));
        spec.endpointOverride().ifPresent(builder::endpointOverride);
        return builder.build();
    }

    private CallerIdentity callerIdentity(ProfileFile profileFile, String name, Region region,
                                          AwsCredentialsProvider credentials) {
        // A view that the STS client cannot close: closing a client closes its credentials provider,
        // and this one belongs to the DynamoDB client.
        AwsCredentialsProvider shared = credentials::resolveCredentials;
        StsClientBuilder builder = StsClient.builder()
                .region(region)
                .credentialsProvider(shared)
                .httpClientBuilder(HttpClients.builderFor(endpoints.sts()))
                .overrideConfiguration(HttpClients.overridesFor(profileFile, name));
        endpoints.sts().ifPresent(builder::endpointOverride);
        try (StsClient sts = builder.build()) {
            GetCallerIdentityResponse who = sts.getCallerIdentity();
            return new CallerIdentity(who.account(), who.arn(), who.userId(), false);
        } catch (SdkException | IllegalArgumentException | IllegalStateException e) {
            if (SsoErrors.loginRequired(e)) {
                throw new ConnectionException("profile `" + name + "`: the IAM Identity Center login has expired or is "
                        + "missing; log in again", true, e);
            }
            throw new ConnectionException("profile `" + name + "`: could not find out who is signed in (STS "
                    + "GetCallerIdentity): " + rootMessage(e), false, e);
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
        int port = endpoint.getPort() != -1 ? endpoint.getPort() : "https".equalsIgnoreCase(endpoint.getScheme()) ? 443 : 80;
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(endpoint.getHost(), port), (int) HttpClients.LOCAL_CONNECT_TIMEOUT.toMillis());
        } catch (IOException | IllegalArgumentException e) {
            throw new ConnectionException("nothing answers at " + endpoint + " (" + e.getMessage()
                    + "); is the local DynamoDB running? `tenantdesk demo` starts one", false, e);
        }
    }
}
