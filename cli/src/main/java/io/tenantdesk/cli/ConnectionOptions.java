package io.tenantdesk.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Option;

/** The options lint and export share: which platform design, and where its tables are. */
public final class ConnectionOptions {

    /** Checked when the command runs rather than by the parser, so {@code lint merge} does without it. */
    @Option(
            names = "--platform",
            paramLabel = "NAME|FILE",
            description =
                    "Required: a bundled platform (t3nets, app_data, lon12, helpmaton, wallcrawler) or a descriptor file.")
    String platform;

    @Option(
            names = "--profile",
            paramLabel = "P",
            description = "AWS profile (config and credentials files, SSO logins shared with the AWS CLI). "
                    + "Default: the aws.profile system property or AWS_PROFILE, when set; without either and without "
                    + "--endpoint, the default credentials (environment keys, web identity, the default profile, "
                    + "a container or instance role).")
    String profile;

    @Option(
            names = "--endpoint",
            paramLabel = "URL",
            description = "A local DynamoDB-compatible endpoint (dynalite, DynamoDB Local), with dummy credentials.")
    String endpoint;

    @Option(
            names = "--region",
            paramLabel = "R",
            description = "Region; default: AWS_REGION, AWS_DEFAULT_REGION, then the profile's.")
    String region;

    @Option(
            names = "--mfa-code",
            paramLabel = "CODE",
            description = "The current code of the MFA device of an assume-role profile with mfa_serial; "
                    + "without it, asked for on the terminal.")
    String mfaCode;

    @Option(
            names = "--table-prefix",
            paramLabel = "PREFIX",
            defaultValue = "",
            description = "Physical table name = PREFIX + logical name + SUFFIX.")
    String tablePrefix;

    @Option(names = "--table-suffix", paramLabel = "SUFFIX", defaultValue = "", description = "See --table-prefix.")
    String tableSuffix;

    @Option(
            names = "--table-map",
            paramLabel = "LOGICAL=PHYSICAL",
            description = "The physical name of one table (repeatable); wins over prefix and suffix.")
    Map<String, String> tableMap = new LinkedHashMap<>();

    Optional<String> region() {
        return Optional.ofNullable(region).filter(r -> !r.isBlank());
    }
}
