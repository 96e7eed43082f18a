package io.tenantdesk.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;

/**
 * A loopback port where nothing listens and nothing can start to while it is open: a socket holds the port bound
 * without listening, so a connection to it is refused. A port found free and then let go can be taken at once by a
 * server another test starts (dynalite, a proxy, a stub), which then answers instead.
 */
public final class RefusingPort implements AutoCloseable {

    private final Socket holder = new Socket();

    public RefusingPort() {
        try {
            holder.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public int port() {
        return holder.getLocalPort();
    }

    /** {@code http://127.0.0.1:PORT}. */
    public URI endpoint() {
        return URI.create("http://127.0.0.1:" + port());
    }

    @Override
    public void close() {
        try {
            holder.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
