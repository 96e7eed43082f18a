package io.tenantdesk.schema.validation;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;

/**
 * Checks ISO-8601 dates and timestamps quickly: the common shapes ({@code 2026-02-21},
 * {@code 2026-02-21T14:30:00Z}, with fractions or an offset) are read digit by digit; anything else goes to the
 * JDK's parser, which decides. Classification checks every date of every item, so this matters.
 */
final class IsoTimes {

    private IsoTimes() {}

    static boolean isDate(String text) {
        if (text.length() == 10 && isFastDate(text, 0)) {
            return true;
        }
        try {
            LocalDate.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    static boolean isTimestamp(String text) {
        if (isFastTimestamp(text)) {
            return true;
        }
        try {
            OffsetDateTime.parse(text);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    /** yyyy-MM-dd at {@code at}, a real calendar day. */
    private static boolean isFastDate(String s, int at) {
        if (s.length() < at + 10 || s.charAt(at + 4) != '-' || s.charAt(at + 7) != '-') {
            return false;
        }
        int year = digits(s, at, 4);
        int month = digits(s, at + 5, 2);
        int day = digits(s, at + 8, 2);
        if (year < 0 || month < 0 || day < 0) {
            return false;
        }
        try {
            LocalDate.of(year, month, day);
            return true;
        } catch (DateTimeException e) {
            return false;
        }
    }

    /** yyyy-MM-ddTHH:mm:ss, optional fraction, then Z or ±HH:MM. */
    private static boolean isFastTimestamp(String s) {
        if (s.length() < 20 || !isFastDate(s, 0) || s.charAt(10) != 'T' || s.charAt(13) != ':' || s.charAt(16) != ':') {
            return false;
        }
        int hour = digits(s, 11, 2);
        int minute = digits(s, 14, 2);
        int second = digits(s, 17, 2);
        if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
            return false;
        }
        int i = 19;
        if (s.charAt(i) == '.') {
            int start = ++i;
            while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
                i++;
            }
            if (i == start || i - start > 9) {
                return false;
            }
        }
        if (i == s.length() - 1) {
            return s.charAt(i) == 'Z';
        }
        if (i + 6 != s.length() || (s.charAt(i) != '+' && s.charAt(i) != '-') || s.charAt(i + 3) != ':') {
            return false;
        }
        int offsetHours = digits(s, i + 1, 2);
        int offsetMinutes = digits(s, i + 4, 2);
        return offsetHours >= 0
                && offsetMinutes >= 0
                && offsetMinutes <= 59
                && (offsetHours < 18 || offsetHours == 18 && offsetMinutes == 0);
    }

    private static int digits(String s, int at, int count) {
        int value = 0;
        for (int i = at; i < at + count; i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
