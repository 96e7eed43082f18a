package io.tenantdesk.local;

import io.tenantdesk.concurrent.Daemons;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A program run the way a user runs it: in a JVM of its own, on this test run's class path, with a home and a temp
 * folder of its own (so what it leaves there can be seen), stopped by a signal. Its output is read line by line.
 */
public final class DemoProcess implements AutoCloseable {

    /** How long anything here may take before the test gives up: a safety net, the waits end on events. */
    private static final long PATIENCE_MINUTES = 5;

    /** The properties the test run hands on: where dynalite is, and how JavaFX runs without a display. */
    private static final List<String> HANDED_ON = List.of(
            DynaliteServer.DIRECTORY_PROPERTY,
            "glass.platform",
            "monocle.platform",
            "prism.order",
            "prism.text",
            "java.awt.headless",
            "javafx.cachedir");

    private final Process process;
    private final Path temp;
    private final List<String> output = new CopyOnWriteArrayList<>();
    private final CompletableFuture<String> ready = new CompletableFuture<>();

    private DemoProcess(Process process, Path temp, String readyText) {
        this.process = process;
        this.temp = temp;
        Daemons.named("demo-process-output").newThread(() -> read(readyText)).start();
    }

    /**
     * Starts {@code mainClass} with {@code args} in a JVM of its own, its home and temp folder under {@code scratch}.
     *
     * @param readyText a line holding it says the program is ready
     */
    public static DemoProcess start(Path scratch, String readyText, String mainClass, String... args)
            throws IOException {
        Path home = Files.createDirectories(scratch.resolve("home"));
        Path temp = Files.createDirectories(scratch.resolve("tmp"));
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1",
                "-XX:+UseSerialGC",
                "-Djava.io.tmpdir=" + temp,
                "-Duser.home=" + home));
        HANDED_ON.stream()
                .filter(name -> System.getProperty(name) != null)
                .forEach(name -> command.add("-D" + name + "=" + System.getProperty(name)));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), mainClass));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(name -> name.startsWith("XDG_"));
        env.put("HOME", home.toString());
        return new DemoProcess(builder.start(), temp, readyText);
    }

    private void read(String readyText) {
        try (BufferedReader lines =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                output.add(line);
                if (line.contains(readyText)) {
                    ready.complete(line);
                }
            }
        } catch (IOException e) {
            // the process is gone; the end of its output says so below
        }
        ready.completeExceptionally(
                new IllegalStateException("the program ended before it was ready; its output:\n" + output()));
    }

    /** Waits until the program prints its ready line; that line. */
    public String awaitReady() throws Exception {
        return ready.get(PATIENCE_MINUTES, TimeUnit.MINUTES);
    }

    /** Sends the program {@code SIGTERM} or {@code SIGINT} and waits for it to exit; its exit code. */
    public int stop(String signal) throws Exception {
        if (signal.equals("TERM")) {
            process.destroy();
        } else {
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(process.pid())).start();
            if (kill.waitFor() != 0) {
                throw new IllegalStateException("kill -" + signal + " failed");
            }
        }
        return awaitExit();
    }

    /** Waits for the program to exit by itself; its exit code. */
    public int awaitExit() throws Exception {
        if (!process.waitFor(PATIENCE_MINUTES, TimeUnit.MINUTES)) {
            throw new IllegalStateException("the program did not exit; its output:\n" + output());
        }
        return process.exitValue();
    }

    /** The processes the program started, as they are now. */
    public List<ProcessHandle> children() {
        return process.descendants().toList();
    }

    /** Waits until {@code children} have exited. */
    public static void awaitGone(List<ProcessHandle> children) throws Exception {
        for (ProcessHandle child : children) {
            child.onExit().get(PATIENCE_MINUTES, TimeUnit.MINUTES);
        }
    }

    /** What the program's temp folder holds now, by name. */
    public List<String> tempEntries() {
        try (Stream<Path> entries = Files.list(temp)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String output() {
        return String.join("\n", output);
    }

    /** Kills the program and what it started, if still running. */
    @Override
    public void close() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }
}
