package io.tenantdesk.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class DemoGeneratorTest {

    private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");
    private static final List<PlatformDescriptor> PLATFORMS = new DescriptorLoader().loadBundled();

    static Stream<PlatformDescriptor> platforms() {
        return PLATFORMS.stream();
    }

    private static DemoDataset generate(PlatformDescriptor platform, long seed) {
        return new DemoGenerator(DemoSize.DEFAULT, seed, NOW, DemoPlans.bundled()).generate(platform);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void everyGoodItemIsRecognisedAsItsEntityAndValid(PlatformDescriptor platform) {
        DemoDataset data = generate(platform, 1);
        ItemClassifier classifier = new ItemClassifier(platform);
        Map<String, Integer> valid = new HashMap<>();

        data.itemsByTable()
                .forEach((table, items) -> items.forEach(item -> {
                    Classification c = classifier.classify(table, item);
                    if (c.valid()) {
                        valid.merge(c.entity().name(), 1, Integer::sum);
                    }
                }));

        assertThat(valid).isEqualTo(data.validCounts());
        assertThat(data.validCounts().keySet())
                .as("every entity has demo items")
                .containsExactlyInAnyOrderElementsOf(
                        platform.entities().stream().map(e -> e.name()).toList());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void everyMalformedItemFailsInExactlyTheIntendedWay(PlatformDescriptor platform) {
        DemoDataset data = generate(platform, 1);
        ItemClassifier classifier = new ItemClassifier(platform);

        assertThat(data.malformed()).isNotEmpty();
        for (MalformedItem m : data.malformed()) {
            Classification c = classifier.classify(m.table(), m.item());
            if (m.unrecognised()) {
                assertThat(c.recognised()).as(c.summary()).isFalse();
            } else {
                assertThat(c.entity().name()).isEqualTo(m.entity());
                assertThat(c.violations()).extracting(Violation::rule).containsExactly(m.rule());
                assertThat(c.violations().get(0).attribute()).isEqualTo(m.attribute());
            }
            assertThat(data.itemsByTable().get(m.table())).contains(m.item());
        }
        for (String table : platform.tables().keySet()) {
            assertThat(data.malformedIn(table))
                    .as("malformed items in %s", table)
                    .isNotEmpty();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void everyTableWhoseEntitiesRenderIndexKeysHasOneDriftedAndOneMissing(PlatformDescriptor platform) {
        DemoDataset data = generate(platform, 1);

        for (String table : platform.tables().keySet()) {
            boolean rendersIndexKeys = platform.entitiesOf(table).stream()
                    .anyMatch(e -> e.indexKeyTemplates().keySet().stream().anyMatch(e::isRenderedKey));
            List<Rule> rules =
                    data.malformedIn(table).stream().map(MalformedItem::rule).toList();
            if (rendersIndexKeys) {
                assertThat(rules).as("spoiled in %s", table).containsOnlyOnce(Rule.KEY_DRIFT, Rule.KEY_MISSING);
                data.malformedIn(table).stream()
                        .filter(m -> m.rule() == Rule.KEY_DRIFT || m.rule() == Rule.KEY_MISSING)
                        .forEach(m -> assertThat(platform.entity(m.entity())
                                        .orElseThrow()
                                        .indexKeyTemplates())
                                .containsKey(m.attribute()));
            } else {
                assertThat(rules).as("spoiled in %s", table).doesNotContain(Rule.KEY_DRIFT, Rule.KEY_MISSING);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("platforms")
    void theSameSeedGivesTheSameDataAndPrimaryKeysAreUnique(PlatformDescriptor platform) {
        DemoDataset first = generate(platform, 7);

        assertThat(generate(platform, 7).itemsByTable()).isEqualTo(first.itemsByTable());
        assertThat(generate(platform, 8).itemsByTable()).isNotEqualTo(first.itemsByTable());
        first.itemsByTable().forEach((table, items) -> {
            List<String> keys =
                    items.stream().map(i -> primaryKey(platform, table, i)).toList();
            assertThat(keys).as("primary keys of %s", table).doesNotHaveDuplicates();
        });
    }

    private static String primaryKey(PlatformDescriptor platform, String table, Item item) {
        return platform.table(table).orElseThrow().primaryKeyNames().stream()
                .map(k -> item.scalarText(k).orElse(""))
                .reduce((a, b) -> a + "|" + b)
                .orElse("");
    }
}
