package io.tenantdesk.concurrent;

import java.util.concurrent.CompletionException;

/** What went wrong in work run through a {@link java.util.concurrent.CompletableFuture}. */
public final class Failures {

    private Failures() {}

    /** The failure itself, not the CompletionException a CompletableFuture wraps it in for its dependants. */
    public static Throwable cause(Throwable failure) {
        return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
    }
}
