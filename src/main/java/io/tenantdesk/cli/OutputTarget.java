package io.tenantdesk.cli;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where an export goes. A file is written beside its final name and moved into place only when the export
 * succeeded, so a failed or interrupted export never leaves half a file (or destroys the previous one).
 * A target that is not a regular file ({@code /dev/null}, a named pipe) is written directly; standard output
 * is flushed but never closed.
 */
final class OutputTarget implements AutoCloseable {

    private static final int BUFFER = 64 * 1024;

    private final OutputStream stream;
    private final Path temporary;
    private final Path destination;
    private final PrintStream console;
    private boolean committed;

    private OutputTarget(OutputStream stream, Path temporary, Path destination, PrintStream console) {
        this.stream = stream;
        this.temporary = temporary;
        this.destination = destination;
        this.console = console;
    }

    static OutputTarget stdout(PrintStream console) {
        OutputStream unclosable = new FilterOutputStream(console) {
            @Override
            public void write(byte[] b, int off, int len) {
                console.write(b, off, len);
            }

            @Override
            public void close() {
                console.flush();
            }
        };
        return new OutputTarget(new BufferedOutputStream(unclosable, BUFFER), null, null, console);
    }

    static OutputTarget file(Path destination) {
        Path absolute = destination.toAbsolutePath();
        try {
            if (Files.exists(absolute) && !Files.isRegularFile(absolute)) {
                if (Files.isDirectory(absolute)) {
                    throw new CliFailure("--out " + destination + " is a folder");
                }
                return new OutputTarget(new BufferedOutputStream(Files.newOutputStream(absolute), BUFFER), null, null, null);
            }
            Path folder = absolute.getParent();
            if (folder == null || !Files.isDirectory(folder)) {
                throw new CliFailure("--out " + destination + ": the folder " + folder + " does not exist");
            }
            Path temporary = Files.createTempFile(folder, "." + absolute.getFileName() + ".", ".part");
            return new OutputTarget(new BufferedOutputStream(Files.newOutputStream(temporary), BUFFER), temporary,
                    absolute, null);
        } catch (IOException e) {
            throw new CliFailure("cannot write " + destination + ": " + e.getMessage(), e);
        }
    }

    /** The stream to write to; closing it does not commit the file. */
    OutputStream stream() {
        return stream;
    }

    /** True when the reader went away (standard output closed, e.g. piped into {@code head}). */
    boolean broken() {
        return console != null && console.checkError();
    }

    /** The export is complete: the file takes its final name. */
    void commit() {
        try {
            stream.close();
            if (temporary != null) {
                try {
                    Files.move(temporary, destination, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(temporary, destination, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            committed = true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + destination, e);
        }
    }

    /** Without a commit, the partial file is removed and any earlier file of that name stays as it was. */
    @Override
    public void close() {
        if (committed) {
            return;
        }
        try {
            stream.close();
        } catch (IOException e) {
            // the export already failed; its own error is the one to report
        }
        if (temporary != null) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                // nothing more can be done; the .part file is named after the export and easy to spot
            }
        }
    }
}
