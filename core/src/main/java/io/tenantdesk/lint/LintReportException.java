package io.tenantdesk.lint;

/** A lint report that cannot be read, or reports that cannot be merged; the message says which and why. */
public final class LintReportException extends RuntimeException {

    public LintReportException(String message) {
        super(message);
    }

    public LintReportException(String message, Throwable cause) {
        super(message, cause);
    }
}
