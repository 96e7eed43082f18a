package io.tenantdesk.store;

import io.tenantdesk.concurrent.Failures;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;

/**
 * Waits for the parts of one scan that run at once (segments, files): every part is waited for, so none is still
 * delivering when the scan returns; the first failure stops the others and is what the scan throws.
 */
public final class ScanParts {

    private ScanParts() {}

    /**
     * @param stop      tells the other parts to stop, once one has failed or the wait was interrupted
     * @param otherwise the exception to throw for a checked failure or an interrupted wait
     */
    public static void awaitAll(
            List<CompletableFuture<Void>> parts, Runnable stop, Function<Throwable, RuntimeException> otherwise) {
        RuntimeException failure = null;
        for (CompletableFuture<Void> part : parts) {
            try {
                part.get();
            } catch (ExecutionException e) {
                stop.run();
                Throwable cause = Failures.cause(e.getCause());
                if (cause instanceof Error error) {
                    throw error;
                }
                if (failure == null) {
                    failure = cause instanceof RuntimeException runtime ? runtime : otherwise.apply(cause);
                }
            } catch (InterruptedException e) {
                stop.run();
                Thread.currentThread().interrupt();
                throw otherwise.apply(e);
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
