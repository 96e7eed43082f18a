package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.testing.Platforms;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Planning writes whose index keys use what the write itself sets: lon12 reports sort by {status}#{updatedAt}. */
class ChangePlannerTest {

    private static final PlatformDescriptor LON12 = Platforms.get("lon12");
    private final ItemClassifier classifier = new ItemClassifier(LON12);
    private final ChangePlanner planner = new ChangePlanner(classifier, new KeyRenderer(new AttributeValidator()));
    private final EntityDef report = LON12.entity("Report").orElseThrow();

    private static Map<String, Value> fields(String status) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("orgId", Value.str("o1"));
        fields.put("reportId", Value.str("r1"));
        fields.put("title", Value.str("Quarterly review"));
        fields.put("status", Value.str(status));
        return fields;
    }

    @Test
    void aNewReportsSortKeyCarriesTheUpdatedStampTheCreateWrites() {
        Stamp stamp = new Stamp(Instant.parse("2026-03-01T10:00:00Z"), "ada");

        Create create = planner.planCreate(report, fields("draft"), stamp);

        assertThat(create.violations()).isEmpty();
        assertThat(create.after().scalarText("GSI2SK")).contains("draft#2026-03-01T10:00:00Z");
    }

    @Test
    void anEditedReportsSortKeyCarriesTheNewUpdatedStampSoTheEditIsValid() {
        Item loaded = planner.planCreate(
                        report, fields("draft"), new Stamp(Instant.parse("2026-03-01T10:00:00Z"), "ada"))
                .after();
        EntityRow row = new EntityRow("lon12-table", loaded, classifier.classify("lon12-table", loaded));
        Map<String, Value> edited = ChangePlanner.fieldsOf(report, row);
        edited.put("status", Value.str("approved"));

        Update update =
                planner.planUpdate(report, loaded, edited, new Stamp(Instant.parse("2026-03-02T09:30:00Z"), "bo"));

        assertThat(update.violations()).isEmpty();
        assertThat(update.after().scalarText("updatedAt")).contains("2026-03-02T09:30:00Z");
        assertThat(update.after().scalarText("GSI2SK")).contains("approved#2026-03-02T09:30:00Z");
    }
}
