package io.tenantdesk.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * An X display for the windows a benchmark opens: one Xvfb server for all its runs (what xvfb-run would start
 * for each), or the display the benchmark was started on when Xvfb is not installed.
 */
final class VirtualDisplay implements AutoCloseable {

    private final String name;
    private final Process server;

    private VirtualDisplay(String name, Process server) {
        this.name = name;
        this.server = server;
    }

    /** Empty when there is neither Xvfb nor a display. */
    static Optional<VirtualDisplay> start() throws IOException {
        Process xvfb;
        try {
            xvfb = new ProcessBuilder("Xvfb", "-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
        } catch (IOException notInstalled) {
            String current = System.getenv("DISPLAY");
            return current == null || current.isBlank()
                    ? Optional.empty()
                    : Optional.of(new VirtualDisplay(current, null));
        }
        BufferedReader out =
                new BufferedReader(new InputStreamReader(xvfb.getInputStream(), StandardCharsets.US_ASCII));
        String number = out.readLine(); // Xvfb writes the display it chose once it accepts connections
        if (number == null || number.isBlank()) {
            xvfb.destroyForcibly();
            throw new IOException("Xvfb did not start");
        }
        return Optional.of(new VirtualDisplay(":" + number.strip(), xvfb));
    }

    /** As {@link #start()}, saying in the report what to install when there is no display. */
    static Optional<VirtualDisplay> startOrSay(BenchReport report) throws IOException {
        Optional<VirtualDisplay> display = start();
        if (display.isEmpty()) {
            report.note(
                    "No display to open windows on: install Xvfb (apt-get install xvfb) or run in a desktop session.");
        }
        return display;
    }

    String name() {
        return name;
    }

    String describe() {
        return server == null ? "display " + name : "Xvfb " + name;
    }

    @Override
    public void close() throws InterruptedException {
        if (server != null) {
            server.destroy();
            if (!server.waitFor(5, TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        }
    }
}
