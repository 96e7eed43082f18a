package io.tenantdesk.local;

/** dynalite could not be started: the message says why and what to run to fix it. */
public final class DynaliteException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public DynaliteException(String message) {
        super(message);
    }

    public DynaliteException(String message, Throwable cause) {
        super(message, cause);
    }
}
