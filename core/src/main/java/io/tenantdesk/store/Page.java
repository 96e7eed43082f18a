package io.tenantdesk.store;

import java.time.Duration;
import java.util.List;

/**
 * One page of a load as it arrives.
 *
 * @param rows             this page's rows, in the order DynamoDB returned them
 * @param number           1 for the first page
 * @param rowsSoFar        rows delivered including this page
 * @param scannedSoFar     items DynamoDB examined so far (more than rows when a scan skips other entities' items)
 * @param elapsed          since the load began
 * @param capacitySoFar    read capacity units consumed so far, as DynamoDB reported them
 * @param fullScan         true when the load is a full table scan (the design has no query for it)
 */
public record Page(
        List<EntityRow> rows,
        int number,
        long rowsSoFar,
        long scannedSoFar,
        Duration elapsed,
        double capacitySoFar,
        boolean fullScan) {

    public Page {
        rows = List.copyOf(rows);
    }
}
