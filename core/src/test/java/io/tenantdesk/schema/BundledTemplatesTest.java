package io.tenantdesk.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.schema.template.KeyTemplate;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.schema.validation.Rule;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every template of every bundled descriptor renders and parses back, and every entity knows its own items. */
class BundledTemplatesTest {

    private static final List<PlatformDescriptor> PLATFORMS = new DescriptorLoader().loadBundled();
    private final KeyRenderer renderer = new KeyRenderer(new AttributeValidator());

    static Stream<Arguments> entities() {
        return PLATFORMS.stream().flatMap(p -> p.entities().stream().map(e -> Arguments.of(p, e)));
    }

    private static Map<String, String> sampleFields(EntityDef entity) {
        Map<String, String> values = new LinkedHashMap<>();
        entity.attributes().values().stream()
                .filter(a -> a.type().isScalar())
                .forEach(a -> values.put(a.name(), SampleValues.text(a)));
        return values;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("entities")
    void everyTemplateParsesBackWhatItRenders(PlatformDescriptor platform, EntityDef entity) {
        Map<String, String> values = sampleFields(entity);
        for (Map.Entry<String, KeyTemplate> e : entity.keys().entrySet()) {
            KeyTemplate template = e.getValue();
            String key = template.render(values);
            Map<String, String> expected = new LinkedHashMap<>();
            template.placeholders().forEach(p -> expected.put(p, values.get(p)));
            assertThat(template.match(key, entity.declaredPatterns()))
                    .as("%s %s", e.getKey(), key)
                    .contains(expected);
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("entities")
    void everyEntityRecognisesItsOwnItemsAsValid(PlatformDescriptor platform, EntityDef entity) {
        Map<String, String> fields = sampleFields(entity);
        KeyRenderer.RenderedKeys keys = renderer.render(entity, fields);
        assertThat(keys.violations()).isEmpty();
        Item.Builder item = Item.builder();
        entity.attributes().values().stream()
                .filter(AttributeSpec::stored)
                .forEach(a -> item.put(a.name(), SampleValues.value(a)));
        item.putAll(keys.keys());

        Classification c = new ItemClassifier(platform).classify(entity.table().name(), item.build());

        assertThat(c.entityIfAny()).as(c.summary()).contains(entity);
        assertThat(c.violations()).as(c.summary()).isEmpty();
        for (String field : entity.keyFields()) {
            assertThat(c.keyValues()).containsEntry(field, fields.get(field));
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("entities")
    void keyFieldsRefuseSeparatorsEmptinessUnicodeAndLength(PlatformDescriptor platform, EntityDef entity) {
        for (String field : entity.allKeyFields()) {
            AttributeSpec spec = entity.attribute(field).orElseThrow();
            if (spec.type().dynamoType().equals("N")) {
                continue;
            }
            List<String> bad = new java.util.ArrayList<>(List.of("", "x".repeat(300)));
            entity.separatorsOf(field).forEach(c -> bad.add("a" + c + "b"));
            if (spec.pattern() == null) {
                bad.add("caf\u00e9");
                bad.add("a b");
            }
            for (String value : bad) {
                Map<String, String> fields = sampleFields(entity);
                fields.put(field, value);
                assertThat(renderer.render(entity, fields).violations())
                        .as("%s = '%s'", field, value)
                        .anySatisfy(v -> assertThat(v.rule()).isIn(Rule.KEY_PATTERN, Rule.MISSING_REQUIRED));
            }
        }
    }
}
