package io.tenantdesk.schema.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemTest {

    private static final String[] NAMES = {"PK", "SK", "status", "seats"};
    private static final String[] TEXTS = {"ACCOUNT#a1", "LICENSE#l1", "active", "3"};

    /** Attributes as text, as a reader's own representation would hold them; "seats" is a number. */
    private static Map<String, String> texts() {
        Map<String, String> texts = new LinkedHashMap<>();
        for (int i = 0; i < NAMES.length; i++) {
            texts.put(NAMES[i], TEXTS[i]);
        }
        return texts;
    }

    private static Item converted(Map<String, String> texts) {
        return Item.converted(
                texts, text -> text.chars().allMatch(Character::isDigit) ? Value.num(text) : Value.str(text));
    }

    @Test
    void keepsTheAttributesInTheirOrderAndFindsEachByName() {
        Item item = converted(texts());

        assertThat(List.copyOf(item.names())).containsExactly("PK", "SK", "status", "seats");
        assertThat(item.get("status")).contains(Value.str("active"));
        assertThat(item.scalarTextOrNull("seats")).isEqualTo("3");
        assertThat(item.get("missing")).isEmpty();
        assertThat(item.has("SK")).isTrue();
        assertThat(item.attributes().get(42)).isNull();
    }

    @Test
    void equalsAnItemBuiltFromAMapWithTheSameAttributes() {
        Map<String, Value> map = new LinkedHashMap<>();
        for (int i = NAMES.length - 1; i >= 0; i--) {
            map.put(NAMES[i], i == 3 ? Value.num(3) : Value.str(TEXTS[i]));
        }
        Item fromTexts = converted(texts());
        Item fromMap = Item.of(map);

        assertThat(fromTexts).isEqualTo(fromMap).hasSameHashCodeAs(fromMap);
        assertThat(fromTexts.attributes()).isEqualTo(map);
        assertThat(fromMap.toBuilder().remove("seats").build()).isNotEqualTo(fromTexts);
    }

    @Test
    void cannotBeChangedThroughItsMapOrTheMapItWasMadeFrom() {
        Map<String, String> texts = texts();
        Item item = converted(texts);
        texts.remove("PK");

        assertThat(item.has("PK")).isTrue();
        assertThatThrownBy(() -> item.attributes().put("x", Value.str("y")))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> item.attributes().remove("PK")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> item.attributes().keySet().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aBuilderCanGoOnAfterBuilding() {
        Item.Builder builder = Item.builder().putString("PK", "A#1");
        Item first = builder.build();
        Item second = builder.putString("SK", "B#2").build();

        assertThat(first.names()).containsExactly("PK");
        assertThat(second.names()).containsExactly("PK", "SK");
    }
}
