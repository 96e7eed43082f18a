package io.tenantdesk.store;

import io.tenantdesk.schema.validation.Violation;
import java.util.List;
import java.util.Optional;

/**
 * A read or write that did not happen, in terms a support engineer can act on. The message is written for
 * people; {@link #kind()} tells code what happened.
 */
public final class StoreException extends RuntimeException {

    /** What went wrong. */
    public enum Kind {
        /** Someone changed or deleted the item since it was loaded; {@link #current()} holds it as it is now. */
        CONFLICT,
        NOT_FOUND,
        /** DynamoDB kept throttling after the SDK's retries. */
        THROTTLED,
        ACCESS_DENIED,
        TABLE_MISSING,
        /** The values break the design; {@link #violations()} lists every rule broken. */
        VALIDATION,
        CONNECTION_LOST,
        /** The connection is read-only. */
        READ_ONLY,
        /** The write would break a guard, such as taking a credit balance below its floor. */
        REFUSED,
        /** The change journal could not record the write, so it was not sent. */
        JOURNAL,
        /** The SSO sign-in expired; logging in again and retrying will work. */
        LOGIN_EXPIRED,
        /**
         * The reply to a write was lost, and the item read back shows the write not applied so far; but a request
         * delayed on its way could still arrive, so the store keeps checking and records the outcome once it is
         * known. {@link #current()} holds the item as read; {@link #retry()} sends the write again so that it cannot
         * apply twice.
         */
        NOT_APPLIED_SO_FAR,
        /**
         * The reply to a write was lost, and the item read back does not tell whether it was applied; {@link #current()}
         * holds the item as read (empty when there is none or it could not be read).
         */
        OUTCOME_UNKNOWN,
        UNEXPECTED,
        /** The write needs a second person's approval: it was proposed for it, and nothing was sent. */
        PROPOSED
    }

    private final Kind kind;
    private final transient EntityRow current;
    private final transient List<Violation> violations;
    private final transient Retry retry;

    public StoreException(Kind kind, String message, Throwable cause) {
        this(kind, message, cause, null, List.of());
    }

    private StoreException(Kind kind, String message, Throwable cause, EntityRow current, List<Violation> violations) {
        this(kind, message, cause, current, violations, null);
    }

    private StoreException(
            Kind kind, String message, Throwable cause, EntityRow current, List<Violation> violations, Retry retry) {
        super(message, cause);
        this.kind = kind;
        this.current = current;
        this.violations = List.copyOf(violations);
        this.retry = retry;
    }

    /** This failure, offering {@code retry}: the write sent again so that it cannot apply twice. */
    StoreException offering(Retry retry) {
        return new StoreException(kind, getMessage(), getCause(), current, violations, retry);
    }

    public static StoreException conflict(String message, EntityRow current) {
        return new StoreException(Kind.CONFLICT, message, null, current, List.of());
    }

    /** A write whose reply was lost, with the item as read back afterwards (null when none). */
    public static StoreException afterLostReply(Kind kind, String message, EntityRow current, Throwable cause) {
        return new StoreException(kind, message, cause, current, List.of());
    }

    /** A write proposed for approval instead of sent; the message says so and names the proposal. */
    public static StoreException proposed(String message) {
        return new StoreException(Kind.PROPOSED, message, null, null, List.of());
    }

    public static StoreException invalid(String what, List<Violation> violations) {
        StringBuilder message = new StringBuilder(what).append(" breaks the design:");
        violations.forEach(v -> message.append("\n  - ").append(v.message()));
        return new StoreException(Kind.VALIDATION, message.toString(), null, null, violations);
    }

    public Kind kind() {
        return kind;
    }

    /**
     * For a conflict, and after a lost reply: the item as it is now in DynamoDB, or empty if it was deleted (or,
     * after a lost reply, could not be read).
     */
    public Optional<EntityRow> current() {
        return Optional.ofNullable(current);
    }

    public List<Violation> violations() {
        return violations;
    }

    /**
     * For a write not applied so far: the one safe way to try it again, through {@code EntityStore.retry}. It sends
     * the write as it was first sent (the same condition, or the same ClientRequestToken), so a first request that
     * arrives late and the retry cannot both apply.
     */
    public Optional<Retry> retry() {
        return Optional.ofNullable(retry);
    }
}
