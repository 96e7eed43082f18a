package io.tenantdesk.journal;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/** Where the change journal's files are written: the disk, or in tests one that fails on purpose. */
public interface JournalOutput {

    /** Opens a journal file for appending, creating it (and its folder) owner-only if it does not exist. */
    Target open(Path file) throws IOException;

    /** Renames a full journal file out of the way, atomically where the file system can. */
    void move(Path from, Path to) throws IOException;

    /** An open journal file. */
    interface Target extends Closeable {

        long size() throws IOException;

        /** The file's last byte; only called when it is not empty. */
        byte lastByte() throws IOException;

        /** Writes all of {@code bytes} at the end of the file. */
        void append(ByteBuffer bytes) throws IOException;

        /** Forces what was written to the disk. */
        void force() throws IOException;

        /** Cuts the file back to {@code size} bytes. */
        void truncate(long size) throws IOException;
    }
}
