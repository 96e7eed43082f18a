package io.tenantdesk.schema.item;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class RepeatedPartsTest {

    private final RepeatedParts parts = new RepeatedParts();

    @Test
    void aValueMetAgainIsTheOneMetBefore() {
        Value first = parts.str(new String("ACCOUNT#acme"));
        Value again = parts.str(new String("ACCOUNT#acme"));
        Value number = parts.num(new String("42"));

        assertThat(again).isSameAs(first).isEqualTo(Value.str("ACCOUNT#acme"));
        assertThat(parts.num(new String("42"))).isSameAs(number).isEqualTo(Value.num(42));
        assertThat(parts.text(new String("acme"))).isSameAs(parts.text(new String("acme")));
    }

    @Test
    void aStringAndANumberOfTheSameTextStayOfTheirOwnTypes() {
        assertThat(parts.str("7")).isEqualTo(Value.str("7"));
        assertThat(parts.num("7")).isEqualTo(Value.num(7));
        assertThat(parts.str("7")).isEqualTo(Value.str("7"));
    }

    @Test
    void everyValueIsEqualToItsTextWhenFarMoreAreReadThanThereAreSlots() {
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < 20_000; i++) {
                String text = "LICENSE#l-" + i;
                String sameTail = "TENANT#" + i + "#LICENSES";
                assertThat(parts.str(text)).isEqualTo(Value.str(text));
                assertThat(parts.str(sameTail)).isEqualTo(Value.str(sameTail));
                assertThat(parts.num(Integer.toString(i))).isEqualTo(Value.num(i));
                assertThat(parts.text(text)).isEqualTo(text);
            }
        }
    }

    @Test
    void aLongValueIsGivenBackEqualButNotKept() {
        String description = "a".repeat(200);

        assertThat(parts.str(description))
                .isEqualTo(Value.str(description))
                .isNotSameAs(parts.str(new String(description)));
    }

    @Test
    void mapsOfTheSameNamesInTheSameOrderShareOneShapeAndAnswerAsTheirOwn() {
        ArrayMap<String> first = map(parts, "PK", "ACCOUNT#acme", "SK", "LICENSE#l-1");
        ArrayMap<String> second = map(parts, "PK", "ACCOUNT#acme", "SK", "LICENSE#l-2");
        ArrayMap<String> reordered = map(parts, "SK", "LICENSE#l-3", "PK", "ACCOUNT#acme");

        assertThat(parts.shape(new String[] {"PK", "SK"})).isSameAs(parts.shape(new String[] {"PK", "SK"}));
        assertThat(second).containsExactly(Map.entry("PK", "ACCOUNT#acme"), Map.entry("SK", "LICENSE#l-2"));
        assertThat(first.get("SK")).isEqualTo("LICENSE#l-1");
        assertThat(reordered).containsExactly(Map.entry("SK", "LICENSE#l-3"), Map.entry("PK", "ACCOUNT#acme"));
        assertThat(parts.shape(new String[] {"SK", "PK"}).names()).containsExactly("SK", "PK");
    }

    @Test
    void aMapSharingItsValuesIsEqualToItAndHoldsTheValuesMetBefore() {
        String tenant = parts.text(new String("acme"));
        ArrayMap<String> keyValues = map(parts, "account_id", new String("acme"), "license_id", "l-1");

        ArrayMap<String> shared = keyValues.sharing(parts, parts::text);

        assertThat(shared).isEqualTo(keyValues).containsExactlyEntriesOf(keyValues);
        assertThat(shared.get("account_id")).isSameAs(tenant);
    }

    @Test
    void anItemConvertedWithSharedPartsEqualsOneConvertedWithout() {
        Map<String, String> stored = new LinkedHashMap<>();
        stored.put("PK", "ACCOUNT#acme");
        stored.put("seats", "12");

        Item shared = Item.converted(stored, text -> text.equals("12") ? parts.num(text) : parts.str(text), parts);
        Item own = Item.converted(stored, text -> text.equals("12") ? Value.num(text) : Value.str(text));

        assertThat(shared).isEqualTo(own).hasSameHashCodeAs(own);
        assertThat(shared.attributes()).containsExactlyEntriesOf(own.attributes());
    }

    private static ArrayMap<String> map(RepeatedParts parts, String... namesAndValues) {
        Map<String, String> entries = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            entries.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return ArrayMap.converted(entries, Function.identity(), parts);
    }
}
