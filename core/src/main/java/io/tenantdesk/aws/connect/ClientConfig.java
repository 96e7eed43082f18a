package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.CaBundle;
import io.tenantdesk.aws.HttpClients;
import io.tenantdesk.aws.UnreachableHost;
import java.net.URI;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import software.amazon.awssdk.awscore.client.builder.AwsClientBuilder;
import software.amazon.awssdk.core.client.builder.SdkSyncClientBuilder;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.RetryStrategy;

/**
 * How every SDK client of one connection is built: Tenantdesk's HTTP client (with the CA bundle, if any), the
 * call limits, failures that name the host they could not reach, and the profiles as Tenantdesk parsed them
 * (malformed sections left out) in place of the SDK's own reading of the default files.
 *
 * @param profileName the profile the clients read their other settings from ({@code default} for the default chain)
 */
record ClientConfig(ProfileFile profileFile, String profileName, Optional<CaBundle> trust) {

    ClientConfig {
        Objects.requireNonNull(profileFile, "profileFile");
        Objects.requireNonNull(profileName, "profileName");
        Objects.requireNonNull(trust, "trust");
    }

    /** Finishes {@code builder} (its credentials already set) for {@code region}, at {@code endpoint} when given. */
    <B extends AwsClientBuilder<B, C> & SdkSyncClientBuilder<B, C>, C> C build(
            B builder, Region region, Optional<URI> endpoint) {
        builder.region(region)
                .httpClientBuilder(HttpClients.builderFor(endpoint, trust))
                .overrideConfiguration(overrides(region, endpoint, null));
        endpoint.ifPresent(builder::endpointOverride);
        return builder.build();
    }

    /** An HTTP client for clients that share one, which {@link #build(AwsClientBuilder, Region, Optional,
     * SdkHttpClient, RetryStrategy)} leaves open. */
    SdkHttpClient httpClient(Optional<URI> endpoint) {
        return HttpClients.builderFor(endpoint, trust).build();
    }

    /** As {@link #build(AwsClientBuilder, Region, Optional)}, on {@code http}, with {@code retries} unless null. */
    <B extends AwsClientBuilder<B, C> & SdkSyncClientBuilder<B, C>, C> C build(
            B builder, Region region, Optional<URI> endpoint, SdkHttpClient http, RetryStrategy retries) {
        builder.region(region).httpClient(http).overrideConfiguration(overrides(region, endpoint, retries));
        endpoint.ifPresent(builder::endpointOverride);
        return builder.build();
    }

    private Consumer<ClientOverrideConfiguration.Builder> overrides(
            Region region, Optional<URI> endpoint, RetryStrategy retries) {
        return o -> {
            HttpClients.overridesFor(profileFile, profileName).accept(o);
            o.addExecutionInterceptor(UnreachableHost.naming(region, endpoint.isPresent()));
            if (retries != null) {
                o.retryStrategy(retries);
            }
        };
    }
}
