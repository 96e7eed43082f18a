package io.tenantdesk.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.DynamoClients;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

class DynaliteServerTest {

    private static final Path DIR = DynaliteServer.defaultDirectory();

    @Test
    void startsOnAFreePortThatAnswersTheSdk() {
        try (DynaliteServer server = DynaliteServer.start(DIR);
                DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            System.out.printf(
                    "dynalite started in %d ms on port %d%n",
                    server.startupTime().toMillis(), server.port());

            assertThat(server.endpoint()).isEqualTo(URI.create("http://127.0.0.1:" + server.port()));
            assertThat(server.isRunning()).isTrue();
            assertThat(client.listTables().tableNames()).isEmpty();
        }
    }

    @Test
    void aClientThatHangsUpBeforeItsRequestIsReadLeavesTheServerRunning() throws IOException {
        try (DynaliteServer server = DynaliteServer.start(DIR);
                DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            try (Socket socket =
                    new Socket(server.endpoint().getHost(), server.endpoint().getPort())) {
                socket.getOutputStream()
                        .write(("POST / HTTP/1.1\r\nHost: localhost\r\n"
                                        + "X-Amz-Target: DynamoDB_20120810.ListTables\r\nContent-Type: application/x-amz-json-1.0\r\n"
                                        + "Content-Length: 1000\r\n\r\n{\"Limit\":")
                                .getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                socket.setSoLinger(true, 0);
            }

            assertThat(client.listTables().tableNames()).isEmpty();
            assertThat(server.isRunning()).isTrue();
        }
    }

    @Test
    void twoServersAtOnceGetDifferentPorts() {
        try (DynaliteServer first = DynaliteServer.start(DIR);
                DynaliteServer second = DynaliteServer.start(DIR)) {
            assertThat(first.port()).isNotEqualTo(second.port());
            assertThat(answers(first.port())).isTrue();
            assertThat(answers(second.port())).isTrue();
        }
    }

    @Test
    void closeStopsTheProcessAndFreesThePort() {
        DynaliteServer server = DynaliteServer.start(DIR);
        int port = server.port();

        server.close();
        server.close();

        assertThat(server.isRunning()).isFalse();
        assertThatThrownBy(() -> connect(port)).isInstanceOf(ConnectException.class);
    }

    @Test
    void triesAnotherPortWhenTheChosenOneIsTaken() throws IOException {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress("127.0.0.1", 0));
            Deque<Integer> ports = new ArrayDeque<>();
            ports.add(taken.getLocalPort());
            try (ServerSocket free = new ServerSocket()) {
                free.bind(new InetSocketAddress("127.0.0.1", 0));
                ports.add(free.getLocalPort());
            }

            try (DynaliteServer server = DynaliteServer.start(DIR, System.getenv("PATH"), ports::removeFirst)) {
                assertThat(server.port()).isNotEqualTo(taken.getLocalPort());
                assertThat(answers(server.port())).isTrue();
            }
        }
    }

    @Test
    void aPortTheCallerGaveIsTriedOnceAndATakenOneIsReportedAsSuch() throws IOException {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress("127.0.0.1", 0));
            int port = taken.getLocalPort();

            assertThatThrownBy(() -> DynaliteServer.start(DIR, port))
                    .isInstanceOf(DynaliteException.class)
                    .hasMessage("port " + port + " on 127.0.0.1 is already in use; choose another");
            assertThatThrownBy(() -> DynaliteServer.start(DIR, System.getenv("PATH"), () -> port))
                    .as("free ports that all turn out taken are not the caller's choice")
                    .isInstanceOf(DynaliteException.class)
                    .hasMessageStartingWith("dynalite could not bind a free port in 5 attempts")
                    .hasMessageContaining("EADDRINUSE");
        }
        assertThatThrownBy(() -> DynaliteServer.start(DIR, 70_000))
                .isInstanceOf(DynaliteException.class)
                .hasMessage("port 70000 is not a TCP port (1 to 65535)");
    }

    @Test
    void aMissingPackageSaysWhichNpmCommandInstallsIt(@TempDir Path empty) {
        assertThatThrownBy(() -> DynaliteServer.start(empty))
                .isInstanceOf(DynaliteException.class)
                .hasMessageContaining("node_modules")
                .hasMessageContaining("npm ci --prefix " + empty.toAbsolutePath());
    }

    @Test
    void missingNodeSaysWhatToInstallAndRun() {
        assertThatThrownBy(() -> DynaliteServer.start(DIR, "", () -> 0))
                .isInstanceOf(DynaliteException.class)
                .hasMessageContaining("Node.js 20")
                .hasMessageContaining("`node` is not on the PATH")
                .hasMessageContaining("npm ci --prefix " + DIR);
    }

    @Test
    void aProcessThatExitsEarlyIsReportedWithItsOutput(@TempDir Path dir) throws IOException {
        Path cli = Files.createDirectories(dir.resolve("node_modules/dynalite")).resolve("cli.js");
        Files.writeString(cli, "console.error('cannot open the database'); process.exit(3);");

        assertThatThrownBy(() -> DynaliteServer.start(dir))
                .isInstanceOf(DynaliteException.class)
                .hasMessageContaining("exited with code 3")
                .hasMessageContaining("cannot open the database");
    }

    @Test
    void aServerThatDiesOnItsOwnSaysSoWithItsOutputButOneThatIsClosedDoesNot(@TempDir Path dir) throws Exception {
        Path cli = Files.createDirectories(dir.resolve("node_modules/dynalite")).resolve("cli.js");
        Files.writeString(cli, """
                const port = process.argv[process.argv.indexOf('--port') + 1];
                require('http').createServer().listen(port, '127.0.0.1', () => {
                  console.log('Dynalite listening at: http://127.0.0.1:' + port);
                  setTimeout(() => { console.error('TypeError: the table vanished'); process.exit(7); }, 300);
                });
                """);
        List<LogRecord> warnings = new CopyOnWriteArrayList<>();
        Logger logger = Logger.getLogger(DynaliteServer.class.getName());
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord record) {
                if (record.getLevel() == Level.WARNING) {
                    warnings.add(record);
                }
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        logger.addHandler(handler);
        try (DynaliteServer dies = DynaliteServer.start(dir);
                DynaliteServer closed = DynaliteServer.start(DIR)) {
            closed.close();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (warnings.isEmpty() && System.nanoTime() < deadline) {
                TimeUnit.MILLISECONDS.sleep(20);
            }

            assertThat(warnings)
                    .singleElement()
                    .extracting(LogRecord::getMessage)
                    .asString()
                    .contains("dynalite on port " + dies.port() + " exited on its own with code 7")
                    .contains("TypeError: the table vanished");
        } finally {
            logger.removeHandler(handler);
        }
    }

    @Test
    void defaultDirectoryComesFromTheSystemProperty() {
        String configured = System.getProperty(DynaliteServer.DIRECTORY_PROPERTY);

        assertThat(configured)
                .as("surefire sets %s", DynaliteServer.DIRECTORY_PROPERTY)
                .isNotBlank();
        assertThat(DynaliteServer.defaultDirectory())
                .isEqualTo(Path.of(configured).toAbsolutePath().normalize());
    }

    private static boolean answers(int port) {
        try (DynamoDbClient client = DynamoClients.local(URI.create("http://127.0.0.1:" + port))) {
            return client.listTables().tableNames() != null;
        }
    }

    private static void connect(int port) throws IOException {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
        }
    }
}
