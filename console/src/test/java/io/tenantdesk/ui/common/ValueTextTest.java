package io.tenantdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.item.Value;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class ValueTextTest {

    private final ValueText text = new ValueText(
            Clock.fixed(Instant.parse("2026-03-01T00:00:00Z"), ZoneOffset.UTC), ZoneId.of("Asia/Kolkata"));

    @Test
    void momentsReadInTheUsersZone() {
        Instant at = Instant.parse("2026-02-21T14:30:05Z");

        assertThat(text.timestamp(at)).isEqualTo("2026-02-21 20:00:05");
        assertThat(text.timeOfDay(at)).isEqualTo("20:00:05");
        assertThat(text.timestamp("2026-02-21T14:30:05Z")).isEqualTo("2026-02-21 20:00:05");
        assertThat(text.timestamp("yesterday"))
                .as("not a timestamp: shown as it is")
                .isEqualTo("yesterday");
    }

    @Test
    void anEpochOrTimestampBeyondTheCalendarIsShownAsStoredWithTheReason() {
        AttributeSpec expires = AttributeSpec.of("expiresAt", AttributeType.EPOCH);
        AttributeSpec seen = AttributeSpec.of("seenAt", AttributeType.TIMESTAMP);

        for (String stored : List.of("1767225600000000000", "1E+125", "-9.9E+125", "31556889864403200", "1.5")) {
            ValueText.Cell cell = text.show(expires, Value.num(stored), true);
            assertThat(cell.text()).as(stored).isEqualTo(stored);
            assertThat(cell.problem())
                    .as(stored)
                    .isEqualTo("`expiresAt` is not a moment in whole seconds since 1970 that"
                            + " the console can show as a date; shown as stored");
        }
        ValueText.Cell farOff = text.show(seen, Value.str("+999999999-12-31T23:59:59-18:00"), false);
        assertThat(farOff.text()).isEqualTo("+999999999-12-31T23:59:59-18:00");
        assertThat(farOff.problem())
                .isEqualTo("`seenAt` is a moment beyond the dates the console can show; shown as stored");
        assertThat(text.show(seen, Value.str("soon"), false).problem())
                .isEqualTo("`seenAt` is not an ISO-8601 timestamp; shown as stored");
        assertThat(text.epoch("1767225600000000000", true)).isEqualTo("1767225600000000000");
        assertThat(text.timestamp("+999999999-12-31T23:59:59-18:00")).isEqualTo("+999999999-12-31T23:59:59-18:00");
    }

    @Test
    void numbersAreGroupedAndMoneyHasTwoDecimalsSoAColumnLinesUp() {
        AttributeSpec balance = AttributeSpec.of("creditBalance", AttributeType.NUMBER);
        AttributeSpec seats = AttributeSpec.of("seats", AttributeType.NUMBER);
        AttributeSpec topP = AttributeSpec.of("topP", AttributeType.NUMBER);

        assertThat(text.cell(balance, Value.num("1032.53"), false)).isEqualTo("1,032.53");
        assertThat(text.cell(balance, Value.num("7"), false)).isEqualTo("7.00");
        assertThat(text.cell(balance, Value.num("1.685"), false)).isEqualTo("1.69");
        assertThat(text.cell(seats, Value.num("1200"), false)).isEqualTo("1,200");
        assertThat(text.cell(topP, Value.num("0.95"), false)).isEqualTo("0.95");
        assertThat(text.cell(null, Value.num("1032"), false))
                .as("an attribute the entity does not declare, shown as stored")
                .isEqualTo("1032");
    }

    @Test
    void aValueShownAsItsTypeHasNoProblem() {
        ValueText.Cell ttl = text.show(null, Value.num(1_772_409_600), true);

        assertThat(ttl.text()).isEqualTo("2026-03-02 05:30 · expires in 24 h");
        assertThat(ttl.problem()).isNull();
        assertThat(text.show(AttributeSpec.of("n", AttributeType.NUMBER), Value.bool(true), false))
                .isEqualTo(new ValueText.Cell("true", null));
    }

    @Test
    void hiddenCharactersAreEscapedAndLongTextCutOnACharacter() {
        assertThat(text.cell(null, Value.str("a\u202Eb\u0000c\nd\uD800"), false))
                .isEqualTo("a\\u202eb\\u0000c d\\ud800");
        String emoji = "x".repeat(78) + "\uD83D\uDE00" + "y".repeat(1_000_000);
        assertThat(text.cell(null, Value.str(emoji), false)).isEqualTo("x".repeat(78) + "…");
        assertThat(text.cell(null, Value.str("z".repeat(500)), false))
                .hasSize(80)
                .endsWith("z…");
    }
}
