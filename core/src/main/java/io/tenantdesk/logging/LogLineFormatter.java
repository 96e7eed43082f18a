package io.tenantdesk.logging;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.format.DateTimeFormatter;
import java.util.logging.Formatter;
import java.util.logging.LogRecord;

/**
 * One line per record, {@code 2026-11-25T12:00:00.123Z INFO io.tenantdesk.local.LocalDemo: message}, then the
 * stack trace if there is one; every secret-looking part masked (see {@link SecretRedaction}).
 */
public final class LogLineFormatter extends Formatter {

    private final SecretRedaction redaction = new SecretRedaction();

    @Override
    public String format(LogRecord record) {
        StringBuilder text = new StringBuilder(formatMessage(record)).append(System.lineSeparator());
        if (record.getThrown() != null) {
            StringWriter trace = new StringWriter();
            record.getThrown().printStackTrace(new PrintWriter(trace));
            text.append(trace);
        }
        return DateTimeFormatter.ISO_INSTANT.format(record.getInstant()) + ' '
                + record.getLevel().getName() + ' ' + (record.getLoggerName() == null ? "-" : record.getLoggerName())
                + ": " + redaction.redact(text.toString());
    }
}
