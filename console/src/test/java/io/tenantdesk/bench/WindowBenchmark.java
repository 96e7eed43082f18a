package io.tenantdesk.bench;

import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.testing.TestData;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.Manifest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@code mvn -Pbench -Dbench=window}: the console as a user meets it, in a real X window (an Xvfb display of its
 * own, GTK, software rendering) driven by real clicks and keys ({@link XInput}), one process per round started from
 * the build's class path with the launcher's JVM options: start to a usable window, its CPU and resident memory;
 * click → data → the frame that shows rows for a list of 100,000 licenses, an item's form and a tenant's overview,
 * cold and warm ({@link ConsoleSession}); resident memory with the rows and after loading them again. A bare JavaFX
 * window ({@link BareWindow}) with the same options takes its turn in every round. {@code -Dbench.window.runs=N}
 * sets the rounds (5, after one not counted); {@code -Dbench.window.options="..."} adds JVM options to the console's
 * (a JFR recording, a log); {@code -Dbench.window.jdk=JAVA_HOME} adds, in the same turns, the console from jars on
 * Java 17 with an AppCDS archive and on that JDK with its AOT cache and compact object headers, each archive made by a
 * training round first; {@code -Dbench.window.diagnose=FOLDER} keeps {@code jcmd} snapshots ({@link Snapshots}). The
 * start and the connection are then taken apart step by step ({@link StartCosts}). Needs Xvfb (or a display) and
 * xdotool.
 */
final class WindowBenchmark implements Benchmark {

    static final int LICENSES = 100_000;
    private static final String SMALL_TENANT = "small";
    private static final int SMALL_TENANT_LICENSES = 200;
    private static final int RUNS = Integer.getInteger("bench.window.runs", 5);
    private static final String CONSOLE_MAIN = "io.tenantdesk.Tenantdesk";
    /** Class path entries of the test scope, which the console's own class path does not have. */
    private static final List<String> TEST_ONLY = List.of(
            "test-classes",
            "-tests.jar",
            "/org/junit/",
            "/org/opentest4j/",
            "/org/apiguardian/",
            "/org/assertj/",
            "/net/bytebuddy/",
            "/com/tngtech/archunit/",
            "/org/testfx/",
            "/org/hamcrest/",
            "/net/jqwik/",
            "/com/google/jimfs/");

    @Override
    public String name() {
        return "window";
    }

    @Override
    public void run(BenchReport report) throws Exception {
        report.section("window: the console in a real X window, driven by real input, against a bare JavaFX window");
        if (!XInput.available()) {
            report.note("No xdotool to click with: install it (apt-get install xdotool), then run again.");
            return;
        }
        Optional<VirtualDisplay> display = VirtualDisplay.startOrSay(report);
        if (display.isEmpty()) {
            return;
        }
        Path work = Files.createTempDirectory("tenantdesk-window-");
        boolean measured = false;
        try (VirtualDisplay screen = display.get();
                DynaliteServer server = DynaliteServer.start(DynaliteServer.defaultDirectory());
                DynamoDbClient client = DynamoClients.local(server.endpoint())) {
            load(client);
            Launches launches = new Launches(work, screen, server.endpoint().toString(), SMALL_TENANT);
            List<Launch> starts = new ArrayList<>();
            String consoleClassPath = consoleClassPath();
            starts.add(launches.console(
                    "console, from the build",
                    javaOf(System.getProperty("java.home")),
                    extraOptions(),
                    consoleClassPath));
            starts.add(launches.bare(
                    "bare window",
                    javaOf(System.getProperty("java.home")),
                    ClassJar.of(
                            List.of(BareWindow.class, BareWindowLauncher.class),
                            work.resolve("bare-window.jar"),
                            new Manifest())));
            String otherJdk = System.getProperty("bench.window.jdk", "");
            if (!otherJdk.isBlank()) {
                starts.addAll(launches.archived(report, javaOf(System.getProperty("java.home")), javaOf(otherJdk)));
            }
            report.note("windows on " + screen.describe() + " (1280x1024, GTK, software rendering); " + LICENSES
                    + " licenses in dynalite, " + SMALL_TENANT_LICENSES + " of them of tenant '" + SMALL_TENANT
                    + "'; the console's options: " + LauncherOptions.FILE + " " + String.join(" ", extraOptions()));
            Map<String, List<Map<String, Double>>> rounds = new LinkedHashMap<>();
            starts.forEach(s -> rounds.put(s.label(), new ArrayList<>()));
            List<String> loads = new ArrayList<>();
            for (int round = 0; round <= RUNS; round++) {
                loads.add(BenchStats.loadAverage());
                for (Launch start : starts) {
                    Map<String, Double> figures = start.measure();
                    if (round > 0) {
                        rounds.get(start.label()).add(figures);
                    }
                }
            }
            loads.add(BenchStats.loadAverage());
            new WindowReport(report).print(rounds, loads);
            startCosts(report, screen, server.endpoint().toString(), work);
            measured = true;
        } finally {
            if (measured) {
                StartupBenchmark.deleteTree(work);
            } else {
                report.note("the processes' logs are kept in " + work);
            }
        }
    }

