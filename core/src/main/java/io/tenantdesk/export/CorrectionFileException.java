package io.tenantdesk.export;

/** A corrections file that cannot be read: the message names the file, the line and the problem. */
public final class CorrectionFileException extends RuntimeException {

    public CorrectionFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
