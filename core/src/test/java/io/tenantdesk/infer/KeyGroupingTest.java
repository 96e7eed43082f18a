package io.tenantdesk.infer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Items grouped by the shape of their keys, and the attribute types guessed from their values. */
class KeyGroupingTest {

    private static Item item(String pk, String sk, Map<String, Value> more) {
        Item.Builder b = Item.builder().putString("PK", pk).putString("SK", sk);
        more.forEach(b::put);
        return b.build();
    }

    @Test
    void literalsMarkTheGroupAndIdsDatesAndNumbersArePlaceholders() {
        List<Item> items = List.of(
                item("TENANT#t1", "META", Map.of()),
                item("TENANT#t2", "META", Map.of()),
                item("TENANT#t1", "USER#u-17", Map.of()),
                item("TENANT#t2", "USER#2026-01-02", Map.of()),
                item("TENANT#t1", "CHANNEL#slack#C42", Map.of()),
                item("workspaces/w1", "key", Map.of()),
                item("TENANT#t3", "META", Map.of()),
                item("workspaces/w2", "key", Map.of()),
                item("workspaces/w3", "key", Map.of()),
                item("workspaces/w4", "qhzrtk", Map.of()));

        assertThat(KeyGrouping.group(items, "PK", "SK"))
                .extracting(KeyGrouping.Group::signature)
                .containsExactly(
                        "TENANT#* / META",
                        "TENANT#* / USER#*",
                        "TENANT#* / CHANNEL#*#*",
                        "workspaces/* / key",
                        "workspaces/* / *");
    }

    @Test
    void isoTimesAreOneValueUnlessTheirColonsAlsoSeparateTheKey() {
        assertThat(KeyShape.of("EV|2026-01-02T10:15:00Z|e1").signature()).isEqualTo("EV|*|*");
        assertThat(KeyShape.of("EV|2026-01-02T12:15:00.25+02:00|e1").signature())
                .isEqualTo("EV|*|*");
        assertThat(KeyShape.of("SLOT#2026-01-02#09:30").signature()).isEqualTo("SLOT#*#*");
        assertThat(KeyShape.of("2026-01-02T10:15:00Z").texts()).containsExactly("2026-01-02T10:15:00Z");
        assertThat(KeyShape.of("USER:2026-01-02T10:15:00Z").signature()).isEqualTo("USER:*:*:*");
    }

    @Test
    void aLiteralTakingManyValuesIsAValueAfterAll() {
        List<Item> items = new ArrayList<>();
        for (String name : List.of("acme", "globex", "initech", "umbrella", "hooli", "vandelay", "wonka", "stark")) {
            items.add(item(name, "PROFILE", Map.of()));
        }

        assertThat(KeyGrouping.group(items, "PK", "SK"))
                .singleElement()
                .satisfies(g -> assertThat(g.signature()).isEqualTo("* / PROFILE"));
    }

    @Test
    void markersSeenOftenStayApartHoweverManyThereAre() {
        List<Item> items = new ArrayList<>();
        for (String marker : List.of("ACCOUNT", "ENTERPRISE", "GROUP", "PRODUCT", "ROLE", "SERVICE", "USER", "AUDIT")) {
            for (int i = 0; i < 3; i++) {
                items.add(item(marker + "#x" + i, "METADATA", Map.of()));
            }
        }

        assertThat(KeyGrouping.group(items, "PK", "SK"))
                .extracting(KeyGrouping.Group::signature)
                .hasSize(8)
                .contains("ACCOUNT#* / METADATA", "AUDIT#* / METADATA");
    }

