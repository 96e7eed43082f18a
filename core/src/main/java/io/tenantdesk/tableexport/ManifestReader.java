package io.tenantdesk.tableexport;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the two manifests of a DynamoDB export to S3: {@code manifest-summary.json} (one object: the table's
 * ARN, the export time, the item count, the format, where the file manifest is) and {@code manifest-files.json}
 * (one object per line per data file). Only full exports in DynamoDB JSON are lint's to read: an ION export or
 * an incremental one is refused with what to do instead. Every problem names the file and the place.
 */
public final class ManifestReader {

    public static final String SUMMARY = "manifest-summary.json";
    private static final String DATA_FOLDER = "data/";

    private final ObjectMapper mapper = new ObjectMapper();

    public ExportManifest read(ExportFiles files) throws IOException {
        JsonNode summary;
        try (InputStream in = files.open(SUMMARY)) {
            summary = mapper.readTree(in);
        } catch (JsonProcessingException e) {
            throw new ExportException(
                    files.name(SUMMARY) + ": not JSON (line " + e.getLocation().getLineNr() + "): "
                            + e.getOriginalMessage(),
                    e);
        }
        String summaryName = files.name(SUMMARY);
        if (summary == null || !summary.isObject()) {
            throw new ExportException(summaryName + ": expected a JSON object");
        }
        String format = text(summary, "outputFormat", summaryName, "DYNAMODB_JSON");
        if (!format.equals("DYNAMODB_JSON")) {
            throw new ExportException(summaryName + ": $.outputFormat: the export is in " + format
                    + "; lint reads exports in DYNAMODB_JSON (export again with --export-format DYNAMODB_JSON)");
        }
        String type = text(summary, "exportType", summaryName, "FULL_EXPORT");
        if (!type.equals("FULL_EXPORT")) {
            throw new ExportException(summaryName + ": $.exportType: the export is a " + type
                    + ", which holds changes rather than the table; lint a full export");
        }
        String tableArn = text(summary, "tableArn", summaryName, null);
        String exportTime = text(summary, "exportTime", summaryName, null);
        Instant time;
        try {
            time = Instant.parse(exportTime);
        } catch (DateTimeParseException e) {
            throw new ExportException(
                    summaryName + ": $.exportTime: `" + exportTime + "` is not an ISO-8601 instant", e);
        }
        JsonNode count = summary.get("itemCount");
        if (count == null || !count.canConvertToLong() || count.asLong() < 0) {
            throw new ExportException(summaryName + ": $.itemCount: expected a whole number of items");
        }
        String manifestKey = text(summary, "manifestFilesS3Key", summaryName, null);
        String manifestFiles = manifestKey.substring(manifestKey.lastIndexOf('/') + 1);
        return new ExportManifest(
                tableArn,
                tableArn.substring(tableArn.lastIndexOf('/') + 1),
                time,
                count.asLong(),
                dataFiles(files, manifestFiles));
    }

    private List<ExportManifest.DataFile> dataFiles(ExportFiles files, String manifest) throws IOException {
        String name = files.name(manifest);
        List<ExportManifest.DataFile> dataFiles = new ArrayList<>();
        try (BufferedReader lines =
                new BufferedReader(new InputStreamReader(files.open(manifest), StandardCharsets.UTF_8))) {
            int number = 0;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                number++;
                if (line.isBlank()) {
                    continue;
                }
                String place = name + ": line " + number;
                JsonNode entry;
                try {
                    entry = mapper.readTree(line);
                } catch (JsonProcessingException e) {
                    throw new ExportException(place + ": not JSON: " + e.getOriginalMessage(), e);
                }
                if (entry == null || !entry.isObject()) {
                    throw new ExportException(place + ": expected a JSON object");
                }
                String key = text(entry, "dataFileS3Key", place, null);
                int inFolder = key.lastIndexOf("/" + DATA_FOLDER);
                String path = key.startsWith(DATA_FOLDER) ? key : inFolder >= 0 ? key.substring(inFolder + 1) : null;
                if (path == null) {
                    throw new ExportException(
                            place + ": $.dataFileS3Key: `" + key + "` is not in the export's data/ folder");
                }
                JsonNode count = entry.get("itemCount");
                if (count == null || !count.canConvertToLong() || count.asLong() < 0) {
                    throw new ExportException(place + ": $.itemCount: expected a whole number of items");
                }
                JsonNode md5 = entry.get("md5Checksum");
                dataFiles.add(new ExportManifest.DataFile(
                        path, count.asLong(), md5 == null || md5.isNull() ? null : md5.asText()));
            }
        }
        return dataFiles;
    }

    /** A text field; when it is absent, {@code fallback}, or a problem if there is none. */
    private static String text(JsonNode node, String field, String place, String fallback) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            if (fallback != null) {
                return fallback;
            }
            throw new ExportException(place + ": $." + field + " is missing");
        }
        if (!value.isTextual()) {
            throw new ExportException(place + ": $." + field + ": expected text");
        }
        return value.textValue();
    }
}
