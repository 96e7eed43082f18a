package io.tenantdesk.aws;

import java.net.URI;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/** Builds DynamoDB clients. Each client owns its HTTP client; close the DynamoDB client when done. */
public final class DynamoClients {

    private DynamoClients() {}

    /**
     * A client for a local DynamoDB-compatible server (dynalite, DynamoDB Local). Such servers accept any
     * signature, so the credentials are fixed dummies and the region is us-east-1; proxies are bypassed.
     */
    public static DynamoDbClient local(URI endpoint) {
        return local(endpoint, List.of());
    }

    /** As {@link #local(URI)}, with interceptors that see every request (tests record and check them). */
    public static DynamoDbClient local(URI endpoint, List<ExecutionInterceptor> interceptors) {
        return local(endpoint, interceptors, null, null);
    }

    /**
     * An owning connection to a local server: a client for reads, and one for writes that retries as
     * {@code writeRetries} says, on one HTTP client, closed with them.
     */
    public static Connection localConnection(
            String label,
            URI endpoint,
            List<ExecutionInterceptor> interceptors,
            RetryStrategy writeRetries,
            TableNameMapping tables,
            boolean readOnly,
            CallerIdentity identity) {
        SdkHttpClient http = HttpClients.local().build();
        DynamoDbClient read = null;
        try {
            read = local(endpoint, interceptors, http, null);
            DynamoDbClient write = local(endpoint, interceptors, http, Objects.requireNonNull(writeRetries));
            return Connection.owning(label, read, write, List.of(http), tables, readOnly, identity, Optional.empty());
        } catch (RuntimeException e) {
            if (read != null) {
                read.close();
            }
            http.close();
            throw e;
        }
    }

    /** @param http the HTTP client to use and leave open, or null for one of the client's own */
    private static DynamoDbClient local(
            URI endpoint, List<ExecutionInterceptor> interceptors, SdkHttpClient http, RetryStrategy retries) {
        Objects.requireNonNull(endpoint, "endpoint");
        DynamoDbClientBuilder builder = DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create("tenantdesk-local", "tenantdesk-local")))
                .overrideConfiguration(o -> {
                    HttpClients.withCallTimeouts(o)
                            .executionInterceptors(List.copyOf(interceptors))
                            // a local server needs no profile: never let the SDK read (and reject) a malformed
                            // ~/.aws/config
                            .defaultProfileFileSupplier(HttpClients::noProfiles)
                            .defaultProfileName("default");
                    if (retries != null) {
                        o.retryStrategy(retries);
                    }
                });
        return (http == null ? builder.httpClientBuilder(HttpClients.local()) : builder.httpClient(http)).build();
    }
}
