package io.tenantdesk.aws;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import javax.net.ssl.KeyManagerFactory;
import javax.net.ssl.SSLContext;

/**
 * A throwaway certificate authority and a server certificate it signed for 127.0.0.1 (P-256 keys, ECDSA with
 * SHA-256, written in DER here, in-process): a company's TLS-intercepting proxy in miniature. {@link #caPem()} is
 * what {@code AWS_CA_BUNDLE} names.
 */
public final class TestCertificates {

    private static final char[] PASSWORD = "changeit".toCharArray();
    private static final byte[] ECDSA_WITH_SHA256 = {0x2A, (byte) 0x86, 0x48, (byte) 0xCE, 0x3D, 0x04, 0x03, 0x02};
    private static final byte[] COMMON_NAME = {0x55, 0x04, 0x03};
    private static final byte[] BASIC_CONSTRAINTS = {0x55, 0x1D, 0x13};
    private static final byte[] SUBJECT_ALT_NAME = {0x55, 0x1D, 0x11};
    private static final DateTimeFormatter UTC_TIME =
            DateTimeFormatter.ofPattern("yyMMddHHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path caPem;
    private final SSLContext serverContext;

    private TestCertificates(Path caPem, SSLContext serverContext) {
        this.caPem = caPem;
        this.serverContext = serverContext;
    }

    public static TestCertificates create(Path dir) throws IOException, GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        KeyPair caKeys = generator.generateKeyPair();
        KeyPair serverKeys = generator.generateKeyPair();
        X509Certificate ca = certificate(
                "Tenantdesk Test CA",
                "Tenantdesk Test CA",
                caKeys,
                caKeys.getPrivate(),
                1,
                extension(BASIC_CONSTRAINTS, true, seq(tlv(0x01, new byte[] {(byte) 0xFF}))));
        X509Certificate server = certificate(
                "Tenantdesk Test CA",
                "127.0.0.1",
                serverKeys,
                caKeys.getPrivate(),
                2,
                extension(SUBJECT_ALT_NAME, false, seq(tlv(0x87, new byte[] {127, 0, 0, 1}))));
        Path pem = Files.writeString(
                dir.resolve("ca.pem"),
                "-----BEGIN CERTIFICATE-----\n"
                        + Base64.getMimeEncoder(64, "\n".getBytes(StandardCharsets.US_ASCII))
                                .encodeToString(ca.getEncoded())
                        + "\n-----END CERTIFICATE-----\n");
        KeyStore keys = KeyStore.getInstance("PKCS12");
        keys.load(null, null);
        keys.setKeyEntry("server", serverKeys.getPrivate(), PASSWORD, new X509Certificate[] {server, ca});
        KeyManagerFactory managers = KeyManagerFactory.getInstance(KeyManagerFactory.getDefaultAlgorithm());
        managers.init(keys, PASSWORD);
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(managers.getKeyManagers(), null, null);
        return new TestCertificates(pem, context);
    }

    /** The authority's certificate, PEM. */
    public Path caPem() {
        return caPem;
    }

    /** Serves with the certificate the authority signed. */
    public SSLContext serverContext() {
        return serverContext;
    }

    private static X509Certificate certificate(
            String issuer, String subject, KeyPair subjectKeys, PrivateKey signer, int serial, byte[] extension)
            throws GeneralSecurityException {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        byte[] algorithm = seq(tlv(0x06, ECDSA_WITH_SHA256));
        byte[] tbs = seq(
                tlv(0xA0, tlv(0x02, new byte[] {2})),
                tlv(0x02, BigInteger.valueOf(serial).toByteArray()),
                algorithm,
                name(issuer),
                seq(time(now.minus(1, ChronoUnit.HOURS)), time(now.plus(2, ChronoUnit.DAYS))),
                name(subject),
                subjectKeys.getPublic().getEncoded(),
                tlv(0xA3, seq(extension)));
        Signature signature = Signature.getInstance("SHA256withECDSA");
        signature.initSign(signer);
        signature.update(tbs);
        byte[] signed = signature.sign();
        byte[] bits = new byte[signed.length + 1];
        System.arraycopy(signed, 0, bits, 1, signed.length);
        byte[] der = seq(tbs, algorithm, tlv(0x03, bits));
        return (X509Certificate)
                CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(der));
    }

    private static byte[] name(String commonName) {
        return seq(tlv(0x31, seq(tlv(0x06, COMMON_NAME), tlv(0x0C, commonName.getBytes(StandardCharsets.UTF_8)))));
    }

    private static byte[] time(Instant instant) {
        return tlv(0x17, UTC_TIME.format(instant).getBytes(StandardCharsets.US_ASCII));
    }

    private static byte[] extension(byte[] oid, boolean critical, byte[] value) {
        return critical
                ? seq(tlv(0x06, oid), tlv(0x01, new byte[] {(byte) 0xFF}), tlv(0x04, value))
                : seq(tlv(0x06, oid), tlv(0x04, value));
    }

    private static byte[] seq(byte[]... parts) {
        ByteArrayOutputStream content = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            content.writeBytes(part);
        }
        return tlv(0x30, content.toByteArray());
    }

    /** One DER element: tag, length (short or long form), content. */
    private static byte[] tlv(int tag, byte[] content) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(tag);
        int length = content.length;
        if (length < 0x80) {
            out.write(length);
        } else if (length < 0x100) {
            out.write(0x81);
            out.write(length);
        } else {
            out.write(0x82);
            out.write(length >> 8);
            out.write(length & 0xFF);
        }
        out.writeBytes(content);
        return out.toByteArray();
    }
}
