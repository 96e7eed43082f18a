package io.tenantdesk.ui.dialogs;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.testing.Platforms;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/** Planned changes made with the store's own planner, without DynamoDB, for the dialogs' tests. */
final class Plans {

    final PlatformDescriptor platform;
    final ChangePlanner planner;
    final ItemClassifier classifier;

    Plans(String platformId) {
        platform = Platforms.get(platformId);
        classifier = new ItemClassifier(platform);
        planner = new ChangePlanner(classifier, new KeyRenderer(new AttributeValidator()));
    }

    EntityDef entity(String name) {
        return platform.entity(name).orElseThrow();
    }

    static Map<String, Value> license(String status) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("account_id", Value.str("acme"));
        fields.put("license_id", Value.str("l-1"));
        fields.put("product", Value.str("Analytics Pro"));
        fields.put("status", Value.str(status));
        fields.put("end_date", Value.str("2026-12-01"));
        return fields;
    }

    /** A license as stored, then the plan of changing its status. */
    ItemWrite licenseStatusChange() {
        EntityRow stored = stored("License", license("active"));
        return planner.planUpdate(
                entity("License"), stored.item(), license("expired"), new Stamp(Instant.now(), "ana@example.com"));
    }

    EntityRow stored(String entity, Map<String, Value> fields) {
        Create created =
                planner.planCreate(entity(entity), fields, new Stamp(Instant.parse("2026-01-01T00:00:00Z"), "setup"));
        String table = entity(entity).table().name();
        return new EntityRow(table, created.after(), classifier.classify(table, created.after()));
    }
}
