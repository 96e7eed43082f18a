package io.tenantdesk.aws;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Optional;
import software.amazon.awssdk.http.urlconnection.ProxyConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;

/** The one HTTP client Tenantdesk uses with the SDK, set explicitly on every client builder. */
final class HttpClients {

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    static final Duration SOCKET_TIMEOUT = Duration.ofSeconds(30);

    private HttpClients() {
    }

    /** Proxies are bypassed for a loopback endpoint (a local server or test stub), used otherwise as configured. */
    static UrlConnectionHttpClient.Builder builderFor(Optional<URI> endpoint) {
        UrlConnectionHttpClient.Builder builder = UrlConnectionHttpClient.builder()
                .connectionTimeout(CONNECT_TIMEOUT)
                .socketTimeout(SOCKET_TIMEOUT);
        if (endpoint.map(HttpClients::isLoopback).orElse(false)) {
            builder.proxyConfiguration(ProxyConfiguration.builder()
                    .useSystemPropertyValues(false)
                    .useEnvironmentVariablesValues(false)
                    .build());
        }
        return builder;
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
