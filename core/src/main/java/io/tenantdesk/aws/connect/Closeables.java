package io.tenantdesk.aws.connect;

/** Closes what a credentials provider owns (clients, source providers) without letting a failure escape. */
final class Closeables {

    private static final System.Logger LOG = System.getLogger(Closeables.class.getName());

    private Closeables() {}

    /** Closes {@code resource} if it is closeable; a failure is logged, not thrown. */
    static void closeQuietly(Object resource) {
        if (resource instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                LOG.log(System.Logger.Level.DEBUG, "Closing " + resource + " failed", e);
            }
        }
    }
}
