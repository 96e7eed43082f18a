package io.tenantdesk.ui.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.store.BulkPlan;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatchPagesTest {

    @Test
    void whatIsLeftOutIsSaidInWordsNotBackquotes() {
        BulkPlan plan = new BulkPlan(
                "Import licenses.jsonl",
                List.of(),
                List.of(new BulkPlan.Skipped("Line 4", "`status` is `paused`; expected one of active, expired")));

        assertThat(new BatchPages(plan).skipped(5))
                .isEqualTo("Left out:\nLine 4: “status” is “paused”; expected one of active, expired");
    }
}
