package io.tenantdesk.settings;

/** The settings could not be read or written; the message names the file and, when known, the JSON path. */
public final class SettingsException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public SettingsException(String message, Throwable cause) {
        super(message, cause);
    }

    public SettingsException(String message) {
        super(message);
    }
}
