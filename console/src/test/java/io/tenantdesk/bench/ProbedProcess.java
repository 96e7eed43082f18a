package io.tenantdesk.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A process on the benchmark's display, spawned at a known time, whose {@link WindowProbe} answers on its stdout; its
 * other output and stderr go to a log file.
 */
final class ProbedProcess implements AutoCloseable {

    private static final long ANSWER_TIMEOUT_S = 120;

    private final Process process;
    private final long spawnedNanos;
    private final long spawnedEpochMs;
    private final Path log;
    private final PrintStream commands;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private final List<String> unclaimed = new ArrayList<>();

    private ProbedProcess(Process process, long spawnedNanos, long spawnedEpochMs, Path log) {
        this.process = process;
        this.spawnedNanos = spawnedNanos;
        this.spawnedEpochMs = spawnedEpochMs;
        this.log = log;
        this.commands = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readAnswers, "probe-answers-" + process.pid());
        reader.setDaemon(true);
        reader.start();
    }

    static ProbedProcess start(List<String> command, String display, Path home, Path log) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(log.toFile());
        builder.environment().put("DISPLAY", display);
        builder.environment().put("HOME", home.toString());
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        long epoch = System.currentTimeMillis();
        long nanos = System.nanoTime();
        return new ProbedProcess(builder.start(), nanos, epoch, log);
    }

    private void readAnswers() {
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = out.readLine()) != null; ) {
                if (line.startsWith(WindowProbe.ANSWER)) {
                    answers.add(line.substring(WindowProbe.ANSWER.length()));
                } else {
                    Files.writeString(
                            log.resolveSibling(log.getFileName() + ".out"),
                            line + "\n",
                            StandardCharsets.UTF_8,
                            java.nio.file.StandardOpenOption.CREATE,
                            java.nio.file.StandardOpenOption.APPEND);
                }
            }
        } catch (IOException ended) {
            // the process is gone; expect() says so
        }
    }

    long pid() {
        return process.pid();
    }

    ProcessUse use() {
        return new ProcessUse(process.pid());
    }

    /** Milliseconds from the spawn to {@code nanos} of this machine's monotonic clock. */
    double sinceSpawnMs(long nanos) {
        return (nanos - spawnedNanos) / 1e6;
    }

    /** Waits for the file a start-up marker writes; milliseconds from the spawn to the time it holds. */
    double awaitMarker(Path marker) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(ANSWER_TIMEOUT_S);
        while (!Files.exists(marker)) {
            if (!process.isAlive() || System.nanoTime() > deadline) {
                throw new IllegalStateException("no " + marker.getFileName() + "; see " + log);
            }
            Thread.sleep(2);
        }
        return Long.parseLong(Files.readString(marker).strip()) - spawnedEpochMs;
    }

    /** Loads the {@link WindowProbe} agent in {@code jar} into the running process (the JDK's Attach API). */
    void attach(Path jar) throws IOException {
        try {
            com.sun.tools.attach.VirtualMachine vm = com.sun.tools.attach.VirtualMachine.attach(Long.toString(pid()));
            try {
                vm.loadAgent(jar.toString());
            } finally {
                vm.detach();
            }
        } catch (com.sun.tools.attach.AttachNotSupportedException
                | com.sun.tools.attach.AgentLoadException
                | com.sun.tools.attach.AgentInitializationException e) {
            throw new IOException("cannot load the probe into " + pid() + ": " + e.getMessage(), e);
        }
    }

    void send(String command) {
        commands.println(command);
    }

    /**
     * Has the probe listen for the next window or tab ({@code what}), and waits until it does; what it answered about
     * earlier ones is dropped.
     */
    void arm(String what) throws InterruptedException {
        answers.drainTo(unclaimed);
        unclaimed.clear();
        send("arm " + what);
        expect("armed");
    }

    /** The next answer that starts with {@code word}, split at spaces; earlier answers of other words are kept. */
    String[] expect(String word) throws InterruptedException {
        for (Iterator<String> i = unclaimed.iterator(); i.hasNext(); ) {
            String line = i.next();
            if (line.startsWith(word + " ")) {
                i.remove();
                return line.split(" ");
            }
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(ANSWER_TIMEOUT_S);
        while (true) {
            String line = answers.poll(1, TimeUnit.SECONDS);
            if (line == null) {
                if (!process.isAlive() || System.nanoTime() > deadline) {
                    throw new IllegalStateException("no '" + word + "' from the probe; see " + log);
                }
            } else if (line.startsWith("failed ") || line.startsWith("unknown ")) {
                throw new IllegalStateException("the probe: " + line);
            } else if (line.startsWith(word + " ")) {
                return line.split(" ");
            } else {
                unclaimed.add(line);
            }
        }
    }

    /** The screen point of a node the probe finds ({@code #id}, {@code text:Label} or {@code row}). */
    int[] where(String target) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            send("where " + target);
            String[] at = expect("at");
            if (at.length == 3) {
                return new int[] {Integer.parseInt(at[1]), Integer.parseInt(at[2])};
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the probe finds no " + target + "; see " + log);
            }
            Thread.sleep(50);
        }
    }

    /** Asks the process to end, as closing its session would, and waits while it writes what it keeps at exit. */
    /** As {@link #where}, once the node has stayed put for a quarter of a second (a dialog that is still sizing). */
    int[] whereSettled(String target) throws InterruptedException {
        int[] before = where(target);
        while (true) {
            Thread.sleep(250);
            int[] now = where(target);
            if (java.util.Arrays.equals(before, now)) {
                return now;
            }
            before = now;
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(ANSWER_TIMEOUT_S, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }
}
