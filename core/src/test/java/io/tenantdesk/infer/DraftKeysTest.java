package io.tenantdesk.infer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The key templates a draft proposes: where its placeholders are, what they are called and what they hold. */
class DraftKeysTest {

    private static PlatformDescriptor draft(List<Item> items) {
        DescriptorDraft.TableFacts table = new DescriptorDraft.TableFacts(
                "t",
                new KeyAttribute("PK", KeyType.S),
                new KeyAttribute("SK", KeyType.S),
                List.of(),
                Optional.empty(),
                Optional.empty(),
                items);
        return LiveDraft.of("drafted", List.of(table)).descriptor();
    }

    private static Item item(String pk, String sk) {
        return Item.builder().putString("PK", pk).putString("SK", sk).build();
    }

    @Test
    void anIsoTimeInsideASortKeyIsOnePlaceholderWhateverItsOffset() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            items.add(item("T|t" + i, "EV|2026-01-0" + (i + 1) + "T10:15:0" + i + "Z|e" + i));
        }
        items.add(item("T|t7", "EV|2026-01-08T12:15:00.250+02:00|e7"));

        PlatformDescriptor draft = draft(items);

        EntityDef event = draft.entities().get(0);
        assertThat(draft.entities()).hasSize(1);
        assertThat(event.keys().get("SK").text()).matches("EV\\|\\{\\w+\\}\\|\\{\\w+\\}");
        String at = event.keys().get("SK").placeholders().get(0);
        assertThat(event.attributes().get(at).type().code()).isEqualTo("timestamp");
        ItemClassifier classifier = new ItemClassifier(draft);
        assertThat(items)
                .allSatisfy(i -> assertThat(classifier.classify("t", i).valid())
                        .as(i.toString())
                        .isTrue());
    }

    @Test
    void datesAndEpochSecondsInKeysAreTypedAsSuch() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            items.add(item("A|" + (1_790_000_000L + i * 3600), "INV|2026-02-1" + i + "|n" + i));
        }

        EntityDef entity = draft(items).entities().get(0);

        assertThat(entity.keys().get("PK").placeholders())
                .singleElement()
                .satisfies(p ->
                        assertThat(entity.attributes().get(p).type().code()).isEqualTo("epoch"));
        assertThat(entity.attributes()
                        .get(entity.keys().get("SK").placeholders().get(0))
                        .type()
                        .code())
                .isEqualTo("date");
    }
}
