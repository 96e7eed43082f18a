package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.UnreachableHost;
import java.time.Duration;
import java.util.Set;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.retries.StandardRetryStrategy;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.retries.api.RetryStrategy;

/**
 * When a write may be sent again, and what a failed write tells about whether DynamoDB applied it.
 *
 * <p>A write that is not idempotent is sent again only after a failure that proves it had no effect: DynamoDB
 * answered with a client error (throttling is the one worth retrying; it is never applied), or no connection
 * could be opened, so nothing left this machine. Every other failure (a 5xx answer, a connection dropped or
 * reset after the request was written, a reply slower than the attempt timeout, a reply that cannot be read)
 * may follow a write DynamoDB did apply: it is <em>ambiguous</em>, and the store finds out what happened rather
 * than resending. Reads keep the client's own retries.
 */
public final class WriteRetries {

    /** Error codes DynamoDB uses for a request it refused for load: nothing was applied. */
    private static final Set<String> THROTTLING = Set.of(
            "ThrottlingException",
            "ProvisionedThroughputExceededException",
            "RequestLimitExceeded",
            "TooManyRequestsException",
            "LimitExceededException");

    private static final int MAX_ATTEMPTS = 6;
    private static final BackoffStrategy BACKOFF =
            BackoffStrategy.exponentialDelay(Duration.ofMillis(50), Duration.ofSeconds(2));
    private static final BackoffStrategy THROTTLING_BACKOFF =
            BackoffStrategy.exponentialDelay(Duration.ofMillis(100), Duration.ofSeconds(5));

    private WriteRetries() {}

    /**
     * These retries, for a client that sends only writes (built once beside a connection's read client). It keeps no
     * state between writes: the circuit breaker, the one thing a retry strategy shares across requests, is off. And it
     * takes none of the client's defaults, which a client builder otherwise adds to the strategy it is given (retrying
     * on every 5xx and I/O error: exactly the blind resends these retries exist to prevent).
     */
    public static RetryStrategy strategy() {
        return StandardRetryStrategy.builder()
                .useClientDefaults(false)
                .maxAttempts(MAX_ATTEMPTS)
                .retryOnException(WriteRetries::safeToResend)
                .treatAsThrottling(WriteRetries::isThrottling)
                .backoffStrategy(BACKOFF)
                .throttlingBackoffStrategy(THROTTLING_BACKOFF)
                .circuitBreakerEnabled(false)
                .build();
    }

    /**
     * The override that gives one write request these retries instead of the client's, for a connection with no write
     * client. The SDK rebuilds the client's configuration for such a request: a write client is cheaper.
     */
    public static AwsRequestOverrideConfiguration forWrite() {
        RetryStrategy strategy = strategy();
        return AwsRequestOverrideConfiguration.builder()
                .addPlugin(config -> config.overrideConfiguration(c -> c.retryStrategy(strategy)))
                .build();
    }

    /** True when resending cannot apply the write twice, and may help: throttled, or never connected. */
    static boolean safeToResend(Throwable failure) {
        return isThrottling(failure) || neverConnected(failure);
    }

    /**
     * True when the failure does not tell whether DynamoDB applied the write: anything but an error answer below
     * 500 from DynamoDB or a connection that was never opened.
     */
    public static boolean isAmbiguous(Throwable failure) {
        if (failure instanceof AwsServiceException service) {
            return service.statusCode() >= 500 || service.statusCode() == 0;
        }
        if (failure instanceof SdkClientException) {
            return !neverConnected(failure);
        }
        // Not the SDK's: a bug or a refusal before sending (our own checks), never a lost reply.
        return false;
    }

    static boolean isThrottling(Throwable failure) {
        return failure instanceof AwsServiceException service
                && (service.isThrottlingException()
                        || service.awsErrorDetails() != null
                                && THROTTLING.contains(service.awsErrorDetails().errorCode()));
    }

    /** The connection could not be opened: the request never left. */
    static boolean neverConnected(Throwable failure) {
        return UnreachableHost.neverConnected(failure).isPresent();
    }
}
