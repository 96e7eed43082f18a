package io.tenantdesk.journal;

import io.tenantdesk.host.AtomicFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Set;

/** The journal's files on disk: created readable by their owner only, in a folder only the owner can enter. */
public final class DiskOutput implements JournalOutput {

    @Override
    public Target open(Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        AtomicFiles.createFolder(folder, true);
        FileChannel channel = FileChannel.open(
                file,
                Set.of(StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE),
                AtomicFiles.fileAttributes(folder, true));
        return new Target() {
            @Override
            public long size() throws IOException {
                return channel.size();
            }

            @Override
            public byte lastByte() throws IOException {
                ByteBuffer last = ByteBuffer.allocate(1);
                channel.read(last, channel.size() - 1);
                return last.get(0);
            }

            @Override
            public void append(ByteBuffer bytes) throws IOException {
                long at = channel.size();
                while (bytes.hasRemaining()) {
                    at += channel.write(bytes, at);
                }
            }

            @Override
            public void force() throws IOException {
                channel.force(true);
            }

            @Override
            public void truncate(long size) throws IOException {
                channel.truncate(size);
            }

            @Override
            public void close() throws IOException {
                channel.close();
            }
        };
    }

    @Override
    public void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }
}
