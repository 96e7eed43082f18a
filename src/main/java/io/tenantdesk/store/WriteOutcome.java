package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import java.time.Instant;

/**
 * How a recorded write ended.
 *
 * @param after   the item as DynamoDB returned it after the write, when known
 * @param message for anything but success, what happened
 */
public record WriteOutcome(Status status, Instant at, Item after, String message) {

    public enum Status {
        SUCCEEDED,
        /** The condition failed: the item had changed since it was loaded. Nothing was written. */
        CONFLICT,
        /** The request failed (access, throttling, network...). Nothing was written. */
        FAILED
    }
}
