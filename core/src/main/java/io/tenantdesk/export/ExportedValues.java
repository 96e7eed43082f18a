package io.tenantdesk.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.store.CorrectionLine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.Inflater;

/**
 * The {@value #COLUMN} value of an exported row: the row's fields as exported (secrets masked), so an import can tell
 * the cells a user changed from those they left. It is {@code v1.}, the fields' JSON deflated in URL-safe Base64, a dot
 * and the first {@value #DIGEST_BYTES} bytes of the JSON's SHA-256: a value edited, cut short (a spreadsheet keeps
 * 32,767 characters of a cell) or copied wrong reads as damaged. Opaque on purpose: a spreadsheet's Find and Replace
 * leaves it alone.
 */
final class ExportedValues {

    static final String COLUMN = CorrectionLine.EXPORTED;

    private static final String VERSION = "v1.";
    private static final int DIGEST_BYTES = 12;
    private static final ObjectMapper JSON =
            new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    private ExportedValues() {}

    static String encode(ObjectNode fields) {
        byte[] json;
        try {
            json = JSON.writeValueAsBytes(fields);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a row's fields are always JSON", e);
        }
        ByteArrayOutputStream deflated = new ByteArrayOutputStream(json.length / 2 + 16);
        try (DeflaterOutputStream out = new DeflaterOutputStream(deflated, new Deflater(Deflater.BEST_COMPRESSION))) {
            out.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
        return VERSION + base64.encodeToString(deflated.toByteArray()) + "." + base64.encodeToString(digest(json));
    }

    /**
     * The fields {@code text} was encoded from.
     *
     * @throws IllegalArgumentException when it is not a value {@link #encode} wrote, in words
     */
    static ObjectNode decode(String text) {
        String damaged = "the " + COLUMN + " value is damaged (edited, cut short or copied wrong)";
        int dot = text.lastIndexOf('.');
        if (!text.startsWith(VERSION) || dot < VERSION.length()) {
            throw new IllegalArgumentException(damaged);
        }
        byte[] json;
        byte[] digest;
        try {
            json = inflate(Base64.getUrlDecoder().decode(text.substring(VERSION.length(), dot)));
            digest = Base64.getUrlDecoder().decode(text.substring(dot + 1));
        } catch (IllegalArgumentException | DataFormatException e) {
            throw new IllegalArgumentException(damaged, e);
        }
        if (!MessageDigest.isEqual(digest, digest(json))) {
            throw new IllegalArgumentException(damaged);
        }
        try {
            JsonNode fields = JSON.readTree(json);
            if (fields instanceof ObjectNode object) {
                return object;
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(damaged, e);
        }
        throw new IllegalArgumentException(damaged);
    }

    private static byte[] inflate(byte[] deflated) throws DataFormatException {
        Inflater inflater = new Inflater();
        try {
            inflater.setInput(deflated);
            ByteArrayOutputStream out = new ByteArrayOutputStream(deflated.length * 4);
            byte[] buffer = new byte[8192];
            while (!inflater.finished()) {
                int n = inflater.inflate(buffer);
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new DataFormatException("cut short");
                }
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } finally {
            inflater.end();
        }
    }

    private static byte[] digest(byte[] json) {
        try {
            return Arrays.copyOf(MessageDigest.getInstance("SHA-256").digest(json), DIGEST_BYTES);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
