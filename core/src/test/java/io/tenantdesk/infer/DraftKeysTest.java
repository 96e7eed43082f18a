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
        return draft(items, List.of());
    }

    private static PlatformDescriptor draft(List<Item> items, List<DescriptorDraft.IndexFacts> indexes) {
        DescriptorDraft.TableFacts table = new DescriptorDraft.TableFacts(
                "t",
                new KeyAttribute("PK", KeyType.S),
                new KeyAttribute("SK", KeyType.S),
                indexes,
                Optional.empty(),
                Optional.empty(),
                items);
        return LiveDraft.of("drafted", List.of(table)).descriptor();
    }

    private static DescriptorDraft.IndexFacts index(String name, String partition, KeyType type, String sort) {
        return new DescriptorDraft.IndexFacts(
                name,
                new KeyAttribute(partition, type),
                sort == null ? null : new KeyAttribute(sort, KeyType.S),
                "ALL",
                List.of());
    }

    private static Item item(String pk, String sk) {
        return Item.builder().putString("PK", pk).putString("SK", sk).build();
    }

    /** A tenant's profile item, which holds the tenant's id in an attribute as well. */
    private static Item tenantProfile(String tenant) {
        return item("T|" + tenant, "PROFILE").toBuilder()
                .putString("tenantId", tenant)
                .build();
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
            items.add(tenantProfile(tenant));
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
    void indexKeyTemplatesAreProposedFromTheShapesOfTheirValuesAndCheckedLikeAnyTemplate() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            String license = "l" + i + "q";
            String end = "2026-0" + (i % 9 + 1) + "-15";
            items.add(item("ACCOUNT#a" + i % 3, "LICENSE#" + license).toBuilder()
                    .putString("GSI1PK", "ENTITY#LICENSE")
                    .putString("GSI1SK", end + "#" + license)
                    .putString("end_date", end)
                    .putString("status", List.of("active", "expired", "trial").get(i % 3))
                    .put("expiresHour", io.tenantdesk.schema.item.Value.num(1_790_000_000L + 3600L * i))
                    .build());
        }
        Item drifted = items.get(4).toBuilder()
                .putString("SK", "LICENSE#l40q")
                .putString("GSI1SK", "2020-01-01#l40q")
                .build();
        Item missing = items.get(5).toBuilder()
                .putString("SK", "LICENSE#l50q")
                .putString("GSI1SK", items.get(5).scalarText("end_date").orElseThrow() + "#l50q")
                .remove("GSI1PK")
                .build();
        items.addAll(List.of(drifted, missing));

        PlatformDescriptor draft = draft(
                items,
                List.of(
                        index("GSI1", "GSI1PK", KeyType.S, "GSI1SK"),
                        index("byStatus", "status", KeyType.S, null),
                        index("byHour", "expiresHour", KeyType.N, null)));

        EntityDef license = draft.entities().get(0);
        Map<String, String> keys = new java.util.LinkedHashMap<>();
        license.keys().forEach((k, t) -> keys.put(k, t.text()));
        assertThat(keys)
                .containsEntry("GSI1PK", "ENTITY#LICENSE")
                .containsEntry("GSI1SK", "{end_date}#{licenseId}")
                .doesNotContainKeys("status", "expiresHour");
        assertThat(license.attributes()).containsKeys("status", "expiresHour", "end_date");
        assertThat(draft.notes())
                .anySatisfy(n ->
                        assertThat(n).contains("index keys (guesses)").contains("`GSI1SK` = `{end_date}#{licenseId}`"));
        ItemClassifier classifier = new ItemClassifier(draft);
        assertThat(classifier.classify("t", drifted).violations())
                .extracting(v -> v.rule().code())
                .containsExactly("key-drift");
        assertThat(classifier.classify("t", missing).violations())
                .extracting(v -> v.rule().code())
                .containsExactly("key-missing");
        assertThat(items.subList(0, 12))
                .allSatisfy(i -> assertThat(classifier.classify("t", i).valid()).isTrue());
    }

    @Test
    void entitiesAreNamedAfterTheWordsOfTheirKeysSpeltOutByTheirIds() {
        List<Item> items = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            String tenant = "t" + t + "x";
            items.add(tenantProfile(tenant));
            items.add(item("T|" + tenant, "CREDIT"));
            items.add(item("T|" + tenant, "SEAT|s" + t));
        }

        assertThat(draft(items).entities()).extracting(EntityDef::name).containsExactly("Tenant", "Credit", "Seat");
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
