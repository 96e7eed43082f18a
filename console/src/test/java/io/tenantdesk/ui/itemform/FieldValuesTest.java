package io.tenantdesk.ui.itemform;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.item.Value;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Field text to DynamoDB values and back. */
class FieldValuesTest {

    private final FieldValues values = new FieldValues();

    @Test
    void numbersAreNormalisedDecimalText() {
        AttributeSpec seats = AttributeSpec.of("seats", AttributeType.NUMBER);
        assertThat(values.parse(FieldKind.NUMBER, seats, " 1e3 ").value()).isEqualTo(Value.num("1000"));
        assertThat(values.parse(FieldKind.NUMBER, seats, "12.50").value()).isEqualTo(Value.num("12.50"));
        assertThat(values.parse(FieldKind.NUMBER, seats, "twelve").error())
                .isEqualTo("`seats` `twelve` is not a number");
        assertThat(values.parse(FieldKind.NUMBER, seats, "  ").value()).isNull();
    }

    @Test
    void aNumberDynamoDbCannotHoldIsRefusedWithoutWritingItOut() {
        AttributeSpec seats = AttributeSpec.of("seats", AttributeType.NUMBER);
        AttributeSpec list = AttributeSpec.of("limits", AttributeType.LIST);
        String range = " is beyond the numbers DynamoDB can hold (at most 38 digits, from 1E-130 to 9.99…E+125)";

        assertThat(values.parse(FieldKind.NUMBER, seats, "1e999999999").error())
                .isEqualTo("`seats` 1E+999999999" + range);
        assertThat(values.parse(FieldKind.NUMBER, seats, "1e-400").error()).isEqualTo("`seats` 1E-400" + range);
        assertThat(values.parse(FieldKind.STRUCTURED, list, "[{\"amount\": 1e999999999}]")
                        .error())
                .isEqualTo("`limits` 1E+999999999" + range);
        assertThat(values.parse(FieldKind.STRUCTURED, list, "[1e9999999999]").error())
                .startsWith("`limits` holds a number far beyond");
        assertThat(values.prettyPrint("[1e9999999999]")).isEmpty();
        assertThat(values.parse(FieldKind.NUMBER, seats, "9.9e125").value())
                .isEqualTo(Value.num("9" + "9".repeat(1) + "0".repeat(124)));
    }

    @Test
    void listsMapsAndSetsRoundTripThroughJson() {
        AttributeSpec list = AttributeSpec.of("events", AttributeType.LIST);
        Value events = new Value.ListOf(List.of(
                new Value.MapOf(Map.of("type", Value.str("start"), "n", Value.num(2))), Value.bool(true), Value.nul()));
        String text = values.text(FieldKind.STRUCTURED, events);
        assertThat(text).contains("\n");
        assertThat(values.parse(FieldKind.STRUCTURED, list, text).value()).isEqualTo(events);

        AttributeSpec tags = AttributeSpec.of("tags", AttributeType.STRING_SET);
        Value set = new Value.StrSet(Set.of("a"));
        assertThat(values.parse(FieldKind.STRUCTURED, tags, values.text(FieldKind.STRUCTURED, set))
                        .value())
                .isEqualTo(set);
        assertThat(values.parse(FieldKind.STRUCTURED, tags, "[]").error()).contains("no empty sets");
        assertThat(values.parse(FieldKind.STRUCTURED, tags, "[\"a\", \"a\"]").error())
                .contains("twice");
        assertThat(values.parse(FieldKind.STRUCTURED, tags, "[1]").error()).contains("is not a string");
        assertThat(values.parse(FieldKind.STRUCTURED, list, "{\"a\": 1}").error())
                .contains("is a list");
        assertThat(values.parse(FieldKind.STRUCTURED, list, "[1,").error()).startsWith("`events` is not valid JSON");
    }

    @Test
    void valuesJsonCannotExpressAreNotEditable() {
        Value binary = new Value.ListOf(List.of(new Value.Bin(new byte[] {1, 2})));
        Value numbers = new Value.MapOf(Map.of("n", new Value.NumSet(Set.of("1"))));
        assertThat(values.editable(FieldKind.STRUCTURED, binary)).isFalse();
        assertThat(values.editable(FieldKind.STRUCTURED, numbers)).isFalse();
        assertThat(values.editable(FieldKind.STRUCTURED, new Value.ListOf(List.of(Value.str("x")))))
                .isTrue();
        assertThat(values.editable(FieldKind.SECRET, Value.str("x"))).isFalse();
        assertThat(values.text(FieldKind.SECRET, Value.str("hunter2"))).isEmpty();
    }

    @Test
    void booleansAreTrueFalseOrNotSet() {
        AttributeSpec flag = AttributeSpec.of("keepAlive", AttributeType.BOOLEAN);
        assertThat(values.parse(FieldKind.BOOLEAN, flag, "true").value()).isEqualTo(Value.bool(true));
        assertThat(values.parse(FieldKind.BOOLEAN, flag, "").value()).isNull();
        assertThat(values.parse(FieldKind.BOOLEAN, flag, "yes").ok()).isFalse();
        assertThat(values.text(FieldKind.BOOLEAN, Value.bool(false))).isEqualTo("false");
    }
}
