package io.tenantdesk.ui.common;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * How a value reads in a grid cell: timestamps in local time, TTLs as a date and a countdown ("expires in 3 h",
 * "expired 2 d ago (not yet deleted)"), secrets masked, JSON and nested values on one abbreviated line.
 */
public final class ValueText {

    public static final String MASK = "••••••••";
    private static final int MAX_CELL = 80;
    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);
    private static final DateTimeFormatter TIME_OF_DAY = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);
    private static final DateTimeFormatter LOCAL_MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private final Clock clock;
    private final ZoneId zone;

    public ValueText(Clock clock, ZoneId zone) {
        this.clock = clock;
        this.zone = zone;
    }

    /**
     * @param spec  the attribute's declaration, or null for an undeclared attribute
     * @param isTtl true when the attribute is its table's TTL attribute
     */
    public String cell(AttributeSpec spec, Value value, boolean isTtl) {
        if (value == null) {
            return "";
        }
        if (spec != null && spec.secret()) {
            return MASK;
        }
        AttributeType type = spec == null ? null : spec.type();
        if (value instanceof Value.Str s) {
            if (type == AttributeType.TIMESTAMP) {
                return timestamp(s.value());
            }
            if (type == AttributeType.JSON) {
                return abbreviate(s.value().replaceAll("\\s+", " "));
            }
            return abbreviate(s.value());
        }
        if (value instanceof Value.Num n && (type == AttributeType.EPOCH || isTtl)) {
            return epoch(n.value(), isTtl);
        }
        return abbreviate(PlainValues.text(value));
    }

    /** An ISO timestamp in the user's time zone; text that is not one is shown as it is. */
    public String timestamp(String iso) {
        try {
            return timestamp(OffsetDateTime.parse(iso).toInstant());
        } catch (DateTimeParseException e) {
            return iso;
        }
    }

    /** A moment in the user's time zone, to the second. */
    public String timestamp(Instant at) {
        return at.atZone(zone).format(LOCAL);
    }

    /** The time of day of a moment in the user's time zone, e.g. {@code 14:30:05}: for "saved at …". */
    public String timeOfDay(Instant at) {
        return at.atZone(zone).format(TIME_OF_DAY);
    }

    /** Epoch seconds as a local date and time with how long until (or since) then. */
    public String epoch(String seconds, boolean isTtl) {
        long at;
        try {
            at = new java.math.BigDecimal(seconds).longValueExact();
        } catch (ArithmeticException | NumberFormatException e) {
            return seconds;
        }
        Instant when = Instant.ofEpochSecond(at);
        String date = when.atZone(zone).format(LOCAL_MINUTES);
        Duration left = Duration.between(clock.instant(), when);
        if (!left.isNegative()) {
            return date + " · " + (isTtl ? "expires in " : "in ") + span(left);
        }
        return date + " · " + (isTtl ? "expired " + span(left.negated()) + " ago (not yet deleted)" : span(left.negated()) + " ago");
    }

    /** A short span: "45 s", "12 min", "3 h", "2 d". */
    public static String span(Duration d) {
        long s = d.getSeconds();
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return s / 60 + " min";
        }
        if (s < 86_400 * 2) {
            return s / 3600 + " h";
        }
        return s / 86_400 + " d";
    }

    static String abbreviate(String text) {
        String oneLine = text.replace('\n', ' ').replace('\r', ' ');
        return oneLine.length() <= MAX_CELL ? oneLine : oneLine.substring(0, MAX_CELL - 1) + "…";
    }
}
