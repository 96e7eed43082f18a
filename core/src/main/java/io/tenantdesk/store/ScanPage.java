package io.tenantdesk.store;

import java.time.Duration;
import java.util.Collections;
import java.util.List;

/**
 * One page of one segment of a table scan, its items classified.
 *
 * @param table        the logical table name
 * @param segment      the part of the source that read the page: the Scan segment (0 when the scan is not
 *                     split), or the export's data file
 * @param rows         the page's items, every one of them, recognised or not
 * @param scannedSoFar items read so far by all segments together, this page included
 * @param elapsed      since the scan began
 */
public record ScanPage(String table, int segment, List<EntityRow> rows, long scannedSoFar, Duration elapsed) {

    /** Takes the scanner's page list as it is (it is never changed afterwards): a page can hold many thousand rows. */
    public ScanPage {
        rows = Collections.unmodifiableList(rows);
    }
}
