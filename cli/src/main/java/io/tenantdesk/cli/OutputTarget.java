package io.tenantdesk.cli;

import io.tenantdesk.export.ExportFile;
import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where an export goes. A file is an {@link ExportFile}: written beside its final name, owner-only, and moved
 * into place only when the export succeeded. A target that is not a regular file ({@code /dev/null}, a named
 * pipe) is written directly; standard output is flushed but never closed.
 */
final class OutputTarget implements AutoCloseable {

    private static final int BUFFER = 64 * 1024;

    private final OutputStream stream;
    private final ExportFile file;
    private final Path destination;
    private final PrintStream console;

    private OutputTarget(OutputStream stream, ExportFile file, Path destination, PrintStream console) {
        this.stream = stream;
        this.file = file;
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
                return new OutputTarget(
                        new BufferedOutputStream(Files.newOutputStream(absolute), BUFFER), null, null, null);
            }
            Path folder = absolute.getParent();
            if (folder == null || !Files.isDirectory(folder)) {
                throw new CliFailure("--out " + destination + ": the folder " + folder + " does not exist");
            }
            ExportFile file = ExportFile.create(absolute);
            return new OutputTarget(file.stream(), file, absolute, null);
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
            if (file != null) {
                file.commit();
            } else {
                stream.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + destination, e);
        }
    }

    /** Without a commit, the partial file is removed and any earlier file of that name stays as it was. */
    @Override
    public void close() {
        if (file != null) {
            file.close();
            return;
        }
        try {
            stream.close();
        } catch (IOException e) {
            // the export already failed, or the stream was already closed by a commit
        }
    }
}
