package io.tenantdesk.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;

/** The disk, for tests that make the journal's appends, forces or cut-backs fail or count them: override the step. */
public class TestDisk implements JournalOutput {

    private final DiskOutput disk = new DiskOutput();

    protected void append(Target target, ByteBuffer bytes) throws IOException {
        target.append(bytes);
    }

    protected void force(Target target) throws IOException {
        target.force();
    }

    protected void truncate(Target target, long size) throws IOException {
        target.truncate(size);
    }

    @Override
    public final Target open(Path file) throws IOException {
        Target target = disk.open(file);
        return new Target() {
            @Override
            public long size() throws IOException {
                return target.size();
            }

            @Override
            public byte lastByte() throws IOException {
                return target.lastByte();
            }

            @Override
            public void append(ByteBuffer bytes) throws IOException {
                TestDisk.this.append(target, bytes);
            }

            @Override
            public void force() throws IOException {
                TestDisk.this.force(target);
            }

            @Override
            public void truncate(long size) throws IOException {
                TestDisk.this.truncate(target, size);
            }

            @Override
            public void close() throws IOException {
                target.close();
            }
        };
    }

    @Override
    public void move(Path from, Path to) throws IOException {
        disk.move(from, to);
    }
}
