package io.tenantdesk.aws;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * Copies everything written to {@code System.out} and {@code System.err} while open: the console's stderr log
 * handler (where both the SDK's SLF4J logging and the application's System.Logger end up) looks the stream up on
 * every write.
 */
public final class LogCapture implements AutoCloseable {

    private final PrintStream originalOut = System.out;
    private final PrintStream originalErr = System.err;
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();

    public LogCapture() {
        System.setOut(tee(originalOut));
        System.setErr(tee(originalErr));
    }

    public String text() {
        synchronized (captured) {
            return captured.toString(StandardCharsets.UTF_8);
        }
    }

    @Override
    public void close() {
        System.setOut(originalOut);
        System.setErr(originalErr);
    }

    private PrintStream tee(PrintStream original) {
        return new PrintStream(
                new OutputStream() {
                    @Override
                    public void write(int b) {
                        synchronized (captured) {
                            captured.write(b);
                        }
                        original.write(b);
                    }

                    @Override
                    public void write(byte[] bytes, int offset, int length) {
                        synchronized (captured) {
                            captured.write(bytes, offset, length);
                        }
                        original.write(bytes, offset, length);
                    }

                    @Override
                    public void flush() {
                        original.flush();
                    }
                },
                true,
                StandardCharsets.UTF_8);
    }
}
