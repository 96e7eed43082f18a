package io.tenantdesk.cli;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.tableexport.S3Files;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.CredentialUtils;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.ProxyConfiguration;
import software.amazon.awssdk.identity.spi.AwsCredentialsIdentity;
import software.amazon.awssdk.identity.spi.IdentityProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.S3ClientBuilder;

/**
 * Opens an export in S3: the S3 client signs with the profile's credentials and region (the same connection
 * lint would scan with, so IAM Identity Center logins work alike), or, for a local S3-compatible server named
 * by {@code --s3-endpoint} without a profile, with fixed dummy credentials.
 */
final class S3Exports {

    /** The export's files and the connection whose credentials they are read with; closing closes both. */
    record Opened(S3Files files, AutoCloseable connection) {
    }

    private final CliContext context;

    S3Exports(CliContext context) {
        this.context = context;
    }

    Opened open(String url, String s3Endpoint, ConnectionOptions options, PlatformDescriptor platform) {
        if (options.endpoint != null) {
            throw new CliFailure("--endpoint names a DynamoDB endpoint, which an export does not need; an s3:// export "
                    + "is read with --profile (and --s3-endpoint for an S3-compatible server)");
        }
        URI endpoint = s3Endpoint == null ? null : uri(s3Endpoint);
        if (endpoint != null && options.profile == null) {
            S3Client client = builder(endpoint).region(Region.US_EAST_1).credentialsProvider(StaticCredentialsProvider.create(
                    AwsBasicCredentials.create("tenantdesk-local", "tenantdesk-local"))).build();
            return new Opened(files(url, client), () -> { });
        }
        Connection connection = new ConnectionOpener(context).open(options, platform, List.of());
        try {
            // A view the S3 client cannot close: the provider belongs to the connection's client.
            IdentityProvider<? extends AwsCredentialsIdentity> credentials =
                    connection.client().serviceClientConfiguration().credentialsProvider();
            AwsCredentialsProvider shared = () -> CredentialUtils.toCredentials(credentials.resolveIdentity().join());
            S3Client client = builder(endpoint).region(connection.region()).credentialsProvider(shared).build();
            return new Opened(files(url, client), connection.client());
        } catch (RuntimeException e) {
            connection.client().close();
            throw e;
        }
    }

    private static S3Files files(String url, S3Client client) {
        try {
            return S3Files.at(url, client);
        } catch (IllegalArgumentException e) {
            client.close();
            throw new CliFailure("--export " + e.getMessage(), e);
        }
    }

    /** A local server is reached without proxies and by path (http://host:port/bucket/key). */
    private static S3ClientBuilder builder(URI endpoint) {
        S3ClientBuilder builder = S3Client.builder();
        if (endpoint == null) {
            return builder.httpClientBuilder(UrlConnectionHttpClient.builder());
        }
        return builder.endpointOverride(endpoint).forcePathStyle(true)
                .httpClientBuilder(UrlConnectionHttpClient.builder().proxyConfiguration(ProxyConfiguration.builder()
                        .useSystemPropertyValues(false).useEnvironmentVariablesValues(false).build()));
    }

    private static URI uri(String text) {
        try {
            return new URI(text);
        } catch (URISyntaxException e) {
            throw new CliFailure("--s3-endpoint `" + text + "` is not a URL: " + e.getMessage(), e);
        }
    }
}
