package io.tenantdesk.aws.connect;

import io.tenantdesk.aws.Causes;
import java.util.Optional;
import software.amazon.awssdk.core.exception.SdkClientException;

/**
 * Why a credentials provider of Tenantdesk's failed, in words for the user ("profile `admin` assumes its role with
 * MFA … and no code was given"). Providers run inside SDK calls, whose interceptors require an exception of the type
 * the call threw: so a provider throws a plain {@link SdkClientException} caused by this, and the connector finds it
 * with {@link #in(Throwable)}.
 */
final class CredentialsFailure extends Exception {

    private static final long serialVersionUID = 1L;

    private CredentialsFailure(String message, Throwable cause) {
        super(message, cause);
    }

    /** What a provider throws: {@code message} is the whole of what the user is told. */
    static SdkClientException thrown(String message, Throwable cause) {
        return SdkClientException.builder()
                .message(message)
                .cause(new CredentialsFailure(message, cause))
                .build();
    }

    static SdkClientException thrown(String message) {
        return thrown(message, null);
    }

    /** The outermost among {@code failure} and its causes. */
    static Optional<CredentialsFailure> in(Throwable failure) {
        return Causes.first(failure, CredentialsFailure.class);
    }
}
