package io.tenantdesk.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The window benchmark's agent, loaded into the console's process once the console is laid out: it only observes and
 * answers. Not given with {@code -javaagent} at the start: a Java agent there makes the JVM leave an AppCDS archive
 * unused and its archived module graph too, so the start would not be measured as it is. It reads
 * one command a line on stdin and answers on stdout in lines starting with {@value #ANSWER}; times are
 * {@code System.nanoTime()} (the same monotonic clock in every process here) and CPU the process's clock ticks from
 * /proc. Its JavaFX side ({@link WindowProbeFx}) is loaded when the first command comes.
 *
 * <ul>
 *   <li>{@code where #id|text:Label|row}: the screen point at the middle of that node, {@code at X Y} or {@code at none};
 *   <li>{@code arm window} (answered {@code armed window} once listening): {@code window NANOS TICKS} after the
 *       first layout of the next window shown;
 *   <li>{@code arm tab}: for the next tab opened, {@code input NANOS} (the click or key that opened it), {@code data NANOS} (its first page, or its read done), {@code frame
 *       NANOS TICKS FX RENDER PROCESS GC JIT} after the first layout that shows its rows (or a filled form field),
 *       with the ms each took since the data ({@link ThreadTimes}), and for a list {@code
 *       loaded NANOS ROWS} once every row is in;
 *   <li>{@code close}: closes every tab but the first, answers {@code tabs N};
 *   <li>{@code heap}: heap in use after collections, {@code heap BYTES}.
 * </ul>
 */
public final class WindowProbe {

    static final String ANSWER = "probe ";

    private final PrintStream out;
    private WindowProbeFx fx;

    private WindowProbe(PrintStream out) {
        this.out = out;
    }

    /** Loaded into the running console ({@link ProbedProcess#attach}), once it is laid out. */
    public static void agentmain(String args) {
        WindowProbe probe = new WindowProbe(System.out);
        Thread commands = new Thread(probe::serve, "window-probe");
        commands.setDaemon(true);
        commands.start();
    }

    private void serve() {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        try {
            for (String line; (line = in.readLine()) != null; ) {
                String command = line.strip();
                if (command.equals("heap")) {
                    answer(heap());
                } else {
                    if (fx == null) {
                        fx = new WindowProbeFx(this::answer);
                    }
                    answer(fx.handle(command));
                }
            }
        } catch (IOException | RuntimeException e) {
            answer("failed " + e);
        }
    }

    synchronized void answer(String text) {
        out.println(ANSWER + text);
        out.flush();
    }

    private static String heap() {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 4; i++) {
            System.gc();
        }
        return "heap " + (rt.totalMemory() - rt.freeMemory());
    }

    /** "NANOS TICKS": now, and the CPU time the process has used, in clock ticks (user and system). */
    static String now() {
        return System.nanoTime() + " " + cpuTicks(Path.of("/proc/self/stat"));
    }

    static long cpuTicks(Path stat) {
        try {
            String text = Files.readString(stat);
            String[] fields = text.substring(text.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
