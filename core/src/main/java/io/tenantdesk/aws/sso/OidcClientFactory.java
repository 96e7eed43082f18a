package io.tenantdesk.aws.sso;

import io.tenantdesk.aws.CaBundle;
import io.tenantdesk.aws.HttpClients;
import io.tenantdesk.aws.profile.AwsFileLocations;
import io.tenantdesk.aws.profile.AwsSettings;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.ProfileListing;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.host.HostEnvironment;
import java.net.URI;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.ssooidc.SsoOidcClient;

/** Builds the IAM Identity Center OIDC client for a region; its calls are unsigned. */
@FunctionalInterface
public interface OidcClientFactory {

    SsoOidcClient create(Region region);

    /**
     * The real service, or the endpoint {@code AWS_ENDPOINT_URL_SSO_OIDC} (and the like) configures; trusting
     * {@code AWS_CA_BUNDLE} when it is set.
     */
    static OidcClientFactory standard(HostEnvironment env, SdkProfileView sdk) {
        return standard(env, sdk, Optional.empty());
    }

    /** As {@link #standard(HostEnvironment, SdkProfileView)} for this process as the user set it. */
    static OidcClientFactory standard(SdkProfileView sdk) {
        return standard(sdk.userEnvironment(), sdk);
    }

    /** With an endpoint of its own, e.g. a test stub. */
    static OidcClientFactory standard(SdkProfileView sdk, Optional<URI> endpointOverride) {
        return standard(sdk.userEnvironment(), sdk, endpointOverride);
    }

    /**
     * Clients whose settings come from the AWS files as {@link ProfileCatalog} parses them (malformed sections
     * left out), never from the SDK's own reading, which would reject a whole file for one bad line.
     */
    static OidcClientFactory standard(HostEnvironment env, SdkProfileView sdk, Optional<URI> endpointOverride) {
        return region -> {
            sdk.protect();
            ProfileListing listing = new ProfileCatalog(env).load();
            String profile = listing.locations().currentProfile();
            Optional<URI> endpoint = endpointOverride.or(() -> AwsSettings.endpoint(
                            env, listing.profileFile(), Optional.of(profile), AwsSettings.Service.SSO_OIDC)
                    .map(AwsSettings.Endpoint::uri));
            Optional<CaBundle> trust = env.variable("AWS_CA_BUNDLE")
                    .map(path ->
                            CaBundle.load(AwsFileLocations.expandHome(path, env.homeDirectory()), "AWS_CA_BUNDLE"));
            var builder = SsoOidcClient.builder()
                    .region(region)
                    .credentialsProvider(AnonymousCredentialsProvider.create())
                    .httpClientBuilder(HttpClients.builderFor(endpoint, trust))
                    .overrideConfiguration(HttpClients.overridesFor(listing.profileFile(), profile));
            endpoint.ifPresent(builder::endpointOverride);
            return builder.build();
        };
    }
}
