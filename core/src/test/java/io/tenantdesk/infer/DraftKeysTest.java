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
import java.util.Map;
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
    void placeholdersAreNamedAfterTheAttributeHoldingTheValueElseAfterTheLiteralBeforeThem() {
        List<Item> items = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            String tenant = "t" + t + "x";
            items.add(item("T|" + tenant, "PROFILE").toBuilder()
                    .putString("tenantId", tenant)
                    .build());
            for (int s = 0; s < 3; s++) {
                String seat = "s" + t + s;
                items.add(item("T|" + tenant, "SEAT|" + seat).toBuilder()
                        .putString("seatId", seat)
                        .build());
                items.add(item("T|" + tenant + "|SEAT|" + seat, "EV|2026-03-0" + (s + 1) + "T08:00:00Z|e" + t + s));
                items.add(item(
                        "T|" + tenant, "CHANNEL#" + List.of("slack", "teams").get(s % 2) + "#C" + t + s));
            }
        }

        PlaceholderTexts keys = new PlaceholderTexts(draft(items));

        assertThat(keys.of("PROFILE")).containsEntry("PK", "T|{tenantId}");
        assertThat(keys.of("SEAT|")).containsEntry("PK", "T|{tenantId}").containsEntry("SK", "SEAT|{seatId}");
        assertThat(keys.of("EV|"))
                .containsEntry("PK", "T|{tenantId}|SEAT|{seatId}")
                .containsEntry("SK", "EV|{evAt}|{evId}");
        assertThat(keys.of("CHANNEL#")).containsEntry("SK", "CHANNEL#{channelType}#{channelId}");
        assertThat(keys.entity("SEAT|").attributes().get("seatId").stored()).isTrue();
        assertThat(keys.entity("EV|").attributes().get("seatId").stored()).isFalse();
    }

    /** A draft's entities found by the start of their sort key template. */
    private record PlaceholderTexts(PlatformDescriptor draft) {
        EntityDef entity(String sortStart) {
            return draft.entities().stream()
                    .filter(e -> e.keys().get("SK").text().startsWith(sortStart))
                    .findFirst()
                    .orElseThrow();
        }

        Map<String, String> of(String sortStart) {
            Map<String, String> texts = new java.util.LinkedHashMap<>();
            entity(sortStart).keys().forEach((k, t) -> texts.put(k, t.text()));
            return texts;
        }
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
