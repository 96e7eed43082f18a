package io.tenantdesk.ui.main;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.Page;
import io.tenantdesk.store.PageListener;
import io.tenantdesk.ui.entitylist.ListSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A screenful of made-up items of one entity, made in memory for the warm-up once connected: each field holds its
 * declared example or a plain value of its type, the keys are rendered from them, and each item is classified as a
 * read's items are. Reads and writes nothing.
 */
final class SampleRows implements ListSource {

    static final int ROWS = 40;

    private final PlatformDescriptor platform;
    private final EntityDef entity;

    SampleRows(PlatformDescriptor platform, EntityDef entity) {
        this.platform = platform;
        this.entity = entity;
    }

    @Override
    public String description() {
        return ROWS + " sample items of " + entity.name();
    }

    @Override
    public String cliCommand() {
        return "";
    }

    @Override
    public LoadSummary read(Integer pageSize, PageListener listener, CancelToken cancel) {
        ItemClassifier classifier = new ItemClassifier(platform);
        KeyRenderer keys = new KeyRenderer(new AttributeValidator());
        String table = entity.table().name();
        List<EntityRow> rows = new ArrayList<>(ROWS);
        for (int i = 0; i < ROWS; i++) {
            Item item = item(keys, i);
            rows.add(new EntityRow(table, item, classifier.classify(table, item)));
        }
        listener.onPage(new Page(rows, 1, ROWS, ROWS, Duration.ZERO, 0, false));
        return new LoadSummary(ROWS, ROWS, 1, Duration.ZERO, 0, false, false, description());
    }

    private Item item(KeyRenderer keys, int n) {
        Item.Builder item = Item.builder();
        Map<String, String> fields = new LinkedHashMap<>();
        for (AttributeSpec spec : entity.attributes().values()) {
            Value value = sample(spec, n);
            if (value == null) {
                continue;
            }
            if (spec.stored()) {
                item.put(spec.name(), value);
            }
            Item.scalarText(value).ifPresent(text -> fields.put(spec.name(), text));
        }
        for (String field : entity.allKeyFields()) {
            fields.putIfAbsent(field, field + "-" + n);
        }
        keys.render(entity, fields).keys().forEach(item::put);
        return item.build();
    }

    /** The declared example, else a plain value of the type; null for lists, maps and sets. */
    private static Value sample(AttributeSpec spec, int n) {
        if (spec.exampleIfAny().isPresent() && spec.type().dynamoType().equals("S")) {
            return Value.str(spec.exampleIfAny().get());
        }
        return switch (spec.type()) {
            case STRING, SECRET -> Value.str(spec.name() + "-" + n);
            case NUMBER -> Value.num(n + 1L);
            case EPOCH -> Value.num(1_767_225_600L + n);
            case BOOLEAN -> Value.bool(n % 2 == 0);
            case ENUM -> Value.str(spec.enumValues().isEmpty() ? "sample" : spec.enumValues().get(0));
            case EMAIL -> Value.str("sample-" + n + "@example.com");
            case URL -> Value.str("https://example.com/" + n);
            case TIMESTAMP -> Value.str("2026-01-01T00:00:00Z");
            case DATE -> Value.str("2026-01-01");
            case JSON -> Value.str("{}");
            case LIST, MAP, STRING_SET -> null;
        };
    }
}
