package io.tenantdesk.local;

import io.tenantdesk.local.FaultProxy.Seen;
import java.io.IOException;
import java.net.Socket;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;

/**
 * The writes {@link FaultProxy} holds on their way ({@link FaultProxy.Fault#DELAY_PAST_TIMEOUT}): each goes on to the
 * server once its client has given up on it and the test has let it go, and its answer is kept for the test.
 */
final class HeldWrites {

    /** Sends a held write to the server and records its answer. */
    @FunctionalInterface
    interface Delivery {
        Seen deliver() throws IOException;
    }

    /** A write held on its way: let go by the test, and answered by the server once it gets there. */
    private static final class Held {
        private final CountDownLatch released = new CountDownLatch(1);
        private final CompletableFuture<Seen> delivered = new CompletableFuture<>();
    }

    private final Map<String, Held> held = new ConcurrentHashMap<>();

    void release(String marker) {
        held(marker).released.countDown();
    }

    Seen delivered(String marker) {
        return held(marker).delivered.join();
    }

    /** Holds the write of {@code marker} until its client gave up and the test let it go, then delivers it. */
    void deliverLate(String marker, Socket client, java.io.InputStream in, Delivery delivery) {
        Held write = held(marker);
        try {
            FaultProxy.holdUntilClientLeaves(client, in);
            write.released.await();
            write.delivered.complete(delivery.deliver());
        } catch (IOException e) {
            write.delivered.completeExceptionally(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            write.delivered.completeExceptionally(e);
        }
    }

    private Held held(String marker) {
        return held.computeIfAbsent(marker, m -> new Held());
    }
}
