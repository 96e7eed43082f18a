package io.tenantdesk.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.LoadSummary;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SampleRowsTest {

    @Test
    void everyEntityOfEveryShippedPlatformGetsAScreenfulOfItsOwnItemsInOnePage() {
        List<PlatformDescriptor> platforms = new DescriptorLoader().loadBundled();
        assertThat(platforms).hasSize(5);
        for (PlatformDescriptor platform : platforms) {
            for (EntityDef entity : platform.entities()) {
                if (entity.isUnrecognised()) {
                    continue;
                }
                List<EntityRow> rows = new ArrayList<>();
                LoadSummary summary = new SampleRows(platform, entity, Instant.parse("2026-11-28T12:00:00Z"))
                        .read(null, page -> rows.addAll(page.rows()), new CancelToken());

                String which = platform.id() + "/" + entity.name();
                assertThat(summary.rows()).as(which).isEqualTo(SampleRows.ROWS);
                assertThat(rows)
                        .as(which)
                        .hasSize(SampleRows.ROWS)
                        .allSatisfy(row -> assertThat(row.entity())
                                .as(which + ": " + row.classification().summary())
                                .contains(entity));
            }
        }
    }
}
