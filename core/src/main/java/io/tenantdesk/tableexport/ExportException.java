package io.tenantdesk.tableexport;

/**
 * An export that cannot be read: a file missing, broken or not what its manifest says. The message names the
 * file, the place in it and the problem.
 */
public final class ExportException extends RuntimeException {

    public ExportException(String message) {
        super(message);
    }

    public ExportException(String message, Throwable cause) {
        super(message, cause);
    }
}