    /** {@link StartCosts} in fresh JVMs with the launcher's options: the start and connection taken apart. */
    private static void startCosts(BenchReport report, VirtualDisplay screen, String endpoint, Path work)
            throws Exception {
        Map<String, List<double[]>> steps = new LinkedHashMap<>();
        for (int run = 0; run < Math.max(3, RUNS); run++) {
            List<String> command = new ArrayList<>();
            command.add(javaOf(System.getProperty("java.home")));
            command.addAll(LauncherOptions.console());
            command.add("-Duser.home=" + Files.createDirectories(work.resolve("costs-home")));
            command.add("-Djavafx.cachedir=" + work.resolve("fxcache"));
            command.add("-cp");
            command.add(System.getProperty("java.class.path"));
            command.add(StartCosts.class.getName());
            command.add(endpoint);
            ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
            builder.environment().put("DISPLAY", screen.name());
            Process child = builder.start();
            String out = new String(child.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            if (!child.waitFor(5, java.util.concurrent.TimeUnit.MINUTES) || child.exitValue() != 0) {
                throw new IllegalStateException("the start-costs JVM failed: " + out);
            }
            out.lines()
                    .map(l -> l.split("\t"))
                    .filter(p -> p.length == 5)
                    .forEach(p -> steps.computeIfAbsent(p[1], k -> new ArrayList<>())
                            .add(new double[] {
                                Double.parseDouble(p[2]), Double.parseDouble(p[3]), Double.parseDouble(p[4])
                            }));
        }
        report.note("");
        report.note("the console's start and connection taken apart, step by step in fresh JVMs with the launcher's"
                + " options (median CPU s of all threads | ms on the clock | classes loaded; "
                + BenchStats.loadAverage()
                + "):");
        steps.forEach((label, runs) -> report.note(String.format(
                java.util.Locale.ROOT,
                "  %-66s %5.2f s %6.0f ms %5.0f classes",
                label,
                BenchStats.median(runs.stream().map(r -> r[0]).toList()),
                BenchStats.median(runs.stream().map(r -> r[1]).toList()),
                BenchStats.median(runs.stream().map(r -> r[2]).toList()))));
    }

    private static void load(DynamoDbClient client) {
        List<Item> items = new ArrayList<>(BenchData.licenses(LICENSES - SMALL_TENANT_LICENSES));
        for (int i = 0; i < SMALL_TENANT_LICENSES; i++) {
            items.add(TestData.license(
                    SMALL_TENANT, String.format("s-%04d", i), "active", "2027-05-01", "Analytics Pro"));
        }
        BenchData.load(client, BenchData.appData(), TableNameMapping.identity(), items);
    }

    private static List<String> extraOptions() {
        String extra = System.getProperty("bench.window.options", "").strip();
        return extra.isEmpty() ? List.of() : List.of(extra.split("\\s+"));
    }

    static String javaOf(String javaHome) {
        return Path.of(javaHome, "bin", "java").toString();
    }

    /** This JVM's class path less the test scope: the console's own, as {@code mvn -Pdemo} runs it. */
    static String consoleClassPath() {
        List<String> kept = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (TEST_ONLY.stream().noneMatch(entry.replace('\\', '/')::contains)) {
                kept.add(entry);
            }
        }
        return String.join(File.pathSeparator, kept);
    }

    /** One kind of process, started and measured once a round. */
    record Launch(String label, Measurement measurement) {
        Map<String, Double> measure() throws Exception {
            return measurement.take();
        }
    }

    /** Starts a process, measures it and ends it; its figures by name. */
    @FunctionalInterface
    interface Measurement {
        Map<String, Double> take() throws Exception;
    }
}
