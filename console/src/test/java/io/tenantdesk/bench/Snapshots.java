package io.tenantdesk.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * With {@code -Dbench.window.diagnose=FOLDER}: what {@code jcmd} says of a console process at the moments the window
 * benchmark names (its class loading counters once usable, its heap's classes with the rows and after the tabs
 * closed), each in a file of that folder. Without the property it does nothing.
 */
final class Snapshots {

    private final Path folder;
    private final long pid;

    private Snapshots(Path folder, long pid) {
        this.folder = folder;
        this.pid = pid;
    }

    static Snapshots of(long pid) {
        String folder = System.getProperty("bench.window.diagnose", "");
        return new Snapshots(folder.isBlank() ? null : Path.of(folder), pid);
    }

    /** {@code jcmd PID command...} into FOLDER/PID-name.txt. */
    void take(String name, String... command) throws IOException, InterruptedException {
        if (folder == null) {
            return;
        }
        List<String> jcmd = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(), Long.toString(pid)));
        jcmd.addAll(List.of(command));
        Path out = Files.createDirectories(folder).resolve(pid + "-" + name + ".txt");
        Process p = new ProcessBuilder(jcmd)
                .redirectErrorStream(true)
                .redirectOutput(out.toFile())
                .start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
    }
}
