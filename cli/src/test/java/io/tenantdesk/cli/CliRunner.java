package io.tenantdesk.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.local.DynaliteSetup;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/** Runs commands in-process, as the launcher would, with captured streams, a home folder of its own and a fixed clock. */
final class CliRunner {

    /** One command's outcome. */
    record Result(int exit, String out, String err) {
        JsonNode json() {
            try {
                return new ObjectMapper().readTree(out);
            } catch (IOException e) {
                throw new UncheckedIOException("stdout is not JSON:\n" + out, e);
            }
        }
    }

    private final Path home;
    private final Instant now;
    private final StopSignal stop;
    private final Map<String, String> properties;
    private final AtomicReference<ByteArrayOutputStream> running = new AtomicReference<>(new ByteArrayOutputStream());

    CliRunner(Path home, Instant now) {
        this(home, now, onStop -> onStop.run());
    }

    CliRunner(Path home, Instant now, StopSignal stop) {
        this(home, now, stop, Map.of());
    }

    private CliRunner(Path home, Instant now, StopSignal stop, Map<String, String> properties) {
        this.home = home;
        this.now = now;
        this.stop = stop;
        this.properties = Map.copyOf(properties);
    }

    /** The same, with these system properties as the commands see them (the process's own are not read). */
    CliRunner withProperties(Map<String, String> properties) {
        return new CliRunner(home, now, stop, properties);
    }

    /** What the command running now (or last) has written to stdout so far, e.g. from its stop signal. */
    String outSoFar() {
        return running.get().toString(StandardCharsets.UTF_8);
    }

    Result run(String... args) {
        return runWithLauncherUsage("", args);
    }

    /** As {@link #run}, for a launcher whose help ends with {@code launcherUsage}. */
    Result runWithLauncherUsage(String launcherUsage, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        running.set(out);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CliContext context = new CliContext(
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                HostEnvironment.of(
                        Map.of(
                                "HOME",
                                home.toString(),
                                "AWS_CONFIG_FILE",
                                home.resolve("aws-config").toString(),
                                "AWS_SHARED_CREDENTIALS_FILE",
                                home.resolve("aws-credentials").toString(),
                                // the default chain's last step asks the instance metadata service: never from a test
                                "AWS_EC2_METADATA_DISABLED",
                                "true"),
                        properties),
                Clock.fixed(now, ZoneOffset.UTC),
                false,
                ServiceEndpoints.standard(),
                DynaliteSetup.at(DynaliteServer.defaultDirectory()),
                stop);
        int exit = new Cli(context, launcherUsage).run(args);
        return new Result(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
