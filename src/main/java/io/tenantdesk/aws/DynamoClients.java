package io.tenantdesk.aws;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.ProxyConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Builds DynamoDB clients. Each client owns its HTTP client; close the DynamoDB client when done. */
public final class DynamoClients {

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(2);
    private static final Duration SOCKET_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration ATTEMPT_TIMEOUT = Duration.ofSeconds(30);
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(60);

    private DynamoClients() {
    }

    /**
     * A client for a local DynamoDB-compatible server (dynalite, DynamoDB Local). Such servers accept any
     * signature, so the credentials are fixed dummies and the region is us-east-1; proxies are bypassed.
     */
    public static DynamoDbClient local(URI endpoint) {
        return local(endpoint, List.of());
    }

    /** As {@link #local(URI)}, with interceptors that see every request (tests record and check them). */
    public static DynamoDbClient local(URI endpoint, List<ExecutionInterceptor> interceptors) {
        Objects.requireNonNull(endpoint, "endpoint");
        UrlConnectionHttpClient.Builder http = UrlConnectionHttpClient.builder()
                .connectionTimeout(CONNECT_TIMEOUT)
                .socketTimeout(SOCKET_TIMEOUT)
                .proxyConfiguration(ProxyConfiguration.builder()
                        .useSystemPropertyValues(false)
                        .useEnvironmentVariablesValues(false)
                        .build());
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create("tenantdesk-local", "tenantdesk-local")))
                .httpClientBuilder(http)
                .overrideConfiguration(o -> o.apiCallAttemptTimeout(ATTEMPT_TIMEOUT).apiCallTimeout(CALL_TIMEOUT)
                        .executionInterceptors(List.copyOf(interceptors)))
                .build();
    }
}
