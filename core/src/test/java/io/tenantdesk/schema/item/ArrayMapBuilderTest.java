package io.tenantdesk.schema.item;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ArrayMapBuilderTest {

    @Test
    void keepsTheOrderTheNamesCameInAndEqualsTheSameLinkedHashMap() {
        Map<String, Integer> expected = new LinkedHashMap<>();
        ArrayMap.Builder<Integer> builder = new ArrayMap.Builder<>();
        for (String name : List.of("SK", "PK", "status", "seats")) {
            expected.put(name, name.length());
            builder.put(name, name.length());
        }

        ArrayMap<Integer> map = builder.build();

        assertThat(map).containsExactlyEntriesOf(expected).isEqualTo(expected).hasSameHashCodeAs(expected);
        assertThat(map.get("status")).isEqualTo(6);
        assertThat(map.get("missing")).isNull();
    }

    @Test
    void aNameGivenAgainKeepsItsPlaceAndTakesTheLaterValueAsALinkedHashMapDoes() {
        for (int names : new int[] {3, 40, 200}) {
            Map<String, Integer> expected = new LinkedHashMap<>();
            ArrayMap.Builder<Integer> builder = new ArrayMap.Builder<>();
            for (int i = 0; i < names; i++) {
                expected.put("a" + i, i);
                builder.put("a" + i, i);
            }
            expected.put("a1", -1);
            builder.put("a1", -1);
            expected.put("a" + (names - 1), -2);
            builder.put("a" + (names - 1), -2);

            assertThat(builder.build()).as("%d names", names).containsExactlyEntriesOf(expected);
        }
    }

    @Test
    void isEmptyAfterBuildingOrClearingSoItCanReadTheNextItem() {
        ArrayMap.Builder<String> builder = new ArrayMap.Builder<>();
        for (int i = 0; i < 50; i++) {
            builder.put("n" + i, "v");
        }
        ArrayMap<String> first = builder.build();
        builder.put("n7", "half an item");
        builder.clear();
        ArrayMap<String> second = builder.put("n1", "w").build();

        assertThat(first).hasSize(50).containsEntry("n7", "v");
        assertThat(second).containsExactlyEntriesOf(Map.of("n1", "w"));
        assertThat(builder.build()).isEmpty();
    }

    @Test
    void refusesANullValueNamingItsName() {
        ArrayMap.Builder<String> builder = new ArrayMap.Builder<>();

        assertThatThrownBy(() -> builder.put("PK", null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("PK");
    }
}
