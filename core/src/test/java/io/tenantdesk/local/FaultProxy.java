package io.tenantdesk.local;

import static io.tenantdesk.local.HttpWire.respond;

import io.tenantdesk.local.HttpWire.Request;
import io.tenantdesk.local.HttpWire.Response;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An HTTP/1.1 proxy the tests start between a DynamoDB client and the local server, to lose replies on purpose.
 * It forwards every request as it came; a write (PutItem, UpdateItem, DeleteItem, TransactWriteItems) whose body
 * holds a marker the test registered gets that marker's {@link Fault} once. It records every write that holds a
 * watched marker, with whether the server saw it and what the server answered, so a test knows the truth.
 *
 * <p>A request that holds a marker whose write is still on its way to the server waits for that write's answer
 * first: a read made after a lost reply never overtakes the write, as in the faults it models (the server applied
 * the write, and only the reply was lost), however slow the server is. A write {@linkplain Fault#DELAY_PAST_TIMEOUT
 * delayed} on its way is the exception: it reaches the server only when the test {@linkplain #release releases} it.
 *
 * <p>A TransactWriteItems whose ClientRequestToken the server already applied is answered as applied without being
 * applied again (the idempotent answer): it is not counted as an application.
 */
public final class FaultProxy implements AutoCloseable {

    /** What happens to a faulted write. */
    public enum Fault {
        /** Forwarded and applied by the server; the client gets HTTP 500 InternalServerError instead of the reply. */
        ERROR_AFTER_APPLYING,
        /** Forwarded and applied; the reply is held until the client gives up on it. */
        HOLD_PAST_TIMEOUT,
        /** Forwarded and applied; the connection is then closed without a reply. */
        DROP_AFTER_APPLYING,
        /** Never forwarded: the connection is closed as soon as the request has arrived. */
        DROP_BEFORE_SENDING,
        /** Never forwarded: answered HTTP 400 ThrottlingException, as DynamoDB does when it refuses for load. */
        THROTTLE,
        /**
         * Held on its way: forwarded only once the client gave up on it (its attempt timed out) and the test
         * {@linkplain #release released} it, as a network that delays a request; the client hears nothing.
         */
        DELAY_PAST_TIMEOUT
    }

    /**
     * A write that held a watched marker, as the proxy saw it.
     *
     * @param serverStatus the server's HTTP status; 0 when the request was not forwarded
     */
    public record Seen(String marker, String operation, Fault fault, int serverStatus, boolean replay) {

        public Seen(String marker, String operation, Fault fault, int serverStatus) {
            this(marker, operation, fault, serverStatus, false);
        }

        /** True when the server applied it: answered 200, and not as the replay of a transaction it applied before. */
        public boolean applied() {
            return serverStatus == 200 && !replay;
        }
    }

    private static final Set<String> WRITES = Set.of("PutItem", "UpdateItem", "DeleteItem", "TransactWriteItems");
    private static final Set<String> ANY_WRITE =
            Set.of("PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem", "TransactWriteItems");
    private static final Set<String> TRANSACTIONS = Set.of("TransactWriteItems", "TransactGetItems");
    private static final Pattern TOKEN = Pattern.compile("\"ClientRequestToken\"\\s*:\\s*\"([^\"]+)\"");

    private final Upstream upstream;
    private final ServerSocket server;
    private final ExecutorService connections = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "fault-proxy");
        thread.setDaemon(true);
        return thread;
    });
    private final Map<String, Planned> faults = new ConcurrentHashMap<>();
    private final Map<String, Runnable> meanwhile = new ConcurrentHashMap<>();
    private final Set<String> watched = ConcurrentHashMap.newKeySet();
    private final Map<String, CountDownLatch> onTheirWay = new ConcurrentHashMap<>();
    private final List<Seen> seen = new CopyOnWriteArrayList<>();
    private final Map<String, AtomicInteger> received = new ConcurrentHashMap<>();
    private final HeldWrites held = new HeldWrites();
    private final Map<String, Before> before = new ConcurrentHashMap<>();
    private final Set<String> appliedTokens = ConcurrentHashMap.newKeySet();
    private final List<Socket> open = new CopyOnWriteArrayList<>();
    private volatile boolean withoutTransactions;

    private FaultProxy(URI upstream) throws IOException {
        this.upstream = new Upstream(upstream);
        this.server = new ServerSocket(0, 64, InetAddress.getLoopbackAddress());
        connections.execute(this::accept);
    }

    /** A proxy on a free loopback port in front of {@code upstream}. */
    public static FaultProxy start(URI upstream) {
        try {
            return new FaultProxy(upstream);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * From now on, answers TransactWriteItems and TransactGetItems itself with UnknownOperationException, as a server
     * without transactions does (unpatched dynalite): for the console's ways of writing where it has none.
     */
    public FaultProxy withoutTransactions() {
        withoutTransactions = true;
        return this;
    }

    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + server.getLocalPort());
    }

    /** Records every write whose body holds {@code marker} from now on. */
    public void watch(String marker) {
        watched.add(marker);
    }

    /** The next write whose body holds {@code marker} gets {@code fault}; it is watched too. */
    public void faultNextWrite(String marker, Fault fault) {
        faultNext(marker, null, fault);
    }

    /** As {@link #faultNextWrite(String, Fault)}, for the next write of {@code operation} (e.g. {@code DeleteItem}) only. */
    public void faultNext(String marker, String operation, Fault fault) {
        watch(marker);
        faults.put(marker, new Planned(fault, operation));
    }

    /** A fault waiting for its write. */
    private record Planned(Fault fault, String operation) {}

    /**
     * As {@link #faultNextWrite(String, Fault)}, running {@code meanwhile} once the fault has struck the server side
     * (after forwarding, or instead of it) and before the client hears anything: another writer, say.
     */
    public void faultNextWrite(String marker, Fault fault, Runnable meanwhile) {
        faultNext(marker, null, fault, meanwhile);
    }

    /**
     * Runs {@code first} when the next write of {@code operation} holding {@code marker} has arrived, before it is
     * forwarded: another writer getting there first, say. The write then goes on as any other.
     */
    public void beforeNext(String marker, String operation, Runnable first) {
        watch(marker);
        before.put(marker, new Before(operation, first));
    }

    private record Before(String operation, Runnable first) {}

    /** As {@link #faultNextWrite(String, Fault, Runnable)}, for the next write of {@code operation} only. */
    public void faultNext(String marker, String operation, Fault fault, Runnable meanwhile) {
        this.meanwhile.put(marker, meanwhile);
        faultNext(marker, operation, fault);
    }

    /**
     * Lets the write held by {@link Fault#DELAY_PAST_TIMEOUT} for {@code marker} go on to the server, as soon as its
     * client has given up on it.
     */
    public void release(String marker) {
        held.release(marker);
    }

    /** Waits until the server has answered the released write held for {@code marker}; how it answered. */
    public Seen delivered(String marker) {
        return held.delivered(marker);
    }

    /** True while the fault planned for {@code marker} has not struck yet (its write has not arrived). */
    public boolean faultPending(String marker) {
        return faults.containsKey(marker);
    }

    /** Every watched write seen so far. */
    public List<Seen> seen() {
        return List.copyOf(seen);
    }

    /** The watched writes that held {@code marker}. */
    public List<Seen> seen(String marker) {
        return seen.stream().filter(s -> s.marker().equals(marker)).toList();
    }

    /** How many requests of an operation (e.g. {@code TransactWriteItems}) arrived, faulted or not. */
    public int received(String operation) {
        return received.getOrDefault(operation, new AtomicInteger()).get();
    }

    /** How many requests arrived, of every operation. */
    public int receivedAll() {
        return received.values().stream().mapToInt(AtomicInteger::get).sum();
    }

    /** How many requests that write arrived, of every write operation, faulted or not. */
    public int writesReceived() {
        return ANY_WRITE.stream().mapToInt(this::received).sum();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                open.add(client);
                connections.execute(() -> serve(client));
            } catch (IOException e) {
                return;
            }
        }
    }

    private void serve(Socket client) {
        try (client) {
            InputStream in = new BufferedInputStream(client.getInputStream());
            OutputStream out = client.getOutputStream();
            while (true) {
                Request request = Request.read(in);
                if (request == null || !handle(request, client, in, out)) {
                    return;
                }
            }
        } catch (IOException e) {
            // the client went away; nothing to answer
        } finally {
            open.remove(client);
        }
    }

    /** @return true to keep the connection open for the next request */
    private boolean handle(Request request, Socket client, InputStream in, OutputStream out) throws IOException {
        String operation = request.operation();
        received.computeIfAbsent(operation, o -> new AtomicInteger()).incrementAndGet();
        if (withoutTransactions && TRANSACTIONS.contains(operation)) {
            respond(out, 400, "{\"__type\":\"com.amazon.coral.service#UnknownOperationException\"}");
            return !request.closes();
        }
        String marker = WRITES.contains(operation) ? markerIn(request.body(), watched) : null;
        Planned planned = marker == null ? null : faults.get(marker);
        Fault fault = planned != null
                        && (planned.operation() == null || planned.operation().equals(operation))
                        && faults.remove(marker, planned)
                ? planned.fault()
                : null;
        if (fault == Fault.DELAY_PAST_TIMEOUT) {
            held.deliverLate(marker, client, in, () -> {
                Seen late = seen(marker, operation, fault, request, upstream.send(request));
                seen.add(late);
                return late;
            });
            return false;
        }
        Before first = marker == null ? null : before.get(marker);
        if (first != null && first.operation().equals(operation) && before.remove(marker, first)) {
            first.first().run();
        }
        awaitWritesOnTheirWay(request.body());
        if (fault == Fault.DROP_BEFORE_SENDING || fault == Fault.THROTTLE) {
            seen.add(new Seen(marker, operation, fault, 0));
            runMeanwhile(marker);
            if (fault == Fault.THROTTLE) {
                respond(
                        out,
                        400,
                        "{\"__type\":\"com.amazon.coral.availability#ThrottlingException\","
                                + "\"message\":\"Rate of requests exceeds the allowed throughput.\"}");
                return true;
            }
            return false;
        }
        CountDownLatch answered = new CountDownLatch(1);
        Response response;
        if (marker != null) {
            onTheirWay.put(marker, answered);
        }
        try {
            if (marker != null && clientGaveUp(client, in)) {
                // it never left the client, as far as the server is concerned
                seen.add(new Seen(marker, operation, fault, 0));
                return false;
            }
            response = upstream.send(request);
            if (marker != null) {
                seen.add(seen(marker, operation, fault, request, response));
            }
        } finally {
            answered.countDown();
            if (marker != null) {
                onTheirWay.remove(marker, answered);
            }
        }
        if (fault == null) {
            respond(out, response);
            return !request.closes();
        }
        runMeanwhile(marker);
        switch (fault) {
            case ERROR_AFTER_APPLYING ->
                respond(
                        out,
                        500,
                        "{\"__type\":\"com.amazonaws.dynamodb.v20120810#InternalServerError\","
                                + "\"message\":\"Internal server error (injected after the write was applied)\"}");
            case HOLD_PAST_TIMEOUT -> holdUntilClientLeaves(client, in);
            default -> {
                return false;
            }
        }
        return fault == Fault.ERROR_AFTER_APPLYING && !request.closes();
    }

    /** A watched write and the server's answer; a transaction's token the server applied before makes it a replay. */
    private Seen seen(String marker, String operation, Fault fault, Request request, Response response) {
        Matcher token = TOKEN.matcher(new String(request.body(), StandardCharsets.UTF_8));
        boolean replay = response.status() == 200 && token.find() && !appliedTokens.add(token.group(1));
        return new Seen(marker, operation, fault, response.status(), replay);
    }

    private void runMeanwhile(String marker) {
        Runnable other = meanwhile.remove(marker);
        if (other != null) {
            other.run();
        }
    }

    private void awaitWritesOnTheirWay(byte[] body) {
        String marker = markerIn(body, onTheirWay.keySet());
        CountDownLatch pending = marker == null ? null : onTheirWay.get(marker);
        if (pending != null) {
            try {
                pending.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * True when the client closed the connection before its request was forwarded (it timed out while this machine
     * was too busy to pass the request on): such a request is not sent, as a network would lose it.
     */
    private static boolean clientGaveUp(Socket client, InputStream in) throws IOException {
        int timeout = client.getSoTimeout();
        client.setSoTimeout(1);
        in.mark(1);
        try {
            return in.read() == -1;
        } catch (java.net.SocketTimeoutException e) {
            return false;
        } catch (SocketException e) {
            return true;
        } finally {
            client.setSoTimeout(timeout);
            try {
                in.reset();
            } catch (IOException e) {
                // nothing was read
            }
        }
    }

    /**
     * Waits, never answering, until the client closes the connection: it gave up when its attempt timed out, however
     * long the busy machine made that (or the proxy closed).
     */
    static void holdUntilClientLeaves(Socket client, InputStream in) throws IOException {
        client.setSoTimeout(0);
        try {
            while (in.read() != -1) {
                // a client that gave up sends nothing more; anything it does send is dropped with the connection
            }
        } catch (SocketException | java.net.SocketTimeoutException e) {
            // closed or reset by the client
        }
    }

    private static String markerIn(byte[] body, Set<String> markers) {
        if (markers.isEmpty()) {
            return null;
        }
        String text = new String(body, StandardCharsets.UTF_8);
        return markers.stream().filter(text::contains).findFirst().orElse(null);
    }

    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException e) {
            // closing anyway
        }
        open.forEach(socket -> {
            try {
                socket.close();
            } catch (IOException e) {
                // closing anyway
            }
        });
        connections.shutdownNow();
        upstream.close();
    }
}
