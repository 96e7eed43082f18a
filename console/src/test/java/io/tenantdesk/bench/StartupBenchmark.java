package io.tenantdesk.bench;

import io.tenantdesk.testing.Checkout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * {@code mvn -Pbench -Dbench=startup}: from spawning the packaged console's launcher (bin/tenantdesk, what the menu
 * entry runs; jpackage's own bin/Tenantdesk is timed too) to its first window shown and
 * laid out (the marker {@code -Dtenantdesk.startupMarker} writes), median of {@value #RUNS} runs after a warm-up,
 * against the smallest JavaFX window ({@link BareWindow}) started in the same runtime image the same way. Both get
 * an AppCDS archive made at their path, as the .deb makes one at install time; the same two without one show what
 * a moved image costs. Also the sizes of the runtime, the app-image and the .deb. Needs {@code mvn -Ppackage
 * package} first, and Xvfb or a display.
 */
public final class StartupBenchmark implements Benchmark {

    static final int RUNS = 7;
    private static final long RUN_TIMEOUT_MS = 60_000;
    private static final double MB = 1024 * 1024;

    private final Path target = Checkout.file("target");
    private final Map<String, List<Long>> readyTimes = new LinkedHashMap<>();
    private int markers;
    private long lastReady = -1;

    @Override
    public String name() {
        return "startup";
    }

    @Override
    public void run(BenchReport report) throws Exception {
        report.section("startup: launcher to first window shown, median of " + RUNS + " runs");
        Path image = target.resolve("app-image/Tenantdesk");
        if (!Files.isExecutable(image.resolve("bin/Tenantdesk"))) {
            report.note("No app-image at " + image
                    + ": run `mvn -Ppackage package` first, then `mvn -Pbench -Dbench=startup`.");
            return;
        }
        Optional<VirtualDisplay> display = VirtualDisplay.startOrSay(report);
        if (display.isEmpty()) {
            return;
        }
        Path work = Files.createTempDirectory("tenantdesk-startup-");
        try (VirtualDisplay screen = display.get()) {
            Path installed = install(image, work.resolve("installed"));
            Path java = installed.resolve("lib/runtime/bin/java");
            Path bareJar = bareWindowJar(work);
            Path bareArchive = bareWindowArchive(java, bareJar, work, screen);
            String bareMain = BareWindow.class.getName();

            Map<String, List<String>> starts = new LinkedHashMap<>();
            starts.put(
                    "console, AppCDS archive (as installed)",
                    List.of(installed.resolve("bin/tenantdesk").toString()));
            starts.put(
                    "bare window, same runtime, AppCDS archive",
                    List.of(
                            java.toString(),
                            "-Xshare:auto",
                            "-XX:SharedArchiveFile=" + bareArchive,
                            "-cp",
                            bareJar.toString(),
                            bareMain));
            starts.put(
                    "console, no archive (as built, or moved)",
                    List.of(image.resolve("bin/tenantdesk").toString()));
            starts.put(
                    "bare window, same runtime, no archive",
                    List.of(java.toString(), "-Xshare:auto", "-cp", bareJar.toString(), bareMain));
            starts.put(
                    "console through jpackage's launcher, AppCDS archive",
                    List.of(installed.resolve("bin/Tenantdesk").toString()));
            String loadBefore = BenchStats.loadAverage();
            Map<String, List<Long>> times = measure(starts, screen, work);

            report.note("windows on " + screen.describe() + "; runs interleaved, one warm-up each; "
                    + loadBefore + " before, " + BenchStats.loadAverage()
                    + " after (other processes on the machine slow both"
                    + " sides alike: read the ratio before the milliseconds)");
            times.forEach((label, ms) -> report.figure(label, BenchStats.median(ms), "ms"));
            List<Double> medians =
                    times.values().stream().map(BenchStats::median).collect(Collectors.toList());
            report.ratio("console / bare window, with AppCDS archives", medians.get(0) / medians.get(1), "<= 1.2");
            report.figure("console / bare window, without (ratio)", medians.get(2) / medians.get(3), "x");
            report.figure(
                    "console through jpackage's launcher / bare window, with archives",
                    medians.get(4) / medians.get(1),
                    "x");
            report.note(
                    "the console's window first shows a starting view; its own main window replaces it once built:");
            readyTimes.forEach(
                    (label, ms) -> report.figure(label + ", main window ready", BenchStats.median(ms), "ms"));
            List<Double> ready =
                    readyTimes.values().stream().map(BenchStats::median).collect(Collectors.toList());
            if (!ready.isEmpty()) {
                report.figure(
                        "console main window ready / bare window, with archives", ready.get(0) / medians.get(1), "x");
            }
            times.forEach((label, ms) -> report.note(
                    label + ": " + ms.stream().map(String::valueOf).collect(Collectors.joining(" ")) + " ms"));
            sizes(report, image, installed);
        } finally {
            deleteTree(work);
        }
    }

    /** A copy of the app-image with its AppCDS archive made there, as the .deb's post-install step does. */
    private static Path install(Path image, Path into) throws IOException, InterruptedException {
        Path installed = into.resolve(image.getFileName());
        Files.createDirectories(into);
        run(List.of("cp", "-a", image.toString(), into.toString()), into.resolve("copy.log"));
        run(List.of(installed.resolve("lib/tenantdesk-appcds").toString(), "create"), into.resolve("appcds.log"));
        return installed;
    }

    /** The baseline as its own jar: an AppCDS archive needs jars on the class path, not folders. */
    private static Path bareWindowJar(Path work) throws IOException {
        return ClassJar.of(List.of(BareWindow.class), work.resolve("bare-window.jar"), new java.util.jar.Manifest());
    }

    /** Made like the console's: the classes one start loads, then a static dump. */
    private Path bareWindowArchive(Path java, Path jar, Path work, VirtualDisplay screen)
            throws IOException, InterruptedException {
        Path raw = work.resolve("bare-raw.classlist");
        ProcessBuilder once = new ProcessBuilder(
                java.toString(),
                "-XX:DumpLoadedClassList=" + raw,
                "-Dbench.exitWhenShown=true",
                "-cp",
                jar.toString(),
                BareWindow.class.getName());
        once.environment().put("DISPLAY", screen.name());
        run(once, work.resolve("bare-classlist.log"));
        Path list = work.resolve("bare.classlist");
        try (Stream<String> lines = Files.lines(raw)) {
            Files.write(list, lines.filter(l -> !l.contains("$Proxy")).toList());
        }
        Path archive = work.resolve("bare.jsa");
        run(
                List.of(
                        java.toString(),
                        "-Xshare:dump",
                        "-XX:SharedClassListFile=" + list,
                        "-XX:SharedArchiveFile=" + archive,
                        "-cp",
                        jar.toString()),
                work.resolve("bare-dump.log"));
        return archive;
    }

    private Map<String, List<Long>> measure(Map<String, List<String>> starts, VirtualDisplay screen, Path work)
            throws IOException, InterruptedException {
        Map<String, List<Long>> times = new LinkedHashMap<>();
        starts.keySet().forEach(label -> times.put(label, new ArrayList<>()));
        Path home = Files.createDirectories(work.resolve("home"));
        for (int run = 0; run <= RUNS; run++) {
            for (Map.Entry<String, List<String>> start : starts.entrySet()) {
                lastReady = -1;
                long ms = timeToWindow(start.getKey(), start.getValue(), screen, home, work);
                if (run > 0 && lastReady >= 0) {
                    readyTimes
                            .computeIfAbsent(start.getKey(), k -> new ArrayList<>())
                            .add(lastReady);
                }
                if (run > 0) {
                    times.get(start.getKey()).add(ms);
                }
            }
        }
        return times;
    }

    private long timeToWindow(String label, List<String> command, VirtualDisplay screen, Path home, Path work)
            throws IOException, InterruptedException {
        Path marker = work.resolve("shown-" + (++markers));
        Path readyMarker = work.resolve("ready-" + markers);
        Path log = work.resolve("start-" + markers + ".log");
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("DISPLAY", screen.name());
        builder.environment().put("HOME", home.toString());
        // the same way in for both: the console's launcher takes JVM options only from here
        builder.environment()
                .put(
                        "JAVA_TOOL_OPTIONS",
                        "-Duser.home=" + home + " -Dtenantdesk.startupMarker=" + marker + " -Dtenantdesk.readyMarker="
                                + readyMarker);
        long spawned = System.currentTimeMillis();
        Process process = builder.start();
        try {
            while (!Files.exists(marker)) {
                if (!process.isAlive()) {
                    throw new IllegalStateException(label + " exited with " + process.exitValue()
                            + " before showing its window: " + Files.readString(log));
                }
                if (System.currentTimeMillis() - spawned > RUN_TIMEOUT_MS) {
                    throw new IllegalStateException(label + " showed no window within " + RUN_TIMEOUT_MS / 1000 + " s");
                }
                Thread.sleep(2);
            }
            if (label.startsWith("console")) {
                while (!Files.exists(readyMarker)
                        && process.isAlive()
                        && System.currentTimeMillis() - spawned < RUN_TIMEOUT_MS) {
                    Thread.sleep(2);
                }
                if (Files.exists(readyMarker)) {
                    lastReady = Long.parseLong(Files.readString(readyMarker).strip()) - spawned;
                }
            }
            return Long.parseLong(Files.readString(marker).strip()) - spawned;
        } finally {
            process.destroy();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
            }
        }
    }

    private void sizes(BenchReport report, Path image, Path installed) throws IOException {
        report.figure("size: jlink runtime (target/runtime)", size(target.resolve("runtime")) / MB, "MB");
        report.figure("size: app-image (target/app-image/Tenantdesk)", size(image) / MB, "MB");
        Optional<Path> deb;
        try (Stream<Path> files = Files.list(target.resolve("installer"))) {
            deb = files.filter(f -> f.toString().endsWith(".deb")).findFirst();
        } catch (IOException noInstallers) {
            deb = Optional.empty();
        }
        if (deb.isPresent()) {
            report.figure("size: .deb (goal <= 70 MB)", Files.size(deb.get()) / MB, "MB");
        } else {
            report.note("no .deb in target/installer (mvn -Ppackage package makes it on Linux)");
        }
        report.figure(
                "size: AppCDS archive made at install",
                Files.size(installed.resolve("lib/app/tenantdesk.jsa")) / MB,
                "MB");
        report.figure("size: installed (app-image and archive)", size(installed) / MB, "MB");
    }

    private static long size(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile)
                    .mapToLong(f -> {
                        try {
                            return Files.size(f);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .sum();
        }
    }

    private static void run(List<String> command, Path log) throws IOException, InterruptedException {
        run(new ProcessBuilder(command), log);
    }

    private static void run(ProcessBuilder builder, Path log) throws IOException, InterruptedException {
        Process process =
                builder.redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException(String.join(" ", builder.command()) + " did not finish");
        }
        if (process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", builder.command()) + " failed: " + Files.readString(log));
        }
    }

    static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
