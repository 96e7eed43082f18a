package io.tenantdesk.logging;

import io.tenantdesk.host.OwnerOnlyFiles;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.logging.ErrorManager;
import java.util.logging.Handler;
import java.util.logging.LogRecord;

/**
 * The console's log: {@code tenantdesk.log} in the given folder, rolled over to {@code tenantdesk.1.log},
 * {@code tenantdesk.2.log}... when it reaches its size limit, the oldest dropped. The folder and every file are
 * readable by their owner only (on systems with POSIX permissions; elsewhere the user's own profile folder
 * protects them). Lines are formatted, secrets masked, by {@link LogLineFormatter}.
 */
public final class RollingLogFile extends Handler {

    public static final String FILE_NAME = "tenantdesk.log";
    private static final Set<PosixFilePermission> OWNER_FILE = PosixFilePermissions.fromString("rw-------");
    private static final Set<PosixFilePermission> OWNER_FOLDER = PosixFilePermissions.fromString("rwx------");
    private static final boolean POSIX =
            FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

    private final Path folder;
    private final long limitBytes;
    private final int files;
    private OutputStream out;
    private long written;

    /**
     * @param limitBytes size at which the file rolls over
     * @param files      how many files to keep, the current one included
     */
    public RollingLogFile(Path folder, long limitBytes, int files) {
        if (limitBytes < 1 || files < 1) {
            throw new IllegalArgumentException("a log needs a positive size limit and at least one file");
        }
        this.folder = folder;
        this.limitBytes = limitBytes;
        this.files = files;
        setFormatter(new LogLineFormatter());
    }

    /** The file being written. */
    public Path file() {
        return folder.resolve(FILE_NAME);
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        byte[] line = getFormatter().format(record).getBytes(StandardCharsets.UTF_8);
        try {
            if (out != null && written > 0 && written + line.length > limitBytes) {
                rollOver();
            }
            if (out == null) {
                open();
            }
            out.write(line);
            out.flush();
            written += line.length;
        } catch (IOException e) {
            reportError("cannot write the log file " + file(), e, ErrorManager.WRITE_FAILURE);
        }
    }

    private void open() throws IOException {
        if (!Files.isDirectory(folder)) {
            if (POSIX) {
                Files.createDirectories(folder, PosixFilePermissions.asFileAttribute(OWNER_FOLDER));
            } else {
                Files.createDirectories(folder);
            }
        }
        Path file = file();
        List<String> widened = new ArrayList<>();
        if (POSIX) {
            OwnerOnlyFiles.tighten(folder).ifPresent(mode -> widened.add(folder + " (" + mode + ")"));
            if (!Files.exists(file)) {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(OWNER_FILE));
            }
            for (int n = 0; n < files; n++) {
                Path log = numbered(n);
                OwnerOnlyFiles.tighten(log).ifPresent(mode -> widened.add(log + " (" + mode + ")"));
            }
        }
        out = Files.newOutputStream(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        written = Files.size(file);
        if (!widened.isEmpty()) {
            LogRecord notice = new LogRecord(
                    java.util.logging.Level.WARNING,
                    "The log was readable by others, as an earlier version left it; it is now readable by its owner"
                            + " only: " + String.join(", ", widened));
            notice.setLoggerName(RollingLogFile.class.getName());
            byte[] line = getFormatter().format(notice).getBytes(StandardCharsets.UTF_8);
            out.write(line);
            written += line.length;
        }
    }

    private void rollOver() throws IOException {
        out.close();
        out = null;
        Files.deleteIfExists(numbered(files - 1));
        for (int i = files - 2; i >= 1; i--) {
            if (Files.exists(numbered(i))) {
                Files.move(numbered(i), numbered(i + 1), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        if (files > 1) {
            Files.move(file(), numbered(1), StandardCopyOption.REPLACE_EXISTING);
        } else {
            Files.delete(file());
        }
    }

    private Path numbered(int n) {
        return n == 0 ? file() : folder.resolve("tenantdesk." + n + ".log");
    }

    @Override
    public synchronized void flush() {
        try {
            if (out != null) {
                out.flush();
            }
        } catch (IOException e) {
            reportError("cannot flush the log file " + file(), e, ErrorManager.FLUSH_FAILURE);
        }
    }

    @Override
    public synchronized void close() {
        try {
            if (out != null) {
                out.close();
            }
        } catch (IOException e) {
            reportError("cannot close the log file " + file(), e, ErrorManager.CLOSE_FAILURE);
        } finally {
            out = null;
        }
    }
}
