package io.tenantdesk.tableexport;

import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.NoSuchBucketException;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * An export where DynamoDB wrote it, in S3, read with GetObject through the SDK's S3 client (which it owns and
 * closes). Only reads.
 */
public final class S3Files implements ExportFiles {

    private final S3Client client;
    private final String bucket;
    private final String folder;

    private S3Files(S3Client client, String bucket, String folder) {
        this.client = client;
        this.bucket = bucket;
        this.folder = folder;
    }

    /**
     * @param url {@code s3://bucket/prefix/AWSDynamoDB/ID/}, the folder holding manifest-summary.json (or that file)
     * @throws IllegalArgumentException when the URL is not an s3:// URL of a bucket
     */
    public static S3Files at(String url, S3Client client) {
        URI uri;
        try {
            uri = new URI(url);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("`" + url + "` is not a URL: " + e.getMessage(), e);
        }
        if (!"s3".equals(uri.getScheme()) || uri.getAuthority() == null) {
            throw new IllegalArgumentException("`" + url + "` is not an s3://BUCKET/PREFIX URL");
        }
        String path = uri.getPath() == null ? "" : uri.getPath().replaceFirst("^/+", "");
        if (path.endsWith(ManifestReader.SUMMARY)) {
            path = path.substring(0, path.length() - ManifestReader.SUMMARY.length());
        }
        if (!path.isEmpty() && !path.endsWith("/")) {
            path += "/";
        }
        return new S3Files(client, uri.getAuthority(), path);
    }

    @Override
    public InputStream open(String path) {
        String key = folder + path;
        try {
            return client.getObject(request -> request.bucket(bucket).key(key));
        } catch (NoSuchKeyException e) {
            throw new ExportException(name(path) + ": no such object", e);
        } catch (NoSuchBucketException e) {
            throw new ExportException(name(path) + ": no bucket `" + bucket + "`", e);
        } catch (S3Exception e) {
            String reason = e.awsErrorDetails() != null && e.awsErrorDetails().errorMessage() != null
                    ? e.awsErrorDetails().errorMessage() : e.getMessage();
            throw new ExportException(name(path) + ": S3 refused GetObject (" + e.statusCode() + "): " + reason, e);
        } catch (SdkClientException e) {
            throw new ExportException(name(path) + ": cannot reach S3: " + e.getMessage(), e);
        }
    }

    @Override
    public String name(String path) {
        return location() + path;
    }

    @Override
    public String location() {
        return "s3://" + bucket + "/" + folder;
    }

    @Override
    public void close() {
        client.close();
    }
}
