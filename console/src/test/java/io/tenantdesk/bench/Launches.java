package io.tenantdesk.bench;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The processes the window benchmark starts, each with the launcher's JVM options, a fresh home and the same JavaFX
 * cache folder: the console (measured by a {@link ConsoleSession}) and the bare window
 * (its first frame, CPU and resident memory once idle).
 */
final class Launches {

    private final Path work;
    private final VirtualDisplay screen;
    private final String endpoint;
    private final String tenant;
    private final XInput input;
    private final Path agent;
    private final AtomicInteger processes = new AtomicInteger();

    Launches(Path work, VirtualDisplay screen, String endpoint, String tenant) throws IOException {
        this.work = work;
        this.screen = screen;
        this.endpoint = endpoint;
        this.tenant = tenant;
        this.input = new XInput(screen.name());
        this.agent = ClassJar.of(
                List.of(WindowProbe.class, WindowProbeFx.class, ThreadTimes.class, HeadlessFx.class),
                work.resolve("probe.jar"),
                ClassJar.agent(WindowProbe.class));
    }

    WindowBenchmark.Launch console(String label, String java, List<String> extra, String classPath) {
        return new WindowBenchmark.Launch(label, () -> runConsole(label, java, extra, classPath));
    }

    WindowBenchmark.Launch bare(String label, String java, Path jar) {
        return new WindowBenchmark.Launch(label, () -> {
            Path dir = processFolder(label);
            Path shown = dir.resolve("shown");
            String classPath = jar + File.pathSeparator + WindowBenchmark.consoleClassPath();
            List<String> command = command(java, List.of(), dir, shown, classPath, BareWindowLauncher.class.getName());
            try (ProbedProcess bare =
                    ProbedProcess.start(command, screen.name(), dir.resolve("home"), dir.resolve("log"))) {
                Map<String, Double> figures = new LinkedHashMap<>();
                figures.put("start: first window shown (ms)", bare.awaitMarker(shown));
                figures.put("start: CPU until shown (s)", bare.use().cpuSeconds());
                bare.use().settle(30);
                figures.put("resident: idle (MB)", bare.use().residentMb());
                return figures;
            }
        });
    }

    /**
     * The console from jars on Java 17 with an AppCDS archive, and on {@code otherJava} with its AOT cache and compact
     * object headers: each archive made by a training round (a whole session, then a normal exit) before they are
     * measured. A start whose archive was not written is left out, and the report says why.
     */
    List<WindowBenchmark.Launch> archived(BenchReport report, String java17, String otherJava) throws Exception {
        String jars = jarClassPath();
        Path jsa = work.resolve("console.jsa");
        Path aot = work.resolve("console.aot");
        List<WindowBenchmark.Launch> launches = new ArrayList<>();
        List<String> dynamicDump = List.of(
                "-XX:+UnlockDiagnosticVMOptions",
                "-XX:+AllowArchivingWithJavaAgent",
                "-XX:ArchiveClassesAtExit=" + jsa);
        if (trained(report, "Java 17 AppCDS", java17, dynamicDump, jars, jsa)) {
            // the archive is used only where this diagnostic setting is as when it was made
            launches.add(console(
                    "console, jars, Java 17, AppCDS archive",
                    java17,
                    List.of(
                            "-XX:+UnlockDiagnosticVMOptions",
                            "-XX:+AllowArchivingWithJavaAgent",
                            "-XX:SharedArchiveFile=" + jsa),
                    jars));
        }
        if (trained(
                report,
                "AOT cache",
                otherJava,
                List.of("-XX:+UseCompactObjectHeaders", "-XX:AOTCacheOutput=" + aot),
                jars,
                aot)) {
            launches.add(console(
                    "console, jars, " + version(otherJava) + ", AOT cache, compact headers",
                    otherJava,
                    List.of("-XX:+UseCompactObjectHeaders", "-XX:AOTCache=" + aot),
                    jars));
        }
        return launches;
    }

    private boolean trained(
            BenchReport report, String what, String java, List<String> options, String classPath, Path archive)
            throws Exception {
        runConsole("training " + what, java, options, classPath);
        if (Files.isRegularFile(archive)) {
            report.note(what + ": made by a training round (" + Files.size(archive) / 1_000_000 + " MB)");
            return true;
        }
        report.note(what + ": the training round wrote no archive; left out (see its log under " + work + ")");
        return false;
    }

    private Map<String, Double> runConsole(String label, String java, List<String> extra, String classPath)
            throws Exception {
        Path dir = processFolder(label);
        Path shown = dir.resolve("shown");
        Path ready = dir.resolve("ready");
        Path gcLog = dir.resolve("gc.log");
        List<String> options = new ArrayList<>(extra);
        options.add("-Dtenantdesk.readyMarker=" + ready);
        options.add("-Xlog:gc:file=" + gcLog);
        List<String> command = command(java, options, dir, shown, classPath, "io.tenantdesk.Tenantdesk");
        try (ProbedProcess console =
                ProbedProcess.start(command, screen.name(), dir.resolve("home"), dir.resolve("log"))) {
            try {
                return new ConsoleSession(console, input, agent).run(endpoint, tenant, shown, ready, gcLog);
            } catch (RuntimeException e) {
                screenshot(dir.resolve("failed.png"));
                throw e;
            }
        }
    }

    /** What the screen showed, for the log when a session fails (ImageMagick's import). */
    private void screenshot(Path file) {
        ProcessBuilder grab = new ProcessBuilder("import", "-window", "root", file.toString())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD);
        grab.environment().put("DISPLAY", screen.name());
        try {
            grab.start().waitFor();
        } catch (IOException e) {
            System.err.println("no screenshot: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private List<String> command(String java, List<String> options, Path dir, Path shown, String classPath, String main)
            throws IOException {
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(LauncherOptions.console());
        command.addAll(options);
        command.add("-Duser.home=" + Files.createDirectories(dir.resolve("home")));
        command.add("-Djavafx.cachedir=" + work.resolve("fxcache"));
        command.add("-Dtenantdesk.startupMarker=" + shown);
        command.add("-cp");
        command.add(classPath);
        command.add(main);
        return command;
    }

    private Path processFolder(String label) throws IOException {
        return Files.createDirectories(
                work.resolve(processes.incrementAndGet() + "-" + label.replaceAll("[^A-Za-z0-9]+", "-")));
    }

    /** The console's class path with each module's classes folder made a jar, as an archive needs. */
    private String jarClassPath() throws IOException {
        List<String> entries = new ArrayList<>();
        for (String entry : WindowBenchmark.consoleClassPath().split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (Files.isDirectory(path)) {
                Path module = path.getParent().getParent().getFileName();
                entries.add(
                        ClassJar.ofFolder(path, work.resolve(module + ".jar")).toString());
            } else {
                entries.add(entry);
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    private static String version(String java) throws IOException, InterruptedException {
        Process p =
                new ProcessBuilder(java, "-version").redirectErrorStream(true).start();
        String first = new String(p.getInputStream().readAllBytes())
                .lines()
                .findFirst()
                .orElse("");
        p.waitFor();
        return first.replaceAll(".*\"(\\d+)[^\"]*\".*", "Java $1");
    }
}
