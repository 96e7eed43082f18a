package io.tenantdesk.local;

import io.tenantdesk.local.HttpWire.Request;
import io.tenantdesk.local.HttpWire.Response;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedDeque;

/**
 * The server behind {@link FaultProxy}, spoken to in plain HTTP/1.1 over keep-alive connections of its own: a
 * request goes out as it came in, and its answer is read whole. A connection idle for longer than
 * {@link #LONGEST_IDLE} is not reused, well inside the time a Node.js server keeps one open, so a request never
 * meets a connection the server is closing.
 */
final class Upstream implements AutoCloseable {

    private static final Duration LONGEST_IDLE = Duration.ofSeconds(1);
    private static final int CONNECT_TIMEOUT_MS = 5_000;
    private static final int READ_TIMEOUT_MS = 30_000;
    private static final Set<String> HOP_BY_HOP =
            Set.of("host", "content-length", "connection", "keep-alive", "expect", "upgrade", "transfer-encoding");

    private final InetSocketAddress address;
    private final String host;
    private final Deque<Connection> idle = new ConcurrentLinkedDeque<>();

    Upstream(URI server) {
        this.address = new InetSocketAddress(server.getHost(), server.getPort());
        this.host = server.getHost() + ":" + server.getPort();
    }

    /** Sends {@code request} and returns the server's answer; the connection is kept for the next one when it may be. */
    Response send(Request request) throws IOException {
        Connection connection = reusable();
        boolean keep = false;
        try {
            connection.write(request, host);
            Response response = HttpWire.readResponse(connection.in);
            keep = !"close".equalsIgnoreCase(response.headers().getOrDefault("connection", ""));
            return withoutHopByHop(response);
        } finally {
            if (keep) {
                connection.lastUsed = System.nanoTime();
                idle.push(connection);
            } else {
                connection.socket.close();
            }
        }
    }

    private Connection reusable() throws IOException {
        for (Connection connection = idle.poll(); connection != null; connection = idle.poll()) {
            if (System.nanoTime() - connection.lastUsed < LONGEST_IDLE.toNanos()) {
                return connection;
            }
            connection.socket.close();
        }
        Socket socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.connect(address, CONNECT_TIMEOUT_MS);
        socket.setSoTimeout(READ_TIMEOUT_MS);
        return new Connection(socket);
    }

    private static Response withoutHopByHop(Response response) {
        Map<String, String> headers = new LinkedHashMap<>();
        response.headers().forEach((name, value) -> {
            if (!HOP_BY_HOP.contains(name)) {
                headers.put(name, value);
            }
        });
        return new Response(response.status(), headers, response.body());
    }

    @Override
    public void close() {
        for (Connection connection = idle.poll(); connection != null; connection = idle.poll()) {
            try {
                connection.socket.close();
            } catch (IOException e) {
                // closing anyway
            }
        }
    }

    private static final class Connection {
        private final Socket socket;
        private final InputStream in;
        private final OutputStream out;
        private long lastUsed;

        Connection(Socket socket) throws IOException {
            this.socket = socket;
            this.in = new BufferedInputStream(socket.getInputStream());
            this.out = new BufferedOutputStream(socket.getOutputStream());
        }

        void write(Request request, String host) throws IOException {
            StringBuilder head = new StringBuilder(request.method())
                    .append(' ')
                    .append(request.path())
                    .append(" HTTP/1.1\r\nHost: ")
                    .append(host)
                    .append("\r\n");
            request.headers().forEach((name, value) -> {
                if (!HOP_BY_HOP.contains(name)) {
                    head.append(name).append(": ").append(value).append("\r\n");
                }
            });
            head.append("Content-Length: ").append(request.body().length).append("\r\n\r\n");
            out.write(head.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.write(request.body());
            out.flush();
        }
    }
}
