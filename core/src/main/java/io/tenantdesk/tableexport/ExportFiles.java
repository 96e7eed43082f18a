package io.tenantdesk.tableexport;

import java.io.IOException;
import java.io.InputStream;

/**
 * The files of one DynamoDB export, found by their path below the folder that holds {@code manifest-summary.json}
 * (e.g. {@code data/abc.json.gz}): on disk, or in S3.
 */
public interface ExportFiles extends AutoCloseable {

    /**
     * @throws ExportException when the file does not exist, naming it
     * @throws IOException     when it cannot be read
     */
    InputStream open(String path) throws IOException;

    /** The file's full name for messages: its path on disk or its {@code s3://} URL. */
    String name(String path);

    /** Where the export is: its folder or {@code s3://} URL. */
    String location();

    /** Lets go of what reading needed (an S3 client); nothing to do for a folder. */
    @Override
    default void close() {}
}
