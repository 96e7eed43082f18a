package io.tenantdesk.logging;

import java.util.logging.Handler;
import java.util.logging.LogRecord;

/**
 * Writes records to whatever {@code System.err} is at the moment of writing (JUL's own console handler keeps the
 * stream it found when it was made, so a test that captures the stream would miss it).
 */
public final class StderrHandler extends Handler {

    public StderrHandler() {
        setFormatter(new LogLineFormatter());
    }

    @Override
    public void publish(LogRecord record) {
        if (isLoggable(record)) {
            System.err.print(getFormatter().format(record));
        }
    }

    @Override
    public void flush() {
        System.err.flush();
    }

    @Override
    public void close() {
        flush();
    }
}
