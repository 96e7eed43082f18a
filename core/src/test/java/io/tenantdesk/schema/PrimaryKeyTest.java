package io.tenantdesk.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PrimaryKeyTest {

    private static final TableDef COMPOSITE = new TableDef(
            "app_data", null, new KeyAttribute("PK", KeyType.S), new KeyAttribute("SK", KeyType.S), Map.of(), null);
    private static final TableDef SIMPLE =
            new TableDef("tenants", null, new KeyAttribute("id", KeyType.N), null, Map.of(), null);

    private static final Item LICENSE = Item.builder()
            .putString("status", "active")
            .putString("SK", "LICENSE#l1")
            .putString("PK", "ACCOUNT#a1")
            .build();

    @Test
    void isTheTablesKeyAttributesOfAnItemInKeyOrder() {
        PrimaryKey key = PrimaryKey.of(COMPOSITE, LICENSE);

        assertThat(key.names()).containsExactly("PK", "SK");
        assertThat(key.attributes())
                .containsExactly(Map.entry("PK", Value.str("ACCOUNT#a1")), Map.entry("SK", Value.str("LICENSE#l1")));
        assertThat(key.asItem().names()).containsExactly("PK", "SK");
        assertThat(key.describe()).isEqualTo("PK=ACCOUNT#a1, SK=LICENSE#l1");
        assertThat(key).hasToString("PK=ACCOUNT#a1, SK=LICENSE#l1");
        assertThat(key.describe(" = ", " · ", v -> "<" + PrimaryKey.text(v) + ">"))
                .isEqualTo("PK = <ACCOUNT#a1> · SK = <LICENSE#l1>");
        assertThat(key.texts()).containsExactly("ACCOUNT#a1", "LICENSE#l1");
        assertThat(key.isKeyOf(LICENSE)).isTrue();
        assertThat(key.isKeyOf(LICENSE.toBuilder().putString("SK", "LICENSE#l2").build()))
                .isFalse();
    }

    @Test
    void aPartitionOnlyKeyHasNoSortKey() {
        PrimaryKey key = PrimaryKey.of(
                SIMPLE,
                Item.builder()
                        .put("id", Value.num(42))
                        .put("name", Value.str("x"))
                        .build());

        assertThat(key.sortName()).isEmpty();
        assertThat(key.sortValue()).isEmpty();
        assertThat(key.describe()).isEqualTo("id=42");
        assertThat(key)
                .isEqualTo(PrimaryKey.of("id", Value.num(42)))
                .hasSameHashCodeAs(PrimaryKey.of("id", Value.num(42)));
    }

    @Test
    void isEqualByNamesAndValues() {
        PrimaryKey key = PrimaryKey.of("PK", Value.str("A"), "SK", Value.str("B"));

        assertThat(key)
                .isEqualTo(PrimaryKey.of(
                        COMPOSITE, Map.of("SK", Value.str("B"), "PK", Value.str("A"), "GSI1PK", Value.str("x"))));
        assertThat(key).isNotEqualTo(PrimaryKey.of("PK", Value.str("A"), "SK2", Value.str("B")));
        assertThat(key).isNotEqualTo(PrimaryKey.of("PK", Value.str("A"), "SK", Value.num(1)));
        assertThat(key).isNotEqualTo(PrimaryKey.of("PK", Value.str("A")));
        assertThat(PrimaryKey.of("b", new Value.Bin("x".getBytes(StandardCharsets.UTF_8))))
                .isEqualTo(PrimaryKey.of("b", new Value.Bin("x".getBytes(StandardCharsets.UTF_8))))
                .hasToString("b=eA==");
    }

    @Test
    void aMissingKeyAttributeIsNamedOrAnEmptyFind() {
        Item noSort = Item.builder().putString("PK", "ACCOUNT#a1").build();

        assertThat(PrimaryKey.find(COMPOSITE, noSort)).isEmpty();
        assertThat(PrimaryKey.find(COMPOSITE, LICENSE)).contains(PrimaryKey.of(COMPOSITE, LICENSE));
        assertThatThrownBy(() -> PrimaryKey.of(COMPOSITE, noSort))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the item has no SK");
    }

    @Test
    void readsBackFromItsAttributes() {
        PrimaryKey key = PrimaryKey.of(COMPOSITE, LICENSE);
        Map<String, Value> recorded = new LinkedHashMap<>(key.attributes());

        assertThat(PrimaryKey.fromAttributes(recorded)).isEqualTo(key);
        assertThatThrownBy(() -> PrimaryKey.fromAttributes(Map.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PrimaryKey.of("PK", Value.str("a"), "PK", Value.str("b")))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
