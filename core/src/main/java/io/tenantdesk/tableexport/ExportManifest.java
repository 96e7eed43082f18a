package io.tenantdesk.tableexport;

import java.time.Instant;
import java.util.List;

/**
 * What an export's manifests say: the table it was taken from, when, and its data files.
 *
 * @param table      the exported table's name (from its ARN)
 * @param exportTime the moment the export shows the table as it was
 * @param itemCount  items in the whole export
 */
public record ExportManifest(String tableArn, String table, Instant exportTime, long itemCount, List<DataFile> files) {

    public ExportManifest {
        files = List.copyOf(files);
    }

    /**
     * One gzipped data file.
     *
     * @param path      below the export's folder, e.g. {@code data/abc.json.gz}
     * @param md5Base64 the MD5 of the gzipped file, base64, as the manifest lists it; null when it lists none
     */
    public record DataFile(String path, long itemCount, String md5Base64) {}
}
