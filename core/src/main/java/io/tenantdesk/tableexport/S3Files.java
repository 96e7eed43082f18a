package io.tenantdesk.tableexport;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.HttpClients;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Optional;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3ClientBuilder;
import software.amazon.awssdk.services.s3.model.NoSuchBucketException;
import software.amazon.awssdk.services.s3.model.NoSuchKeyException;
import software.amazon.awssdk.services.s3.model.S3Exception;

/**
 * An export where DynamoDB wrote it, in S3, read with GetObject through the SDK's S3 client (which it owns and
 * closes). Only reads. The client signs with a connection's credentials and region, so IAM Identity Center
 * logins work as for the table; a local S3-compatible server is reached by path, without proxies.
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
     * @param url        {@code s3://bucket/prefix/AWSDynamoDB/ID/}, the folder holding manifest-summary.json (or that file)
     * @param connection whose credentials and region sign the reads; it stays the caller's to close
     * @param endpoint   an S3-compatible endpoint instead of the region's S3
     * @throws IllegalArgumentException when the URL is not an s3:// URL of a bucket
     */
    public static S3Files at(String url, Connection connection, Optional<URI> endpoint) {
        return at(url, builder(endpoint).region(connection.region()).credentialsProvider(connection.credentials()));
    }

    /** For a local S3-compatible server, which accepts any signature: fixed dummy credentials. */
    public static S3Files local(String url, URI endpoint) {
        return at(
                url,
                builder(Optional.of(endpoint))
                        .region(Region.US_EAST_1)
                        .credentialsProvider(StaticCredentialsProvider.create(
                                AwsBasicCredentials.create("tenantdesk-local", "tenantdesk-local"))));
    }

    private static S3ClientBuilder builder(Optional<URI> endpoint) {
        S3ClientBuilder builder = S3Client.builder().httpClientBuilder(HttpClients.builderFor(endpoint));
        endpoint.ifPresent(uri -> builder.endpointOverride(uri).forcePathStyle(true));
        return builder;
    }

    private static S3Files at(String url, S3ClientBuilder client) {
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
        return new S3Files(client.build(), uri.getAuthority(), path);
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
                    ? e.awsErrorDetails().errorMessage()
                    : e.getMessage();
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
