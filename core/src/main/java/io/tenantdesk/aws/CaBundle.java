package io.tenantdesk.aws;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import javax.net.ssl.TrustManager;
import javax.net.ssl.TrustManagerFactory;
import javax.net.ssl.X509TrustManager;

/**
 * A CA bundle ({@code ca_bundle} / {@code AWS_CA_BUNDLE}): PEM certificates that HTTPS connections trust, e.g. a
 * company's root behind TLS interception. They are trusted beside the runtime's own authorities (the packaged
 * runtime brings its own trust store, which knows nothing of the company's), so one setting serves both
 * intercepted and direct connections. The SDK for Java ignores these settings; Tenantdesk hands the result to
 * every client it builds.
 */
public final class CaBundle {

    private final Path file;
    private final String source;
    private final List<X509Certificate> certificates;

    private CaBundle(Path file, String source, List<X509Certificate> certificates) {
        this.file = file;
        this.source = source;
        this.certificates = List.copyOf(certificates);
    }

    /**
     * Reads the bundle.
     *
     * @param source where the path came from, for messages ("AWS_CA_BUNDLE")
     * @throws ConnectionException naming the file and its source when it cannot be read or holds no certificate
     */
    public static CaBundle load(Path file, String source) {
        Objects.requireNonNull(file, "file");
        List<X509Certificate> certificates = new ArrayList<>();
        // the certificate parser reads a byte at a time: unbuffered, a system bundle costs a system call per byte
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            Collection<? extends Certificate> read =
                    CertificateFactory.getInstance("X.509").generateCertificates(in);
            for (Certificate certificate : read) {
                if (certificate instanceof X509Certificate x509) {
                    certificates.add(x509);
                }
            }
        } catch (IOException | GeneralSecurityException e) {
            throw new ConnectionException(
                    "the CA bundle " + file + " (from " + source + ") cannot be read: " + message(e));
        }
        if (certificates.isEmpty()) {
            throw new ConnectionException("the CA bundle " + file + " (from " + source + ") holds no PEM certificate");
        }
        return new CaBundle(file, source, certificates);
    }

    public Path file() {
        return file;
    }

    public String source() {
        return source;
    }

    public List<X509Certificate> certificates() {
        return certificates;
    }

    /** Trust managers that accept a chain ending in one of this bundle's certificates or in the runtime's authorities. */
    public TrustManager[] trustManagers() {
        try {
            KeyStore anchors = KeyStore.getInstance(KeyStore.getDefaultType());
            anchors.load(null, null);
            int i = 0;
            for (X509Certificate certificate : runtimeAuthorities()) {
                anchors.setCertificateEntry("runtime-" + i++, certificate);
            }
            for (X509Certificate certificate : certificates) {
                anchors.setCertificateEntry("bundle-" + i++, certificate);
            }
            TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            factory.init(anchors);
            return factory.getTrustManagers();
        } catch (IOException | GeneralSecurityException e) {
            throw new ConnectionException(
                    "the CA bundle " + file + " (from " + source + ") cannot be used: " + message(e));
        }
    }

    private static List<X509Certificate> runtimeAuthorities() throws GeneralSecurityException {
        TrustManagerFactory factory = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
        factory.init((KeyStore) null);
        List<X509Certificate> authorities = new ArrayList<>();
        for (TrustManager manager : factory.getTrustManagers()) {
            if (manager instanceof X509TrustManager x509) {
                authorities.addAll(List.of(x509.getAcceptedIssuers()));
            }
        }
        return authorities;
    }

    private static String message(Exception e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    @Override
    public String toString() {
        return file + " (from " + source + ", " + certificates.size() + " certificate"
                + (certificates.size() == 1 ? "" : "s") + ")";
    }
}
