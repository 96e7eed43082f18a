package io.tenantdesk.schema.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class IsoTimesTest {

    private static boolean jdkDate(String s) {
        try {
            LocalDate.parse(s);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private static boolean jdkTimestamp(String s) {
        try {
            OffsetDateTime.parse(s);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    @Test
    void agreesWithTheJdkOnTypicalAndTrickyValues() {
        for (String s : List.of(
                "2026-02-21",
                "2026-02-29",
                "2024-02-29",
                "2026-13-01",
                "2026-00-10",
                "26-02-21",
                "2026-2-21",
                "２０２６-02-21",
                "+12026-02-21",
                "")) {
            assertThat(IsoTimes.isDate(s)).as(s).isEqualTo(jdkDate(s));
        }
        for (String s : List.of(
                "2026-02-21T14:30:00Z",
                "2026-02-21T14:30:00.123Z",
                "2026-02-21T14:30:00.123456789Z",
                "2026-02-21T14:30:00+01:00",
                "2026-02-21T14:30:00-05:30",
                "2026-02-21T24:00:00Z",
                "2026-02-21T14:60:00Z",
                "2026-02-21T14:30Z",
                "2026-02-21 14:30:00Z",
                "2026-02-21T14:30:00",
                "2026-02-30T10:00:00Z",
                "2026-02-21T14:30:00.Z",
                "2026-02-21T14:30:00+19:00",
                "2026-02-21T14:30:00+01",
                "2026-02-21T14:30:00+18:00",
                "2026-02-21T14:30:00+18:30",
                "2026-02-21T14:30:00.１Z")) {
            assertThat(IsoTimes.isTimestamp(s)).as(s).isEqualTo(jdkTimestamp(s));
        }
    }

    @Test
    void agreesWithTheJdkOnRandomMutations() {
        Random random = new Random(11);
        String base = "2026-02-21T14:30:00.500+01:00";
        String alphabet = "0123456789-:T.Z+ x";
        for (int i = 0; i < 20_000; i++) {
            char[] chars = base.toCharArray();
            chars[random.nextInt(chars.length)] = alphabet.charAt(random.nextInt(alphabet.length()));
            String s = new String(chars, 0, random.nextInt(4) == 0 ? random.nextInt(chars.length) : chars.length);
            assertThat(IsoTimes.isTimestamp(s)).as(s).isEqualTo(jdkTimestamp(s));
            String date = s.length() >= 10 ? s.substring(0, 10) : s;
            assertThat(IsoTimes.isDate(date)).as(date).isEqualTo(jdkDate(date));
        }
    }
}
