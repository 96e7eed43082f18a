package io.tenantdesk.cli;

import io.tenantdesk.aws.AwsFileLocations;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSettings;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.Connector;
import io.tenantdesk.aws.ProfileCatalog;
import io.tenantdesk.aws.ReadOnlyPolicy;
import io.tenantdesk.aws.SsoErrors;
import io.tenantdesk.aws.SsoLogin;
import io.tenantdesk.aws.SsoTokens;
import io.tenantdesk.aws.TableCheck;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.schema.PlatformDescriptor;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Collection;
import java.util.Optional;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * Opens the connection lint and export read through: always read-only (the command line never writes),
 * profiles through the console's own {@link Connector} (so SSO logins are shared with the AWS CLI), and only
 * once every table the command needs exists under its mapped name.
 */
final class ConnectionOpener {

    private final CliContext context;

    ConnectionOpener(CliContext context) {
        this.context = context;
    }

    /** @param tables the logical tables the command reads; each must exist (none: the connection's credentials only) */
    Connection open(ConnectionOptions options, PlatformDescriptor platform, Collection<String> tables) {
        ConnectionSpec spec = spec(options, platform);
        Connection connection;
        try {
            connection = connector().connect(spec);
        } catch (ConnectionException e) {
            throw new CliFailure(loginHint(e.getMessage(), e, spec), e);
        } catch (IllegalStateException | IllegalArgumentException | SdkException e) {
            throw new CliFailure("cannot connect with " + spec.describe() + ": " + e.getMessage(), e);
        }
        if (tables.isEmpty()) {
            return connection;
        }
        try {
            TableCheck.Result check = new TableCheck(connection.client()).check(tables, spec.tables());
            if (!check.allPresent()) {
                throw new CliFailure(check.message() + " (--table-prefix, --table-suffix, --table-map)");
            }
            return connection;
        } catch (SdkException e) {
            connection.client().close();
            throw new CliFailure(loginHint("cannot check the tables with " + spec.describe() + ": " + rootMessage(e), e,
                    spec), e);
        } catch (RuntimeException e) {
            connection.client().close();
            throw e;
        }
    }

    private ConnectionSpec spec(ConnectionOptions options, PlatformDescriptor platform) {
        if (options.profile != null && options.endpoint != null) {
            throw new CliFailure("name either --profile or --endpoint, not both");
        }
        TableNameMapping mapping;
        try {
            mapping = new TableNameMapping(options.tablePrefix, options.tableSuffix, options.tableMap);
        } catch (IllegalArgumentException e) {
            throw new CliFailure(e.getMessage(), e);
        }
        for (String logical : options.tableMap.keySet()) {
            if (platform.table(logical).isEmpty()) {
                throw new CliFailure("--table-map " + logical + "=…: platform " + platform.id() + " has no table `"
                        + logical + "`; its tables: " + String.join(", ", platform.tables().keySet()));
            }
        }
        ConnectionSpec spec;
        try {
            if (options.endpoint != null) {
                spec = ConnectionSpec.local(endpoint(options.endpoint));
            } else {
                String profile = Optional.ofNullable(options.profile).or(this::profileFromEnvironment)
                        .orElseThrow(() -> new CliFailure("name a connection: --profile P (or AWS_PROFILE) or --endpoint URL"));
                spec = ConnectionSpec.profile(profile).withRegion(options.region().orElse(null));
            }
        } catch (IllegalArgumentException e) {
            throw new CliFailure(e.getMessage(), e);
        }
        return spec.withTables(mapping).withReadOnly(true);
    }

    /** The profile {@code aws.profile} or {@code AWS_PROFILE} names, as the console and the SDK find it. */
    private Optional<String> profileFromEnvironment() {
        AwsFileLocations locations = AwsFileLocations.resolve(context.env());
        return locations.profileFromEnvironment() ? Optional.of(locations.currentProfile()) : Optional.empty();
    }

    private static URI endpoint(String text) {
        try {
            return new URI(text);
        } catch (URISyntaxException e) {
            throw new CliFailure("--endpoint `" + text + "` is not a URL: " + e.getMessage(), e);
        }
    }


    private Connector connector() {
        return new Connector(new ProfileCatalog(context.env()), new SsoTokens(SsoLogin.standard(context.env(), context.clock())),
                new ReadOnlyPolicy(ConnectionSettings.defaults()), context.endpoints());
    }

    private static String loginHint(String message, Throwable failure, ConnectionSpec spec) {
        return SsoErrors.loginRequired(failure) ? Failures.withLoginHint(message, spec.profile().orElse("PROFILE")) : message;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String message = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        return t == e || e.getMessage() == null || e.getMessage().contains(message) ? String.valueOf(e.getMessage())
                : e.getMessage() + " (" + message + ")";
    }
}
