package io.tenantdesk.journal;

import io.tenantdesk.host.AtomicFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The user's own key for the journal's digests of secret values: 32 random bytes in a file beside the journal,
 * readable by its owner only, made once. A digest tells whether a secret is unchanged without holding it; without
 * the key it cannot be checked against guesses.
 */
public final class JournalKey {

    private static final String ALGORITHM = "HmacSHA256";

    private final SecretKeySpec key;

    private JournalKey(byte[] bytes) {
        this.key = new SecretKeySpec(bytes, ALGORITHM);
    }

    /**
     * The key in {@code file}, made (owner-only, written whole) when there is none yet.
     *
     * @throws UncheckedIOException naming the file when it cannot be read or made, or holds no key
     */
    public static JournalKey in(Path file) {
        try {
            if (!Files.exists(file)) {
                byte[] fresh = new byte[32];
                new SecureRandom().nextBytes(fresh);
                writeNew(file, Base64.getEncoder().encode(fresh));
            }
            byte[] bytes = Base64.getDecoder()
                    .decode(Files.readString(file, StandardCharsets.US_ASCII).strip());
            if (bytes.length < 16) {
                throw new IOException("it holds no key");
            }
            return new JournalKey(bytes);
        } catch (IOException | IllegalArgumentException e) {
            throw new UncheckedIOException(
                    "the journal's key " + file + " cannot be used: " + e.getMessage(),
                    e instanceof IOException io ? io : new IOException(e));
        }
    }

    /** Writes the key file whole and owner-only, unless another console made it first: then that one is used. */
    private static void writeNew(Path file, byte[] content) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        AtomicFiles.createFolder(folder, true);
        Path temp = Files.createTempFile(
                folder, "." + file.getFileName() + ".", ".tmp", AtomicFiles.fileAttributes(folder, true));
        try {
            Files.write(temp, content);
            Files.createLink(file, temp);
        } catch (FileAlreadyExistsException e) {
            // another console made the key first: it is the one
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** A key that lives only as long as the process (the demo's journal, tests). */
    public static JournalKey ephemeral() {
        byte[] fresh = new byte[32];
        new SecureRandom().nextBytes(fresh);
        return new JournalKey(fresh);
    }

    /** The keyed digest of {@code text}, as hex. */
    public String digest(String text) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HMAC-SHA256 is not available", e);
        }
    }
}
