package io.tenantdesk.export;

import io.tenantdesk.host.AtomicFiles;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A file an export writes: readable by its owner only, written beside its final name and moved into place only
 * once complete, so a failed or interrupted export never leaves half a file nor destroys an earlier one.
 */
public final class ExportFile implements AutoCloseable {

    private static final int BUFFER = 64 * 1024;

    private final Path temporary;
    private final Path destination;
    private final OutputStream stream;
    private boolean committed;

    private ExportFile(Path temporary, Path destination) throws IOException {
        this.temporary = temporary;
        this.destination = destination;
        this.stream = new BufferedOutputStream(Files.newOutputStream(temporary), BUFFER);
    }

    /** Starts the export of {@code destination}, whose folder must exist. */
    public static ExportFile create(Path destination) throws IOException {
        Path absolute = destination.toAbsolutePath();
        Path folder = absolute.getParent();
        Path temporary = AtomicFiles.createTempFile(folder, "." + absolute.getFileName() + ".", ".part", true);
        try {
            return new ExportFile(temporary, absolute);
        } catch (IOException e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
    }

    /** Where the export goes; closing it does not commit the file. */
    public OutputStream stream() {
        return stream;
    }

    /** The export is complete: the file takes its final name, replacing any earlier one. */
    public void commit() throws IOException {
        stream.close();
        try {
            Files.move(temporary, destination, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, destination, StandardCopyOption.REPLACE_EXISTING);
        }
        committed = true;
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
        try {
            Files.deleteIfExists(temporary);
        } catch (IOException e) {
            // nothing more can be done; the .part file is named after the export and easy to spot
        }
    }
}
