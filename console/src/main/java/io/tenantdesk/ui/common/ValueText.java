package io.tenantdesk.ui.common;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.text.VisibleText;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import java.util.Optional;

/**
 * How a value reads in a grid cell: timestamps in local time, TTLs as a date and a countdown ("expires in 3 h",
 * "expired 2 d ago (not yet deleted)"), numbers grouped ({@link Numbers}), secrets masked, JSON and nested values on one abbreviated line, hidden
 * characters escaped. A value that cannot be shown as its declared type is shown as stored, with the reason.
 */
public final class ValueText {

    public static final String MASK = "••••••••";
    private static final int MAX_CELL = 80;
    private static final DateTimeFormatter LOCAL = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT);
    private static final DateTimeFormatter TIME_OF_DAY = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);
    private static final DateTimeFormatter LOCAL_MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    /** A cell's text, and why the value is shown as stored instead of as its declared type (null when it is not). */
    public record Cell(String text, String problem) {
        static Cell of(String text) {
            return new Cell(text, null);
        }
    }

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
        return show(spec, value, isTtl).text();
    }

    /** As {@link #cell}, with the reason when the value could not be shown as its declared type. */
    public Cell show(AttributeSpec spec, Value value, boolean isTtl) {
        if (value == null) {
            return Cell.of("");
        }
        if (spec != null && spec.secret()) {
            return Cell.of(MASK);
        }
        AttributeType type = spec == null ? null : spec.type();
        if (value instanceof Value.Str s) {
            if (type == AttributeType.TIMESTAMP) {
                return timestampCell(spec.name(), s.value());
            }
            if (type == AttributeType.JSON) {
                return Cell.of(abbreviate(s.value().replaceAll("\\s+", " ")));
            }
            return Cell.of(abbreviate(s.value()));
        }
        if (value instanceof Value.Num n && (type == AttributeType.EPOCH || isTtl)) {
            return epochCell(spec == null ? "the TTL" : spec.name(), n.value(), isTtl);
        }
        if (value instanceof Value.Num n && type == AttributeType.NUMBER) {
            return Cell.of(abbreviate(Numbers.attribute(spec.name(), n.value())));
        }
        return Cell.of(abbreviate(PlainValues.text(value)));
    }

    /** An ISO timestamp in the user's time zone; text that is not one is shown as it is. */
    public String timestamp(String iso) {
        return timestampCell("the value", iso).text();
    }

    /** A moment in the user's time zone, to the second. */
    public String timestamp(Instant at) {
        return at.atZone(zone).format(LOCAL);
    }

    /** The time of day of a moment in the user's time zone, e.g. {@code 14:30:05}: for "saved at …". */
    public String timeOfDay(Instant at) {
        return at.atZone(zone).format(TIME_OF_DAY);
    }

    /** Epoch seconds as a local date and time with how long until (or since) then; shown as stored when not one. */
    public String epoch(String seconds, boolean isTtl) {
        return epochCell("the value", seconds, isTtl).text();
    }

    private Cell timestampCell(String name, String iso) {
        Instant at;
        try {
            at = OffsetDateTime.parse(iso).toInstant();
        } catch (DateTimeException e) {
            return asStored(iso, "`" + name + "` is not an ISO-8601 timestamp");
        }
        return local(at, LOCAL)
                .map(Cell::of)
                .orElseGet(() -> asStored(iso, "`" + name + "` is a moment beyond the dates the console can show"));
    }

    private Cell epochCell(String name, String seconds, boolean isTtl) {
        Optional<Instant> when = epochSeconds(seconds);
        Optional<String> date = when.flatMap(at -> local(at, LOCAL_MINUTES));
        if (date.isEmpty()) {
            return asStored(
                    seconds,
                    "`" + name + "` is not a moment in whole seconds since 1970 that the console can"
                            + " show as a date");
        }
        Duration left = Duration.between(clock.instant(), when.get());
        if (!left.isNegative()) {
            return Cell.of(date.get() + " · " + (isTtl ? "expires in " : "in ") + span(left));
        }
        return Cell.of(date.get() + " · "
                + (isTtl
                        ? "expired " + span(left.negated()) + " ago (not yet deleted)"
                        : span(left.negated()) + " ago"));
    }

    private static Optional<Instant> epochSeconds(String seconds) {
        try {
            return Optional.of(Instant.ofEpochSecond(new BigDecimal(seconds).longValueExact()));
        } catch (ArithmeticException | NumberFormatException | DateTimeException e) {
            return Optional.empty();
        }
    }

    /**
     * Epoch seconds as the moment they stand for in UTC, to follow the stored number: " (2026-11-29 01:21:00 UTC)";
     * empty when they are not such a moment.
     */
    public static String utcMoment(String seconds) {
        return epochSeconds(seconds)
                .flatMap(at -> {
                    try {
                        return Optional.of(" (" + at.atZone(ZoneOffset.UTC).format(LOCAL) + " UTC)");
                    } catch (DateTimeException e) {
                        return Optional.empty();
                    }
                })
                .orElse("");
    }

    /** The moment in the user's zone, or empty when it lies beyond the dates a calendar can show. */
    private Optional<String> local(Instant at, DateTimeFormatter format) {
        try {
            return Optional.of(at.atZone(zone).format(format));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    private static Cell asStored(String stored, String why) {
        return new Cell(abbreviate(stored), why + "; shown as stored");
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

    /** A cell's line: line breaks as spaces, at most {@value #MAX_CELL} characters. */
    static String abbreviate(String text) {
        return oneLine(text.replace('\n', ' ').replace('\r', ' '), MAX_CELL);
    }

    /** One line of at most {@code max} characters: hidden characters escaped, a longer text cut with "…". */
    public static String oneLine(String text, int max) {
        boolean cut = text.length() > max * 4;
        String visible = VisibleText.escape(cut ? text.substring(0, max * 4) : text);
        if (!cut && visible.length() <= max) {
            return visible;
        }
        int end = max - 1;
        if (Character.isHighSurrogate(visible.charAt(end - 1))) {
            end--;
        }
        return visible.substring(0, end) + "…";
    }
}
