package io.tenantdesk.bench;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The user's hands: real pointer and key events sent into the X server with xdotool (Debian's {@code xdotool}
 * package), as a desktop's input would come. Each action returns {@code System.nanoTime()} once xdotool has sent its
 * events and exited; an open's click counts from when the console received it ({@link WindowProbe}).
 */
final class XInput {

    private final String display;

    XInput(String display) {
        this.display = display;
    }

    /** True when xdotool can be run. */
    static boolean available() {
        try {
            return new ProcessBuilder("xdotool", "--version")
                            .redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                            .start()
                            .waitFor()
                    == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    long moveTo(int[] point) throws IOException, InterruptedException {
        return run("mousemove", "--sync", Integer.toString(point[0]), Integer.toString(point[1]));
    }

    long click() throws IOException, InterruptedException {
        return run("click", "1");
    }

    long doubleClick() throws IOException, InterruptedException {
        return run("click", "--repeat", "2", "--delay", "60", "1");
    }

    long type(String text) throws IOException, InterruptedException {
        return run("type", "--delay", "20", text);
    }

    long key(String keys) throws IOException, InterruptedException {
        return run("key", keys);
    }

    private long run(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("xdotool"));
        command.addAll(List.of(args));
        ProcessBuilder builder =
                new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("DISPLAY", display);
        Process process = builder.start();
        if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
            process.destroyForcibly();
            throw new IllegalStateException(String.join(" ", command) + " failed");
        }
        return System.nanoTime();
    }
}
