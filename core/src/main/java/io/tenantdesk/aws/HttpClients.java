package io.tenantdesk.aws;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import javax.net.ssl.TrustManager;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.ProxyConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * The one HTTP client Tenantdesk uses with the SDK, set explicitly on every client builder, and the time
 * limits every client and connection attempt shares. The SDK's URL-connection client gives each connection its
 * body's length, so the JDK streams a POST and never resends it on its own when the reply is lost.
 */
public final class HttpClients {

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    /** A local server answers at once or not at all. */
    public static final Duration LOCAL_CONNECT_TIMEOUT = Duration.ofSeconds(2);

    static final Duration SOCKET_TIMEOUT = Duration.ofSeconds(30);
    static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(30);
    static final Duration CALL_TIMEOUT = Duration.ofSeconds(60);

    private HttpClients() {}

    /** A loopback endpoint (a local server or test stub) gets the {@link #local()} client, others the configured proxies. */
    public static UrlConnectionHttpClient.Builder builderFor(Optional<URI> endpoint) {
        if (endpoint.map(HttpClients::isLoopback).orElse(false)) {
            return local();
        }
        return UrlConnectionHttpClient.builder()
                .connectionTimeout(CONNECT_TIMEOUT)
                .socketTimeout(SOCKET_TIMEOUT);
    }

    /** As {@link #builderFor(Optional)}, trusting the CA bundle's certificates beside the runtime's authorities. */
    public static UrlConnectionHttpClient.Builder builderFor(Optional<URI> endpoint, Optional<CaBundle> trust) {
        UrlConnectionHttpClient.Builder builder = builderFor(endpoint);
        trust.ifPresent(bundle -> {
            TrustManager[] managers = bundle.trustManagers();
            builder.tlsTrustManagersProvider(() -> managers);
        });
        return builder;
    }

    /** For a local DynamoDB-compatible server: proxies bypassed, a short connect timeout. */
    static UrlConnectionHttpClient.Builder local() {
        return UrlConnectionHttpClient.builder()
                .connectionTimeout(LOCAL_CONNECT_TIMEOUT)
                .socketTimeout(SOCKET_TIMEOUT)
                .proxyConfiguration(ProxyConfiguration.builder()
                        .useSystemPropertyValues(false)
                        .useEnvironmentVariablesValues(false)
                        .build());
    }

    /** The limits on one attempt and on a whole call, retries included. */
    static ClientOverrideConfiguration.Builder withCallTimeouts(ClientOverrideConfiguration.Builder overrides) {
        return overrides.apiCallAttemptTimeout(ATTEMPT_TIMEOUT).apiCallTimeout(CALL_TIMEOUT);
    }

    /**
     * The call limits, and the profiles the client reads its other settings from: the files as Tenantdesk parsed them,
     * malformed sections left out, never the SDK's own reading of the default files (which rejects a whole file for
     * one bad line).
     */
    public static Consumer<ClientOverrideConfiguration.Builder> overridesFor(
            ProfileFile profileFile, String profileName) {
        return overrides -> withCallTimeouts(overrides)
                .defaultProfileFileSupplier(() -> profileFile)
                .defaultProfileName(profileName);
    }

    /** No profiles at all, for clients that need none. */
    static ProfileFile noProfiles() {
        return ProfileFile.aggregator().build();
    }

    private static boolean isLoopback(URI uri) {
        String host = uri.getHost();
        if (host == null) {
            return false;
        }
        if (host.equalsIgnoreCase("localhost")) {
            return true;
        }
        if (!host.matches("[0-9.]+|\\[?[0-9a-fA-F:]+]?")) {
            return false;
        }
        try {
            return InetAddress.getByName(host.replace("[", "").replace("]", "")).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
