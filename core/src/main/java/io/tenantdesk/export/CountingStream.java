package io.tenantdesk.export;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Counts the bytes read, for progress. */
final class CountingStream extends FilterInputStream {

    private long count;

    CountingStream(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        count += b < 0 ? 0 : 1;
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int n = super.read(buffer, offset, length);
        count += Math.max(0, n);
        return n;
    }

    long count() {
        return count;
    }
}
