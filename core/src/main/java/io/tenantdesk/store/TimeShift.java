package io.tenantdesk.store;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A signed duration a date or time is moved by, read from text such as {@code 30d}, {@code -2h}, {@code +90m} or
 * {@code 1w}: dates move by whole days, timestamps keep their offset, epoch seconds stay whole seconds.
 */
record TimeShift(Duration by) {

    private static final Pattern TEXT =
            Pattern.compile("([+-]?\\d{1,9})\\s*(w|weeks?|d|days?|h|hours?|m|min|minutes?|s|seconds?)");

    /** @throws IllegalArgumentException when the text is not a duration, in words */
    static TimeShift parse(String text) {
        Matcher m = TEXT.matcher(text == null ? "" : text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new IllegalArgumentException("`" + text + "` is not a duration: write a whole number and a unit, "
                    + "e.g. 30d, -2h, 90m, 1w (w, d, h, m, s).");
        }
        long amount = Long.parseLong(m.group(1));
        Duration by = switch (m.group(2).charAt(0)) {
            case 'w' -> Duration.ofDays(7 * amount);
            case 'd' -> Duration.ofDays(amount);
            case 'h' -> Duration.ofHours(amount);
            case 'm' -> Duration.ofMinutes(amount);
            default -> Duration.ofSeconds(amount);
        };
        if (by.isZero()) {
            throw new IllegalArgumentException("A shift of `" + text + "` moves nothing.");
        }
        return new TimeShift(by);
    }

    /** The duration in words, e.g. "+30 days" or "-2 h". */
    String words() {
        long seconds = by.getSeconds();
        String sign = seconds < 0 ? "-" : "+";
        long abs = Math.abs(seconds);
        if (abs % 86_400 == 0) {
            return sign + abs / 86_400 + (abs == 86_400 ? " day" : " days");
        }
        if (abs % 3_600 == 0) {
            return sign + abs / 3_600 + " h";
        }
        return abs % 60 == 0 ? sign + abs / 60 + " min" : sign + abs + " s";
    }

    /**
     * The value moved by this duration, stored as it was (a date as a date, a timestamp with its offset).
     *
     * @throws IllegalArgumentException when the attribute is not a time, or this value of it is not one
     */
    Value apply(AttributeSpec spec, Value value) {
        String text = value instanceof Value.Str s ? s.value() : value instanceof Value.Num n ? n.value() : null;
        AttributeType type = spec.type();
        try {
            if (type == AttributeType.DATE && text != null) {
                if (by.getSeconds() % 86_400 != 0) {
                    throw new IllegalArgumentException("`" + spec.name() + "` is a date: shift it by whole days.");
                }
                return Value.str(LocalDate.parse(text).plusDays(by.toDays()).toString());
            }
            if (type == AttributeType.TIMESTAMP && text != null) {
                return Value.str(OffsetDateTime.parse(text).plus(by).format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
            }
            if (type == AttributeType.EPOCH && value instanceof Value.Num) {
                return Value.num(new BigDecimal(text)
                        .add(BigDecimal.valueOf(by.getSeconds()))
                        .toPlainString());
            }
        } catch (DateTimeParseException | NumberFormatException e) {
            throw new IllegalArgumentException(
                    "`" + spec.name() + "` holds `" + text + "`, which is not a " + type.code() + " to shift.");
        }
        if (type == AttributeType.DATE || type == AttributeType.TIMESTAMP || type == AttributeType.EPOCH) {
            throw new IllegalArgumentException("`" + spec.name() + "` holds a value of the wrong type to shift.");
        }
        throw new IllegalArgumentException("`" + spec.name() + "` is a " + type.code()
                + ", not a date, timestamp or epoch time: it cannot be shifted.");
    }
}
