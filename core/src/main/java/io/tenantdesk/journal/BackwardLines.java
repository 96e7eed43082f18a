package io.tenantdesk.journal;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A file's lines from its end to its start, read in blocks, so the newest lines of a file of any size come at once
 * and memory holds one block and one line. Empty lines are passed over; a last line without its newline (torn by a
 * failed append) is returned like any other.
 */
final class BackwardLines implements Closeable {

    static final int BLOCK = 64 * 1024;

    private final FileChannel channel;
    /** {@code window[0, length)} holds the file's bytes from {@code windowStart}. */
    private byte[] window = new byte[0];

    private long windowStart;
    /** Where the next line (going back) ends, exclusive of its newline; negative once the start is passed. */
    private long stop;

    /** A line, and the offset of its first byte. */
    record Line(long start, String text) {}

    private BackwardLines(Path file) throws IOException {
        this.channel = FileChannel.open(file, StandardOpenOption.READ);
    }

    /** The file's lines from its last one. */
    static BackwardLines fromEnd(Path file) throws IOException {
        BackwardLines lines = new BackwardLines(file);
        long size = lines.channel.size();
        lines.start(size > 0 && lines.byteAt(size - 1) == '\n' ? size - 1 : size);
        return lines;
    }

    /** The file's lines before the one that starts at {@code lineStart}. */
    static BackwardLines before(Path file, long lineStart) throws IOException {
        BackwardLines lines = new BackwardLines(file);
        lines.start(Math.min(lineStart, lines.channel.size()) - 1);
        return lines;
    }

    private void start(long end) {
        stop = end;
        windowStart = Math.max(end, 0);
    }

    /** The line before the last one returned, or null at the start of the file. */
    Line previous() throws IOException {
        while (stop >= 0) {
            int i = (int) (stop - windowStart) - 1;
            while (true) {
                while (i >= 0 && window[i] != '\n') {
                    i--;
                }
                if (i >= 0 || windowStart == 0) {
                    break;
                }
                i = extend() - 1;
            }
            long start = windowStart + i + 1;
            String text = new String(window, i + 1, (int) (stop - start), StandardCharsets.UTF_8);
            stop = i < 0 ? -1 : start - 1;
            if (!text.isEmpty()) {
                return new Line(start, text);
            }
        }
        return null;
    }

    /** Reads the block before the window into its front; returns how many bytes came. */
    private int extend() throws IOException {
        int keep = (int) (stop - windowStart);
        long from = Math.max(0, windowStart - BLOCK);
        int added = (int) (windowStart - from);
        byte[] grown = new byte[added + keep];
        ByteBuffer into = ByteBuffer.wrap(grown, 0, added);
        while (into.hasRemaining()) {
            if (channel.read(into, from + into.position()) < 0) {
                throw new IOException("the file ended early");
            }
        }
        System.arraycopy(window, 0, grown, added, keep);
        window = grown;
        windowStart = from;
        return added;
    }

    private byte byteAt(long offset) throws IOException {
        ByteBuffer one = ByteBuffer.allocate(1);
        channel.read(one, offset);
        return one.get(0);
    }

    /** The number (from 1) of the line that starts at {@code offset}, counted from {@code knownOffset}'s line. */
    long lineNumber(long offset, long knownOffset, long knownLine) throws IOException {
        long from = Math.min(offset, knownOffset);
        long to = Math.max(offset, knownOffset);
        long newlines = 0;
        ByteBuffer block = ByteBuffer.allocate(BLOCK);
        for (long at = from; at < to; ) {
            block.clear().limit((int) Math.min(BLOCK, to - at));
            int read = channel.read(block, at);
            if (read <= 0) {
                break;
            }
            for (int i = 0; i < read; i++) {
                if (block.get(i) == '\n') {
                    newlines++;
                }
            }
            at += read;
        }
        return offset >= knownOffset ? knownLine + newlines : knownLine - newlines;
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
