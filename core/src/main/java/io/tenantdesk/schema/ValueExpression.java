package io.tenantdesk.schema;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A value in a declared range: literal text with placeholders. {@code {now}}, {@code {now+30d}},
 * {@code {now-15m|epoch}} are moments relative to when the query runs; any other {@code {name}} is a
 * parameter the user supplies. Formats: {@code iso} ({@code 2026-11-25T10:00:00Z}), {@code date}
 * ({@code 2026-11-25}), {@code epoch} (seconds), {@code epochHour} (seconds, truncated to the hour).
 * Without a format, a moment renders as epoch seconds for a Number key and ISO text for a String key.
 */
public final class ValueExpression {

    private static final Pattern TOKEN = Pattern.compile("\\{([^{}]*)}");
    private static final Pattern NOW =
            Pattern.compile("now(?:([+-])(\\d+)([smhd]))?(?:\\|(iso|date|epoch|epochHour))?");
    private static final Pattern PARAMETER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final DateTimeFormatter ISO_SECONDS =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private sealed interface Part permits Text, Moment, Parameter {}

    private record Text(String text) implements Part {}

    private record Moment(Duration offset, String format) implements Part {}

    private record Parameter(String name) implements Part {}

    private final String text;
    private final List<Part> parts;

    private ValueExpression(String text, List<Part> parts) {
        this.text = text;
        this.parts = List.copyOf(parts);
    }

    /**
     * Reads an expression.
     *
     * @throws IllegalArgumentException naming the token that cannot be read
     */
    public static ValueExpression parse(String text) {
        List<Part> parts = new ArrayList<>();
        Matcher m = TOKEN.matcher(text);
        int last = 0;
        while (m.find()) {
            if (m.start() > last) {
                parts.add(new Text(text.substring(last, m.start())));
            }
            String token = m.group(1);
            Matcher now = NOW.matcher(token);
            if (now.matches()) {
                parts.add(new Moment(offset(now), now.group(4)));
            } else if (PARAMETER.matcher(token).matches()) {
                parts.add(new Parameter(token));
            } else {
                throw new IllegalArgumentException("`{" + token + "}` in `" + text
                        + "` is neither a parameter name nor a time such as {now}, {now+30d} or {now-1h|epoch}");
            }
            last = m.end();
        }
        if (last < text.length()) {
            String rest = text.substring(last);
            if (rest.indexOf('{') >= 0 || rest.indexOf('}') >= 0) {
                throw new IllegalArgumentException("unbalanced braces in `" + text + "`");
            }
            parts.add(new Text(rest));
        }
        return new ValueExpression(text, parts);
    }

    private static Duration offset(Matcher now) {
        if (now.group(1) == null) {
            return Duration.ZERO;
        }
        long amount = Long.parseLong(now.group(2));
        ChronoUnit unit = switch (now.group(3)) {
            case "s" -> ChronoUnit.SECONDS;
            case "m" -> ChronoUnit.MINUTES;
            case "h" -> ChronoUnit.HOURS;
            default -> ChronoUnit.DAYS;
        };
        Duration d = Duration.of(amount, unit);
        return now.group(1).equals("-") ? d.negated() : d;
    }

    public String text() {
        return text;
    }

    /** The parameter names (not time expressions) in order of appearance. */
    public List<String> parameters() {
        List<String> names = new ArrayList<>();
        for (Part p : parts) {
            if (p instanceof Parameter param && !names.contains(param.name())) {
                names.add(param.name());
            }
        }
        return names;
    }

    /** True when the expression is plain text without placeholders. */
    public boolean isLiteral() {
        return parts.stream().allMatch(p -> p instanceof Text);
    }

    /**
     * Renders the value for a query that runs at {@code now}.
     *
     * @throws IllegalArgumentException if a parameter has no value
     */
    public String render(Instant now, Map<String, String> parameters, KeyType keyType) {
        StringBuilder out = new StringBuilder();
        for (Part p : parts) {
            if (p instanceof Text t) {
                out.append(t.text());
            } else if (p instanceof Parameter param) {
                String value = parameters.get(param.name());
                if (value == null || value.isEmpty()) {
                    throw new IllegalArgumentException("the range needs a value for `" + param.name() + "`");
                }
                out.append(value);
            } else {
                Moment moment = (Moment) p;
                out.append(formatMoment(now.plus(moment.offset()), moment.format(), keyType));
            }
        }
        return out.toString();
    }

    private static String formatMoment(Instant at, String format, KeyType keyType) {
        String chosen = format != null ? format : keyType == KeyType.N ? "epoch" : "iso";
        return switch (chosen) {
            case "date" -> at.atOffset(ZoneOffset.UTC).toLocalDate().toString();
            case "epoch" -> Long.toString(at.getEpochSecond());
            case "epochHour" -> Long.toString(at.getEpochSecond() / 3600 * 3600);
            default -> ISO_SECONDS.format(at);
        };
    }

    @Override
    public String toString() {
        return text;
    }
}
