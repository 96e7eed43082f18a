package io.tenantdesk.aws.connect;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;

/**
 * Endpoints for the services a connection uses besides DynamoDB. Empty means the SDK's own resolution
 * (the region's endpoint, or {@code AWS_ENDPOINT_URL_STS} / {@code aws.endpointUrlSso} and the like).
 */
public record ServiceEndpoints(Optional<URI> sts, Optional<URI> ssoPortal) {

    public ServiceEndpoints {
        Objects.requireNonNull(sts, "sts");
        Objects.requireNonNull(ssoPortal, "ssoPortal");
    }

    public static ServiceEndpoints standard() {
        return new ServiceEndpoints(Optional.empty(), Optional.empty());
    }
}
