package io.tenantdesk.local;

import java.time.Duration;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Gives every write request a short attempt timeout, leaving reads the client's own: a reply a fault proxy holds
 * is given up on quickly, while the reads that find out what happened are not cut short on a busy machine.
 */
public final class ShortWriteAttempts implements ExecutionInterceptor {

    private final Duration attempt;

    public ShortWriteAttempts(Duration attempt) {
        this.attempt = attempt;
    }

    /**
     * {@code attempt} on a machine at rest, as many times longer as the machine is loaded (its load average per core,
     * at least once): a write the server answers at once is not given up on because the machine is busy.
     */
    public static ShortWriteAttempts scaled(Duration attempt) {
        return new ShortWriteAttempts(scaledToLoad(attempt));
    }

    /** {@code base}, as many times longer as the machine is loaded now (its load average per core, at least once). */
    public static Duration scaledToLoad(Duration base) {
        double load = java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                .getSystemLoadAverage();
        double perCore = load / Runtime.getRuntime().availableProcessors();
        return base.multipliedBy(Math.max(1, (long) Math.ceil(perCore)));
    }

    /** The attempt timeout every write gets. */
    public Duration attempt() {
        return attempt;
    }

    @Override
    public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
        SdkRequest request = context.request();
        if (!(request instanceof PutItemRequest
                || request instanceof UpdateItemRequest
                || request instanceof DeleteItemRequest
                || request instanceof TransactWriteItemsRequest)) {
            return request;
        }
        DynamoDbRequest write = (DynamoDbRequest) request;
        return write.toBuilder()
                .overrideConfiguration(write.overrideConfiguration()
                        .map(o -> o.toBuilder().apiCallAttemptTimeout(attempt).build())
                        .orElseGet(() -> software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration.builder()
                                .apiCallAttemptTimeout(attempt)
                                .build()))
                .build();
    }
}
