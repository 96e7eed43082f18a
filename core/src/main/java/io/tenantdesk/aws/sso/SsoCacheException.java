package io.tenantdesk.aws.sso;

/** A file in the SSO cache exists but is not what the CLI writes there; the message names the file. */
public final class SsoCacheException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public SsoCacheException(String message) {
        super(message);
    }

    public SsoCacheException(String message, Throwable cause) {
        super(message, cause);
    }
}
