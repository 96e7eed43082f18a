package io.tenantdesk.infer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Key shapes of a handful of items among many: probably broken items of the closest entity, not entities. */
class DraftStraysTest {

    private static PlatformDescriptor draft(KeyType partitionType, List<Item> items) {
        DescriptorDraft.TableFacts table = new DescriptorDraft.TableFacts(
                "t",
                new KeyAttribute("PK", partitionType),
                new KeyAttribute("SK", KeyType.S),
                List.of(),
                Optional.empty(),
                Optional.empty(),
                items);
        return LiveDraft.of("d", List.of(table)).descriptor();
    }

    private static Item item(String pk, String sk) {
        return Item.builder()
                .putString("PK", pk)
                .putString("SK", sk)
                .putString("name", "n-" + pk)
                .build();
    }

    @Test
    void aShapeOfOneItemAmongManyIsNotedAsABrokenItemOfTheClosestEntityAndLintShowsIt() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            items.add(item("TENANT#t" + i, "META"));
            items.add(item("TENANT#t" + i, "USER#u" + i));
        }
        Item legacy = item("LEGACY#x1", "META");
        items.add(legacy);

        PlatformDescriptor draft = draft(KeyType.S, items);

        assertThat(draft.entities()).extracting(EntityDef::name).containsExactly("Tenant", "User");
        assertThat(draft.notes())
                .anySatisfy(n -> assertThat(n)
                        .contains("1 item with keys like LEGACY#* / META (e.g. `LEGACY#x1` / `META`)")
                        .contains("probably a broken item of `Tenant`"));
        Classification linted = new ItemClassifier(draft).classify("t", legacy);
        assertThat(linted.recognised()).isFalse();
        assertThat(linted.unrecognisedReason()).contains("closest: Tenant");
    }

    @Test
    void aSmallShapeBesideOthersNotManyTimesLargerStaysAnEntity() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            items.add(item("ORDER#o" + i, "META"));
        }
        items.add(item("CONFIG#c1", "META"));

        assertThat(draft(KeyType.S, items).entities())
                .extracting(EntityDef::name)
                .containsExactly("Order", "Config");
    }

    @Test
    void aSmallShapeOfItsOwnKindAmongManyStaysAnEntity() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            items.add(item("ORDER#o" + i, "META"));
        }
        for (int i = 0; i < 2; i++) {
            items.add(Item.builder()
                    .putString("PK", "REGION#r" + i)
                    .putString("SK", "META")
                    .putString("currency", "eur")
                    .build());
        }

        assertThat(draft(KeyType.S, items).entities())
                .extracting(EntityDef::name)
                .containsExactly("Order", "Region");
    }

    @Test
    void idsWrittenWithAPrefixGetAPatternSoThatAnotherShapeIsNotTakenForOne() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            items.add(
                    Item.builder().putString("sessionId", "sess_" + i + "k2m4").build());
        }
        Item legacy = Item.builder().putString("sessionId", "LEGACY#4k7c").build();
        items.add(legacy);
        DescriptorDraft.TableFacts table = new DescriptorDraft.TableFacts(
                "s",
                new KeyAttribute("sessionId", KeyType.S),
                null,
                List.of(),
                Optional.empty(),
                Optional.empty(),
                items);

        PlatformDescriptor draft = LiveDraft.of("d", List.of(table)).descriptor();

        assertThat(draft.entities())
                .singleElement()
                .satisfies(e -> assertThat(
                                e.attributes().get("sessionId").pattern().pattern())
                        .isEqualTo("sess_[A-Za-z0-9_-]+"));
        assertThat(new ItemClassifier(draft).classify("s", legacy).recognised()).isFalse();
    }
}
