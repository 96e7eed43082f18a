package io.tenantdesk.cli;

/** A command could not run; its message, written for people, goes to stderr and the exit code is 2. */
final class CliFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    CliFailure(String message) {
        super(message);
    }

    CliFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
