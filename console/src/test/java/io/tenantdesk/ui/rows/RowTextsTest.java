package io.tenantdesk.ui.rows;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.ui.common.ValueText;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class RowTextsTest {

    private final PlatformDescriptor lon12 = Platforms.get("lon12");
    private final RowTexts texts = new RowTexts(new ValueText(
            Clock.fixed(Instant.parse("2026-03-01T00:00:00Z"), ZoneOffset.UTC), ZoneId.of("Europe/Berlin")));

    private EntityRow auditEntry() {
        Item item = Item.builder()
                .put("PK", Value.str("ORG#o1"))
                .put("SK", Value.str("AUDIT#2026-02-21T14:30:00Z#evt-1"))
                .put("orgId", Value.str("o1"))
                .put("eventId", Value.str("evt-1"))
                .put("eventType", Value.str("report.approved"))
                .put("createdAt", Value.str("2026-02-21T14:30:00Z"))
                .build();
        return new EntityRow("lon12-table", item, new ItemClassifier(lon12).classify("lon12-table", item));
    }

    @Test
    void aTimestampParsedOutOfTheKeysReadsInLocalTimeLikeAStoredOne() {
        EntityDef audit = lon12.entity("AuditLog").orElseThrow();
        EntityRow row = auditEntry();

        assertThat(texts.field(audit, row, "timestamp")).isEqualTo("2026-02-21 15:30:00");
        assertThat(texts.field(audit, row, "createdAt")).isEqualTo("2026-02-21 15:30:00");
        assertThat(texts.field(audit, row, "eventId")).isEqualTo("evt-1");
        assertThat(texts.field(audit, row, "userId")).isEmpty();
    }
}
