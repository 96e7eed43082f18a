package io.tenantdesk.schema.classify;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.ArrayMap;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.RepeatedParts;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.ItemValidator;
import java.util.Map;

/**
 * Recognises an item and validates it against its entity in one step. Built once per platform and shared;
 * thread-safe. Never throws for any item content.
 */
public final class ItemClassifier {

    private final EntityRecognizer recognizer;
    private final ItemValidator validator;

    public ItemClassifier(PlatformDescriptor platform) {
        this.recognizer = new EntityRecognizer(platform);
        this.validator = new ItemValidator(new AttributeValidator());
    }

    /** The entity the item belongs to or, when none does, the one its keys come closest to. */
    public java.util.Optional<io.tenantdesk.schema.EntityDef> closestEntity(String table, Item item) {
        return recognizer.closest(table, item);
    }

    public Classification classify(String table, Item item) {
        EntityRecognizer.Recognition recognition = recognizer.recognize(table, item);
        if (recognition.entity() == null) {
            return Classification.unrecognised(recognition.reason());
        }
        ItemValidator.Result result = validator.validate(recognition.entity(), item, recognition.keyValues());
        return new Classification(recognition.entity(), result.keyValues(), result.violations(), null);
    }

    /** As {@link #classify(String, Item)}, keeping one copy of what the key values of a read's items repeat. */
    public Classification classify(String table, Item item, RepeatedParts parts) {
        Classification c = classify(table, item);
        if (c.keyValues().isEmpty()) {
            return c;
        }
        Map<String, String> keyValues = ArrayMap.copyOf(c.keyValues()).sharing(parts, parts::text);
        return new Classification(c.entity(), keyValues, c.violations(), c.unrecognisedReason());
    }
}
