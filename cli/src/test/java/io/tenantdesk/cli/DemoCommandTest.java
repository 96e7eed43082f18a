package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.local.DemoProcess;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** {@code tenantdesk demo}: dynalite with the demo data on the asked port until stopped, then gone. */
class DemoCommandTest {

    @TempDir
    Path home;

    @Test
    void servesTheDemoDataOnAPortItChoseUntilStoppedAndPrintsTheEndpointAndAHint() throws Exception {
        CountDownLatch stop = new CountDownLatch(1);
        CompletableFuture<URI> served = new CompletableFuture<>();
        AtomicReference<List<String>> tables = new AtomicReference<>();
        AtomicReference<CliRunner> cli = new AtomicReference<>();
        cli.set(new CliRunner(home, Instant.now(), onStop -> {
            URI endpoint = endpointIn(cli.get().outSoFar());
            try (DynamoDbClient client = DynamoClients.local(endpoint)) {
                tables.set(client.listTables().tableNames());
            }
            served.complete(endpoint);
            stop.await();
            onStop.run();
        }));
        ExecutorService runner = Executors.newSingleThreadExecutor();
        try {
            Future<CliRunner.Result> result = runner.submit(() -> cli.get().run("demo", "--size", "small"));
            URI endpoint = served.get(60, TimeUnit.SECONDS);
            stop.countDown();
            CliRunner.Result done = result.get(30, TimeUnit.SECONDS);

            assertThat(done.exit()).as(done.err()).isZero();
            assertThat(done.out())
                    .contains("served at " + endpoint)
                    .contains("tenantdesk lint --endpoint " + endpoint + " --platform app_data");
            assertThat(done.err()).contains("Loaded Wallcrawler");
            assertThat(tables.get()).contains("app_data", "wallcrawler-sessions", "next-auth");
            assertThat(portIsFree(endpoint.getPort(), Duration.ofSeconds(5)))
                    .as("dynalite stopped")
                    .isTrue();
        } finally {
            runner.shutdownNow();
        }
    }

    private static URI endpointIn(String out) {
        Matcher served =
                Pattern.compile("served at (http://127\\.0\\.0\\.1:\\d+)").matcher(out);
        assertThat(served.find())
                .as("the endpoint is printed before the demo waits: " + out)
                .isTrue();
        return URI.create(served.group(1));
    }

    @Test
    void aTakenPortOrABadSizeCannotRun() throws Exception {
        CliRunner cli = new CliRunner(home, Instant.now());
        try (ServerSocket taken = new ServerSocket(0)) {
            CliRunner.Result busy =
                    cli.run("demo", "--port", Integer.toString(taken.getLocalPort()), "--size", "small");

            assertThat(busy.exit()).isEqualTo(2);
            assertThat(busy.err()).contains("port " + taken.getLocalPort()).contains("in use");
        }
        CliRunner.Result size = cli.run("demo", "--size", "huge");
        CliRunner.Result port = cli.run("demo", "--port", "70000");

        assertThat(size.exit()).isEqualTo(2);
        assertThat(size.err()).contains("huge").contains("small, default or large");
        assertThat(port.exit()).isEqualTo(2);
        assertThat(port.err()).contains("port 70000 is not a TCP port (1 to 65535)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"TERM", "INT"})
    void aSignalStopsTheDemoAndLeavesNothingInTheTempFolder(String signal, @TempDir Path scratch) throws Exception {
        try (DemoProcess demo =
                DemoProcess.start(scratch, "served at", TenantdeskCli.class.getName(), "demo", "--size", "small")) {
            demo.awaitReady();
            assertThat(demo.tempEntries())
                    .as("the running demo's temp folder")
                    .anyMatch(name -> name.startsWith("tenantdesk-demo-journal-"));
            List<ProcessHandle> dynalite = demo.children();
            assertThat(dynalite).isNotEmpty();

            demo.stop(signal);

            DemoProcess.awaitGone(dynalite);
            assertThat(demo.tempEntries()).as(demo.output()).isEmpty();
        }
    }

    @Test
    void aDemoThatCannotStartLeavesNothingInTheTempFolder(@TempDir Path scratch) throws Exception {
        try (ServerSocket taken = new ServerSocket(0);
                DemoProcess demo = DemoProcess.start(
                        scratch,
                        "served at",
                        TenantdeskCli.class.getName(),
                        "demo",
                        "--port",
                        Integer.toString(taken.getLocalPort()),
                        "--size",
                        "small")) {
            assertThat(demo.awaitExit()).as(demo.output()).isEqualTo(2);
            assertThat(demo.output()).contains("in use");
            assertThat(demo.tempEntries()).as(demo.output()).isEmpty();
        }
    }

    private static boolean portIsFree(int port, Duration within) throws InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        while (System.nanoTime() < deadline) {
            try (ServerSocket socket = new ServerSocket(port)) {
                return true;
            } catch (java.io.IOException inUse) {
                TimeUnit.MILLISECONDS.sleep(50);
            }
        }
        return false;
    }
}
