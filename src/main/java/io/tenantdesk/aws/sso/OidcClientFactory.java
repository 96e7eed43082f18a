package io.tenantdesk.aws.sso;

import io.tenantdesk.aws.HttpClients;
import java.net.URI;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.ssooidc.SsoOidcClient;

/** Builds the IAM Identity Center OIDC client for a region; its calls are unsigned. */
@FunctionalInterface
public interface OidcClientFactory {

    SsoOidcClient create(Region region);

    /** The real service (or {@code AWS_ENDPOINT_URL_SSO_OIDC} / {@code aws.endpointUrlSsoOidc} when set). */
    static OidcClientFactory standard() {
        return standard(Optional.empty());
    }

    /** With an endpoint of its own, e.g. a test stub. */
    static OidcClientFactory standard(Optional<URI> endpointOverride) {
        return region -> {
            var builder = SsoOidcClient.builder()
                    .region(region)
                    .credentialsProvider(AnonymousCredentialsProvider.create())
                    .httpClientBuilder(HttpClients.builderFor(endpointOverride));
            endpointOverride.ifPresent(builder::endpointOverride);
            return builder.build();
        };
    }
}
