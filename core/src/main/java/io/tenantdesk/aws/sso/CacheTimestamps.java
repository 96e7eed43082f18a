package io.tenantdesk.aws.sso;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;

/**
 * Timestamps in the SSO cache. Written as the CLI v2 writes them ({@code 2024-05-01T09:30:00Z}); read in
 * every form a CLI or SDK has written: {@code Z}, {@code UTC} (older botocore's {@code %Z}), an offset
 * such as {@code +00:00}, fractional seconds, or no zone at all (taken as UTC).
 */
public final class CacheTimestamps {

    private static final DateTimeFormatter WRITE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);

    private CacheTimestamps() {}

    public static String format(Instant instant) {
        return WRITE.format(instant.truncatedTo(ChronoUnit.SECONDS));
    }

    public static Instant parse(String text) {
        String value = text.trim();
        if (value.endsWith("UTC")) {
            value = value.substring(0, value.length() - 3).trim() + "Z";
        }
        value = value.replace(' ', 'T');
        try {
            return OffsetDateTime.parse(value).toInstant();
        } catch (DateTimeParseException notOffset) {
            try {
                return LocalDateTime.parse(value).toInstant(ZoneOffset.UTC);
            } catch (DateTimeParseException e) {
                throw new DateTimeParseException("not a timestamp: `" + text + "`", text, 0, e);
            }
        }
    }
}
