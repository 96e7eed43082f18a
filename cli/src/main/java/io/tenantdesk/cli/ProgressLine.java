package io.tenantdesk.cli;

import java.io.PrintStream;

/**
 * One status line on stderr, redrawn in place, for people watching a terminal; silent otherwise (piped,
 * redirected, {@code --quiet}), so scripts only see results and errors. Thread-safe.
 */
final class ProgressLine {

    private static final long REDRAW_NANOS = 100_000_000L;

    private final PrintStream err;
    private final boolean enabled;
    private long lastDrawn;
    private int width;

    ProgressLine(PrintStream err, boolean enabled) {
        this.err = err;
        this.enabled = enabled;
    }

    /** Redraws the line, at most ten times a second. */
    synchronized void update(String text) {
        long now = System.nanoTime();
        if (!enabled || now - lastDrawn < REDRAW_NANOS && lastDrawn != 0) {
            return;
        }
        lastDrawn = now;
        draw(text);
        err.flush();
    }

    /** Replaces the line with a final one and moves on. */
    synchronized void finish(String text) {
        if (!enabled) {
            return;
        }
        draw(text);
        err.print('\n');
        err.flush();
        width = 0;
        lastDrawn = 0;
    }

    /** Removes the line, e.g. before an error message. */
    synchronized void clear() {
        if (enabled && width > 0) {
            err.print('\r' + " ".repeat(width) + '\r');
            err.flush();
            width = 0;
        }
    }

    private void draw(String text) {
        String padding = text.length() < width ? " ".repeat(width - text.length()) : "";
        err.print('\r' + text + padding);
        width = text.length();
    }
}