    @Test
    void rareLiteralsAtOnePlaceAreValuesAndHyphenatedWordsAreLiterals() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            items.add(item("workspaces/w" + i, "users/u" + i, Map.of()));
        }
        items.add(item("agents/a1", "users/u1", Map.of()));
        items.add(item("documents/d1", "users/u2", Map.of()));
        items.add(item("mcp-servers/m1", "users/u3", Map.of()));
        for (int i = 0; i < 3; i++) {
            items.add(item("output-channels/c" + i, "channel", Map.of()));
        }

        assertThat(KeyGrouping.group(items, "PK", "SK"))
                .extracting(KeyGrouping.Group::signature)
                .containsExactlyInAnyOrder("workspaces/* / users/*", "*/* / users/*", "output-channels/* / channel");
        assertThat(DescriptorDraft.entityName("output-channels")).isEqualTo("OutputChannel");
    }

    @Test
    void aWholeKeyWordWrittenLikeTheIdsBesideItIsAnId() {
        List<Item> items = new ArrayList<>();
        for (String pk : List.of("kcgyf22g", "x7tq0pzm", "nlzbgfvz")) {
            for (int i = 0; i < 3; i++) {
                items.add(item(pk, "m" + i + "k2", Map.of()));
            }
        }
        for (int i = 0; i < 3; i++) {
            items.add(item("k" + i + "abcdef", "META", Map.of()));
        }

        assertThat(KeyGrouping.group(items, "PK", "SK"))
                .extracting(KeyGrouping.Group::signature)
                .containsExactlyInAnyOrder("* / *", "* / META");
    }

    @Test
    void typesAreGuessedFromTheValuesAndSecretsFromTheName() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            items.add(item(
                    "A#" + i,
                    "META",
                    Map.of(
                            "status",
                            Value.str(i % 3 == 0 ? "active" : "expired"),
                            "email",
                            Value.str("u" + i + "@example.com"),
                            "created",
                            Value.str("2026-11-2" + i % 9 + "T10:00:00Z"),
                            "expiresAt",
                            Value.num(1_790_000_000L + i),
                            "settings",
                            Value.str("{\"a\":" + i + "}"),
                            "keyHash",
                            Value.str("abc" + i),
                            "count",
                            Value.num(i))));
        }

        assertThat(AttributeGuess.of("status", items).declaration().toString())
                .isEqualTo("{\"type\":\"enum\",\"open\":true,\"values\":[\"active\",\"expired\"],\"required\":true}");
        assertThat(AttributeGuess.of("email", items).declaration().get("type").asText())
                .isEqualTo("email");
        assertThat(AttributeGuess.of("created", items).declaration().get("type").asText())
                .isEqualTo("timestamp");
        assertThat(AttributeGuess.of("expiresAt", items)
                        .declaration()
                        .get("type")
                        .asText())
                .isEqualTo("epoch");
        assertThat(AttributeGuess.of("settings", items)
                        .declaration()
                        .get("type")
                        .asText())
                .isEqualTo("json");
        assertThat(AttributeGuess.of("keyHash", items).declaration().get("type").asText())
                .isEqualTo("secret");
        assertThat(AttributeGuess.of("count", items).declaration().get("type").asText())
                .isEqualTo("number");
    }

    @Test
    void aFewItemsOffTheirAttributesPatternAreNotedAsBrokenAndTheDeclarationFlagsThem() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            items.add(item(
                    "A#" + i,
                    "META",
                    Map.of(
                            "name",
                            i == 3 ? Value.num(12) : Value.str("name " + i),
                            "settings",
                            Value.str(i == 4 ? "{\"a\": [1" : "{\"a\":" + i + "}"),
                            "plan",
                            Value.str("p" + i))));
        }
        items.set(5, item("A#5", "META", Map.of("settings", Value.str("{}"), "name", Value.str("n"))));
        List<Item> few = items.subList(0, 6);

        AttributeGuess.Guess name = AttributeGuess.of("name", items);
        assertThat(name.declaration().toString()).isEqualTo("{\"type\":\"string\",\"required\":true}");
        assertThat(name.why()).contains("1 of 12 hold another type: probably broken");
        assertThat(AttributeGuess.of("settings", items)
                        .declaration()
                        .get("type")
                        .asText())
                .isEqualTo("json");
        assertThat(AttributeGuess.of("settings", items).why()).contains("1 of 12 are not: probably broken");
        assertThat(AttributeGuess.of("plan", items).why()).contains("required: missing from only 1 of 12");
        assertThat(AttributeGuess.of("plan", few).declaration().has("required")).isFalse();
        assertThat(AttributeGuess.of("name", items.subList(0, 4))).isNull();
    }
}
