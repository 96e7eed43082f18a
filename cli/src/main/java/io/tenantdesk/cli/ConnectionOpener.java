package io.tenantdesk.cli;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.ConnectionException;
import io.tenantdesk.aws.ConnectionSpec;
import io.tenantdesk.aws.SsoErrors;
import io.tenantdesk.aws.TableCheck;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.UnreachableHost;
import io.tenantdesk.aws.connect.Connector;
import io.tenantdesk.aws.connect.MfaPrompt;
import io.tenantdesk.aws.profile.AwsFileLocations;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.settings.ConnectionSettings;
import io.tenantdesk.settings.ReadOnlyPolicy;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Collection;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Opens the connection the commands read through: read-only (only a reviewed repair plan is ever written),
 * profiles through the console's own {@link Connector} (so SSO logins are shared with the AWS CLI), the default
 * credentials when no profile or endpoint is named (as the AWS CLI does: CI's environment keys, web identity,
 * container or instance role), and only once every table the command needs exists under its mapped name.
 */
final class ConnectionOpener {

    private final CliContext context;

    ConnectionOpener(CliContext context) {
        this.context = context;
    }

    /**
     * @param platform the descriptor whose tables {@code --table-map} may name; null for a command on no platform's
     *                 tables (audit) or one that drafts a descriptor (infer)
     * @param tables   the logical tables the command reads; each must exist (none: only the connection's credentials
     *                 are needed, and no table is checked)
     * @return a connection that owns its client: the command closes it
     */
    Connection open(ConnectionOptions options, PlatformDescriptor platform, Collection<String> tables) {
        return open(options, platform, tables, true);
    }

    /**
     * A connection for a command that writes (a reviewed repair plan): read-only only where the console would open it
     * so, a production profile or account, which the command then refuses unless told otherwise.
     */
    Connection openForWrites(ConnectionOptions options, PlatformDescriptor platform, Collection<String> tables) {
        return open(options, platform, tables, false);
    }

    private Connection open(
            ConnectionOptions options, PlatformDescriptor platform, Collection<String> tables, boolean readOnly) {
        ConnectionSpec spec = spec(options, platform).withReadOnly(readOnly);
        Connection connection;
        try {
            connection = connector(options).connect(spec);
        } catch (ConnectionException e) {
            String message = e.getMessage().contains("no code was given")
                    ? e.getMessage() + "; pass --mfa-code CODE (or run on a terminal to be asked)"
                    : e.getMessage();
            if (spec.isDefaultCredentials()) {
                message +=
                        "\n(Neither --profile nor --endpoint was given, so the default credentials were used: keys or web"
                                + " identity in the environment, the default profile, a container or instance role. Pass --region R,"
                                + " or name a connection with --profile P or --endpoint URL.)";
            }
            throw new CliFailure(loginHint(message, e, spec), e);
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new CliFailure("cannot connect with " + spec.describe() + ": " + e.getMessage(), e);
        }
        if (tables.isEmpty()) {
            return connection;
        }
        try {
            TableCheck.Result check = connection.checkTables(tables);
            if (!check.allPresent()) {
                throw new CliFailure(check.message() + " (--table-prefix, --table-suffix, --table-map)");
            }
            return connection;
        } catch (ConnectionException e) {
            connection.close();
            Throwable cause = e.getCause() == null ? e : e.getCause();
            throw new CliFailure(
                    loginHint(
                            "cannot check the tables with " + spec.describe() + ": " + rootMessage(cause), cause, spec),
                    e);
        } catch (RuntimeException e) {
            connection.close();
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
            if (platform != null && platform.table(logical).isEmpty()) {
                throw new CliFailure("--table-map " + logical + "=…: platform " + platform.id() + " has no table `"
                        + logical + "`; its tables: "
                        + String.join(", ", platform.tables().keySet()));
            }
        }
        ConnectionSpec spec;
        try {
            if (options.endpoint != null) {
                spec = ConnectionSpec.local(endpoint(options.endpoint));
            } else {
                spec = Optional.ofNullable(options.profile)
                        .or(this::profileFromEnvironment)
                        .map(ConnectionSpec::profile)
                        .orElseGet(ConnectionSpec::defaultCredentials)
                        .withRegion(options.region().orElse(null));
            }
        } catch (IllegalArgumentException e) {
            throw new CliFailure(e.getMessage(), e);
        }
        return spec.withTables(mapping);
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

    private Connector connector(ConnectionOptions options) {
        return new Connector(
                        new ProfileCatalog(context.env()),
                        new SsoTokens(SsoLogin.standard(context.env(), context.sdk(), context.clock())),
                        new ReadOnlyPolicy(ConnectionSettings.defaults()),
                        context.endpoints(),
                        context.sdk())
                .withMfaPrompt(mfa(options));
    }

    /** The code given with --mfa-code, once (a code is good for one AssumeRole), then the terminal. */
    private MfaPrompt mfa(ConnectionOptions options) {
        if (options.mfaCode == null || options.mfaCode.isBlank()) {
            return context.mfa();
        }
        AtomicBoolean used = new AtomicBoolean();
        return (profile, serial) ->
                used.getAndSet(true) ? context.mfa().code(profile, serial) : Optional.of(options.mfaCode.strip());
    }

    private static String loginHint(String message, Throwable failure, ConnectionSpec spec) {
        return SsoErrors.loginRequired(failure)
                ? Failures.withLoginHint(message, spec.profile().orElse("PROFILE"))
                : message;
    }

    private static String rootMessage(Throwable e) {
        if (UnreachableHost.in(e).isPresent()) {
            return String.valueOf(e.getMessage());
        }
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String message = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        return t == e || e.getMessage() == null || e.getMessage().contains(message)
                ? String.valueOf(e.getMessage())
                : e.getMessage() + " (" + message + ")";
    }
}
