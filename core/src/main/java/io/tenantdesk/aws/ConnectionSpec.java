package io.tenantdesk.aws;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;

/**
 * What to connect to: an AWS profile, a local DynamoDB-compatible endpoint with dummy credentials, or (neither named)
 * the default credentials of the environment, as the AWS CLI takes them without {@code --profile}.
 *
 * @param region           the region to use; empty means the profile's own region
 * @param endpointOverride a DynamoDB endpoint for a profile connection; it wins over {@code endpoint_url}
 *                         and {@code AWS_ENDPOINT_URL*}
 * @param readOnly         the user asked for a read-only connection; a production profile is read-only
 *                         whatever this says
 */
public record ConnectionSpec(
        Optional<String> profile,
        Optional<URI> localEndpoint,
        Optional<String> region,
        Optional<URI> endpointOverride,
        TableNameMapping tables,
        boolean readOnly) {

    public ConnectionSpec {
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(localEndpoint, "localEndpoint");
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(endpointOverride, "endpointOverride");
        Objects.requireNonNull(tables, "tables");
        if (profile.isPresent() && localEndpoint.isPresent()) {
            throw new IllegalArgumentException("a connection names a profile or a local endpoint; this one names both");
        }
        if (profile.isPresent() && profile.get().isBlank()) {
            throw new IllegalArgumentException("a profile name is required");
        }
        if (localEndpoint.isPresent() && endpointOverride.isPresent()) {
            throw new IllegalArgumentException("a local endpoint connection has no separate endpoint override");
        }
        localEndpoint.ifPresent(uri -> requireHttp("local endpoint", uri));
        endpointOverride.ifPresent(uri -> requireHttp("endpoint override", uri));
        if (region.isPresent() && region.get().isBlank()) {
            region = Optional.empty();
        }
    }

    public static ConnectionSpec profile(String name) {
        return new ConnectionSpec(
                Optional.of(name),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                TableNameMapping.identity(),
                false);
    }

    public static ConnectionSpec local(URI endpoint) {
        return new ConnectionSpec(
                Optional.empty(),
                Optional.of(endpoint),
                Optional.empty(),
                Optional.empty(),
                TableNameMapping.identity(),
                false);
    }

    /**
     * The default credential chain: keys or web identity in the environment, the {@code default} profile, a
     * container or instance role.
     */
    public static ConnectionSpec defaultCredentials() {
        return new ConnectionSpec(
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                Optional.empty(),
                TableNameMapping.identity(),
                false);
    }

    public ConnectionSpec withRegion(String newRegion) {
        return new ConnectionSpec(
                profile, localEndpoint, Optional.ofNullable(newRegion), endpointOverride, tables, readOnly);
    }

    public ConnectionSpec withEndpointOverride(URI endpoint) {
        return new ConnectionSpec(profile, localEndpoint, region, Optional.ofNullable(endpoint), tables, readOnly);
    }

    public ConnectionSpec withTables(TableNameMapping mapping) {
        return new ConnectionSpec(profile, localEndpoint, region, endpointOverride, mapping, readOnly);
    }

    public ConnectionSpec withReadOnly(boolean asked) {
        return new ConnectionSpec(profile, localEndpoint, region, endpointOverride, tables, asked);
    }

    public boolean isLocal() {
        return localEndpoint.isPresent();
    }

    /** Neither a profile nor a local endpoint: the environment's default credentials. */
    public boolean isDefaultCredentials() {
        return profile.isEmpty() && localEndpoint.isEmpty();
    }

    /** "profile `prod`", "local endpoint http://127.0.0.1:8000" or "the default credentials", for messages. */
    public String describe() {
        return profile.map(name -> "profile `" + name + "`")
                .orElseGet(
                        () -> localEndpoint.map(uri -> "local endpoint " + uri).orElse("the default credentials"));
    }

    private static void requireHttp(String what, URI uri) {
        String scheme = uri.getScheme();
        if (scheme == null
                || !(scheme.equalsIgnoreCase("http") || scheme.equalsIgnoreCase("https"))
                || uri.getHost() == null) {
            throw new IllegalArgumentException(
                    "the " + what + " must be an http(s) URL with a host; got `" + uri + "`");
        }
    }
}
