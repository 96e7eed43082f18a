package io.tenantdesk.schema.item;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DynamoJsonTest {

    private static Item everyType() {
        Map<String, Value> values = new LinkedHashMap<>();
        values.put("PK", Value.str("ACCOUNT#a1"));
        values.put("seats", Value.num("12.50"));
        values.put("blob", new Value.Bin(new byte[] {1, 2, 3}));
        values.put("active", Value.bool(true));
        values.put("gone", Value.nul());
        values.put("list", new Value.ListOf(List.of(Value.str("x"), Value.num(3))));
        values.put("map", new Value.MapOf(Map.of("k", Value.str("v"))));
        values.put("tags", new Value.StrSet(Set.of("a")));
        values.put("counts", new Value.NumSet(Set.of("1")));
        values.put("blobs", new Value.BinSet(List.of(new Value.Bin(new byte[] {9}))));
        return Item.of(values);
    }

    @Test
    void everyDynamoTypeSurvivesTheRoundTrip() {
        Item item = everyType();
        DynamoJson.Parsed parsed = DynamoJson.parse(DynamoJson.write(item, Set.of()), Item.empty());
        assertThat(parsed.problems()).isEmpty();
        assertThat(parsed.item()).isEqualTo(item);
        assertThat(List.copyOf(parsed.item().names())).isEqualTo(List.copyOf(item.names()));
    }

    @Test
    void aSecretIsShownMaskedAndItsMarkerKeepsTheStoredValue() {
        Item loaded = Item.of(Map.of("PK", Value.str("k"), "keyHash", Value.str("abcdef0123")));
        String text = DynamoJson.write(loaded, Set.of("keyHash"));
        assertThat(text).doesNotContain("abcdef0123").contains("\"secret\" : \"********\"");
        assertThat(DynamoJson.parse(text, loaded).item()).isEqualTo(loaded);
        assertThat(DynamoJson.parse(text, Item.empty()).problems())
                .singleElement()
                .asString()
                .contains("`keyHash` is a masked secret")
                .contains("never typed in clear");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "{\"PK\": {\"S\": \"a\"},}|1|19|expected an attribute name in double quotes, found `}` (a comma before the closing `}` is one too many)",
                "{\"PK\": {\"S\": \"a\"} \"SK\": {\"S\": \"b\"}}|1|19|expected a comma or `}` after the value, found `\"`",
                "{\"PK\": {\"S\": 'a'}}|1|14|expected a value, found `'` (JSON text uses double quotes)",
                "{\"PK\": {\"BOOL\": True}}|1|17|`True` is not a JSON value",
                "{\"PK\": {\"S\": \"a\"}|1|18|the text ends before every `{` and `[` is closed",
                "{\"PK\": {\"S\": \"a\"}, \"PK\": {\"S\": \"b\"}}|1|24|`PK` is given twice in the same object",
            })
    void brokenJsonIsNamedByLineAndColumnInWords(String text, int line, int column, String words) {
        DynamoJson.Parsed parsed = DynamoJson.parse(text, Item.empty());
        assertThat(parsed.item()).isNull();
        DynamoJson.Problem problem = parsed.problems().get(0);
        assertThat(problem.message())
                .startsWith(words)
                .doesNotContain("Unexpected")
                .doesNotContain("code ");
        assertThat(problem.line()).isEqualTo(line);
        assertThat(problem.column()).isEqualTo(column);
    }

    @Test
    void everyWrongTypeIsReportedWhereItIs() {
        String text = String.join(
                "\n",
                "{",
                "  \"PK\": \"ACCOUNT#a1\",",
                "  \"seats\": {\"N\": \"twelve\"},",
                "  \"status\": {\"s\": \"active\"},",
                "  \"tags\": {\"SS\": [\"a\", \"a\"]},",
                "  \"none\": {\"NS\": []},",
                "  \"flag\": {\"BOOL\": \"yes\"},",
                "  \"both\": {\"S\": \"x\", \"N\": \"1\"},",
                "  \"deep\": {\"M\": {\"k\": {\"L\": [{\"Q\": 1}]}}}",
                "}");
        List<String> problems = DynamoJson.parse(text, Item.empty()).problems().stream()
                .map(Object::toString)
                .toList();
        assertThat(problems)
                .containsExactly(
                        "Line 2, column 9: `PK` needs its DynamoDB type, e.g. {\"S\": \"text\"} or {\"N\": \"12\"}",
                        "Line 3, column 18: `seats`: `twelve` is not a number",
                        "Line 4, column 14: `status`: `s` is written `S`; DynamoDB types are upper case",
                        "Line 5, column 24: `tags`: `a` is in the set twice; a set holds each element once",
                        "Line 6, column 18: `none`: DynamoDB has no empty sets; remove the attribute or add an element",
                        "Line 7, column 20: `flag`: BOOL takes true or false, without quotes",
                        "Line 8, column 11: `both` has more than one type (S, N); a value has exactly one",
                        "Line 9, column 31: `deep`.k[0]: `Q` is not a DynamoDB type; use S, N, B, BOOL, NULL, L, M, SS, NS or BS");
    }

    @Test
    void anEmptyTextSaysHowAnItemLooks() {
        assertThat(DynamoJson.parse("  ", Item.empty()).problems())
                .singleElement()
                .asString()
                .contains("the item is empty");
        assertThat(DynamoJson.parse("[]", Item.empty()).problems())
                .singleElement()
                .asString()
                .contains("an item starts with `{`");
    }
}
