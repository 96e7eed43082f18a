package io.tenantdesk.cli;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.tableexport.S3Files;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Opens an export in S3 with the same connection lint would scan with (its profile's credentials and region),
 * or, for a local S3-compatible server named by {@code --s3-endpoint} without a profile, with dummy credentials.
 */
final class S3Exports {

    /** The export's files and the connection whose credentials they are read with. */
    record Opened(S3Files files, AutoCloseable connection) {}

    private final CliContext context;

    S3Exports(CliContext context) {
        this.context = context;
    }

    Opened open(String url, String s3Endpoint, ConnectionOptions options, PlatformDescriptor platform) {
        if (options.endpoint != null) {
            throw new CliFailure("--endpoint names a DynamoDB endpoint, which an export does not need; an s3:// export "
                    + "is read with --profile (and --s3-endpoint for an S3-compatible server)");
        }
        Optional<URI> endpoint = Optional.ofNullable(s3Endpoint).map(S3Exports::uri);
        if (endpoint.isPresent() && options.profile == null) {
            return new Opened(files(() -> S3Files.local(url, endpoint.get())), () -> {});
        }
        Connection connection = new ConnectionOpener(context).open(options, platform, List.of());
        try {
            return new Opened(files(() -> S3Files.at(url, connection, endpoint)), connection);
        } catch (RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    private static S3Files files(Supplier<S3Files> open) {
        try {
            return open.get();
        } catch (IllegalArgumentException e) {
            throw new CliFailure("--export " + e.getMessage(), e);
        }
    }

    private static URI uri(String text) {
        try {
            return new URI(text);
        } catch (URISyntaxException e) {
            throw new CliFailure("--s3-endpoint `" + text + "` is not a URL: " + e.getMessage(), e);
        }
    }
}
