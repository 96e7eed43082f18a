package io.tenantdesk.aws;

import io.tenantdesk.aws.profile.SdkProfileView;
import java.net.URI;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Builds DynamoDB clients. Each client owns its HTTP client; close the DynamoDB client when done. */
public final class DynamoClients {

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
        SdkProfileView.protect();
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(
                        AwsBasicCredentials.create("tenantdesk-local", "tenantdesk-local")))
                .httpClientBuilder(HttpClients.local())
                .overrideConfiguration(o -> HttpClients.withCallTimeouts(o).executionInterceptors(List.copyOf(interceptors))
                        // a local server needs no profile: never let the SDK read (and reject) a malformed ~/.aws/config
                        .defaultProfileFileSupplier(HttpClients::noProfiles).defaultProfileName("default"))
                .build();
    }
}
