package io.tenantdesk.schema.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemTest {

    private static final String[] NAMES = {"PK", "SK", "status", "seats"};
    private static final Value[] VALUES = {Value.str("ACCOUNT#a1"), Value.str("LICENSE#l1"), Value.str("active"),
            Value.num(3)};

    @Test
    void keepsTheAttributesInTheirOrderAndFindsEachByName() {
        Item item = Item.ofDistinct(NAMES, VALUES);

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
            map.put(NAMES[i], VALUES[i]);
        }
        Item fromArrays = Item.ofDistinct(NAMES, VALUES);
        Item fromMap = Item.of(map);

        assertThat(fromArrays).isEqualTo(fromMap).hasSameHashCodeAs(fromMap);
        assertThat(fromArrays.attributes()).isEqualTo(map);
        assertThat(fromMap.toBuilder().remove("seats").build()).isNotEqualTo(fromArrays);
    }

    @Test
    void cannotBeChangedThroughItsMapOrTheArraysItWasMadeFrom() {
        String[] names = NAMES.clone();
        Item item = Item.ofDistinct(names, VALUES.clone());
        names[0] = "changed";

        assertThat(item.has("PK")).isTrue();
        assertThatThrownBy(() -> item.attributes().put("x", Value.str("y"))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> item.attributes().remove("PK")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> item.attributes().keySet().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aRepeatedNameIsRefused() {
        assertThatThrownBy(() -> Item.ofDistinct(new String[] {"PK", "PK"}, new Value[] {Value.str("a"), Value.str("b")}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("`PK` appears twice");
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
