package io.tenantdesk.infer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.testing.DraftAgreement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Linting a platform's demo items with a draft of them finds the malformed items the demo plants, as linting with the
 * platform's own descriptor does. A finding is what lint counts: an item no entity recognises, or one breaking a rule
 * of its entity. The one exception is a required attribute missing from an item of an entity drawn from fewer than
 * ten items: there an absent value cannot be told from an optional attribute, and the draft does not claim to.
 */
class DraftLintTest {

    private static final int MIN_ITEMS_TO_TELL_REQUIRED = 10;

    static List<DemoDataset> datasets() {
        return DraftAgreementTest.datasets().toList();
    }

    @ParameterizedTest
    @MethodSource("datasets")
    void lintWithTheDraftFindsThePlantedItems(DemoDataset demo) {
        ItemClassifier source = new ItemClassifier(demo.platform());
        ItemClassifier draft = new ItemClassifier(DraftAgreement.measure(demo.platform(), demo.itemsByTable())
                .draft()
                .descriptor());
        List<String> planted = new ArrayList<>();
        List<String> missed = new ArrayList<>();
        int found = 0;
        List<String> falseFindings = new ArrayList<>();
        for (Map.Entry<String, List<Item>> table : demo.itemsByTable().entrySet()) {
            for (Item item : table.getValue()) {
                Classification bySource = source.classify(table.getKey(), item);
                Classification byDraft = draft.classify(table.getKey(), item);
                if (!bySource.valid()) {
                    planted.add(item.toString());
                    found += byDraft.valid() ? 0 : 1;
                    if (byDraft.valid() && tellable(demo, table.getKey(), bySource)) {
                        missed.add(bySource.summary() + ": " + item);
                    }
                } else if (!byDraft.valid()) {
                    falseFindings.add(byDraft.summary());
                }
            }
        }

        System.out.printf(
                "lint %s: %d planted, %d found by the draft, %d false findings%n",
                demo.platform().id(), planted.size(), found, falseFindings.size());
        assertThat(planted).hasSize(demo.malformed().size());
        assertThat(missed).isEmpty();
        assertThat(falseFindings)
                .hasSizeLessThanOrEqualTo(demo.itemCount() / 100)
                .allSatisfy(f -> assertThat(f).contains("is required but missing"));
    }

    /** Whether the draft can tell the item's problem from the sample: not a missing attribute of a small entity. */
    private static boolean tellable(DemoDataset demo, String table, Classification bySource) {
        boolean missingRequired = bySource.violations().stream().allMatch(v -> v.rule() == Rule.MISSING_REQUIRED);
        if (!bySource.recognised() || !missingRequired) {
            return true;
        }
        EntityDef entity = bySource.entity();
        ItemClassifier source = new ItemClassifier(demo.platform());
        long items = demo.itemsByTable().get(table).stream()
                .filter(i -> source.classify(table, i).entityIfAny().equals(Optional.of(entity)))
                .count();
        return items >= MIN_ITEMS_TO_TELL_REQUIRED;
    }
}
