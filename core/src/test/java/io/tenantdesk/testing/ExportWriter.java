package io.tenantdesk.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.journal.ItemJson;
import io.tenantdesk.schema.item.Item;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;

/**
 * Writes items as DynamoDB's export to S3 lays them out (format DYNAMODB_JSON): below
 * {@code PREFIX/AWSDynamoDB/EXPORT_ID/}, a {@code manifest-summary.json}, a {@code manifest-files.json} with one
 * line per data file (item count, MD5 in base64, ETag, S3 key), and gzipped {@code data/*.json.gz} files of
 * {@code {"Item": {...}}} lines, the items dealt round-robin over the files as partitions would hold them.
 */
public final class ExportWriter {

    public static final String PREFIX = "exports";

    private final ObjectMapper json = new ObjectMapper();

    /** The export's folder (the one holding manifest-summary.json), below {@code root}. */
    public Path write(Path root, String table, List<Item> items, int files, Instant exportTime) {
        String exportId = String.format(Locale.ROOT, "%014d-%08x", exportTime.toEpochMilli(), table.hashCode());
        String folderKey = PREFIX + "/AWSDynamoDB/" + exportId + "/";
        Path folder = root.resolve(folderKey);
        try {
            Files.createDirectories(folder.resolve("data"));
            List<StringBuilder> contents = new ArrayList<>();
            List<Integer> counts = new ArrayList<>();
            for (int f = 0; f < files; f++) {
                contents.add(new StringBuilder());
                counts.add(0);
            }
            for (int i = 0; i < items.size(); i++) {
                ObjectNode line = json.createObjectNode();
                line.set("Item", ItemJson.toJson(items.get(i)));
                contents.get(i % files).append(json.writeValueAsString(line)).append('\n');
                counts.set(i % files, counts.get(i % files) + 1);
            }
            StringBuilder manifest = new StringBuilder();
            for (int f = 0; f < files; f++) {
                String name =
                        String.format(Locale.ROOT, "%04d%s.json.gz", f, Integer.toHexString(exportId.hashCode() + f));
                byte[] gzipped = gzip(contents.get(f).toString());
                Files.write(folder.resolve("data").resolve(name), gzipped);
                ObjectNode entry = json.createObjectNode();
                entry.put("itemCount", counts.get(f));
                entry.put("md5Checksum", Base64.getEncoder().encodeToString(md5(gzipped)));
                entry.put("etag", HexFormat.of().formatHex(md5(gzipped)));
                entry.put("dataFileS3Key", folderKey + "data/" + name);
                manifest.append(json.writeValueAsString(entry)).append('\n');
            }
            Files.writeString(folder.resolve("manifest-files.json"), manifest.toString(), StandardCharsets.UTF_8);
            String arn = "arn:aws:dynamodb:eu-west-1:111122223333:table/" + table;
            ObjectNode summary = json.createObjectNode();
            summary.put("version", "2020-06-30");
            summary.put("exportArn", arn + "/export/" + exportId);
            summary.put("startTime", exportTime.toString());
            summary.put("endTime", exportTime.plusSeconds(300).toString());
            summary.put("tableArn", arn);
            summary.put(
                    "tableId",
                    "00000000-0000-0000-0000-"
                            + String.format(Locale.ROOT, "%012x", Math.abs((long) table.hashCode())));
            summary.put("exportTime", exportTime.toString());
            summary.put("s3Bucket", "tenantdesk-exports");
            summary.put("s3Prefix", PREFIX);
            summary.put("s3SseAlgorithm", "AES256");
            summary.putNull("s3SseKmsKeyId");
            summary.put("manifestFilesS3Key", folderKey + "manifest-files.json");
            summary.put("billedSizeBytes", 0);
            summary.put("itemCount", items.size());
            summary.put("outputFormat", "DYNAMODB_JSON");
            summary.put("exportType", "FULL_EXPORT");
            Files.writeString(
                    folder.resolve("manifest-summary.json"), json.writeValueAsString(summary), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return folder;
    }

    private static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }

    private static byte[] md5(byte[] bytes) {
        try {
            return MessageDigest.getInstance("MD5").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
