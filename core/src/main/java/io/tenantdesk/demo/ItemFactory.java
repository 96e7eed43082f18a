package io.tenantdesk.demo;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.KeyRenderer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Makes items of an entity: fills the values not given, renders every key from the templates, and checks
 * the result against the descriptor, so the demo only ever contains items the design accepts (unless
 * spoiled on purpose afterwards).
 */
final class ItemFactory {

    private static final double OPTIONAL_FILL_RATE = 0.75;

    private final ValueFiller filler;
    private final Agreement agreement;
    private final DemoRandom random;
    private final KeyRenderer renderer;
    private final ItemClassifier classifier;

    ItemFactory(
            ValueFiller filler,
            Agreement agreement,
            DemoRandom random,
            KeyRenderer renderer,
            ItemClassifier classifier) {
        this.filler = filler;
        this.agreement = agreement;
        this.random = random;
        this.renderer = renderer;
        this.classifier = classifier;
    }

    /** Every field of a new item: the given ones, then the required ones, then most optional ones. */
    Map<String, Value> fill(EntityDef entity, Map<String, Value> given) {
        Map<String, Value> fields = new LinkedHashMap<>(given);
        Set<String> keyFields = entity.allKeyFields();
        Set<String> primaryFields = new java.util.HashSet<>(entity.keyFields());
        for (AttributeSpec spec : entity.attributes().values()) {
            if (fields.containsKey(spec.name())) {
                continue;
            }
            boolean needed = spec.required()
                    || primaryFields.contains(spec.name())
                    || entity.identifyingAttribute().map(spec.name()::equals).orElse(false);
            if (!needed && !random.chance(OPTIONAL_FILL_RATE)) {
                continue;
            }
            if (keyFields.contains(spec.name()) && spec.type() == AttributeType.STRING) {
                fields.put(spec.name(), Value.str(filler.id(spec)));
            } else {
                fields.put(spec.name(), filler.fill(entity, spec, fields));
            }
        }
        entity.versionAttribute().ifPresent(v -> fields.put(v, Value.num(random.between(1, 6))));
        return fields;
    }

    /** Makes the chosen values agree with each other (see {@link Agreement}); call once the plan has adjusted them. */
    void agree(EntityDef entity, Map<String, Value> fields) {
        agreement.apply(entity, fields);
    }

    /** The item for these fields, keys rendered; fails if the result breaks the design (a generator defect). */
    Item finish(EntityDef entity, Map<String, Value> fields) {
        Item item = assemble(entity, fields);
        Classification check = classifier.classify(entity.table().name(), item);
        if (!check.valid() || !check.entity().equals(entity)) {
            throw new IllegalStateException(
                    "demo " + entity.name() + " item breaks the design: " + check.summary() + " " + item);
        }
        return item;
    }

    /** The item for these fields without checking it; for items spoiled on purpose. */
    Item assemble(EntityDef entity, Map<String, Value> fields) {
        Map<String, String> text = new LinkedHashMap<>();
        fields.forEach((name, value) -> Item.scalarText(value).ifPresent(t -> text.put(name, t)));
        KeyRenderer.RenderedKeys keys = renderer.render(entity, text);
        if (!keys.ok()) {
            throw new IllegalStateException("demo " + entity.name() + " keys cannot be rendered: " + keys.violations());
        }
        Item.Builder item = Item.builder();
        item.putAll(keys.keys());
        fields.forEach((name, value) -> {
            boolean stored = entity.attribute(name).map(AttributeSpec::stored).orElse(false);
            if (stored) {
                item.put(name, value);
            }
        });
        return item.build();
    }
}
