package io.tenantdesk.aws;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A home folder whose {@code .aws/config} and {@code .aws/credentials} each hold one malformed section besides intact
 * ones, for a process of its own (the SDK finds the files through HOME or AWS_CONFIG_FILE, which a test cannot
 * change in its own JVM).
 */
public record BrokenAwsHome(Path home) {

    /** Line 4 defines profile `broken` and does not close its header. */
    public static final String CONFIG = """
            [default]
            region = eu-west-1

            [profile broken
            region = eu-west-1

            [profile fine]
            region = eu-west-1
            """;

    /** Line 6, in the section of profile `creds-broken`, is no property. */
    public static final String CREDENTIALS = """
            [keys]
            aws_access_key_id = AKIABROKENFILESTEST1
            aws_secret_access_key = broken-files-SECRET
            [creds-broken]
            aws_access_key_id = AKIABROKENFILESTEST2
            this line has no equals sign
            """;

    /** Writes both files under {@code home}. */
    public static BrokenAwsHome in(Path home) throws IOException {
        BrokenAwsHome files = new BrokenAwsHome(home);
        Files.createDirectories(files.config().getParent());
        Files.writeString(files.config(), CONFIG);
        Files.writeString(files.credentials(), CREDENTIALS);
        return files;
    }

    public Path config() {
        return home.resolve(".aws").resolve("config");
    }

    public Path credentials() {
        return home.resolve(".aws").resolve("credentials");
    }

    /** A process's environment: HOME is this folder, none of this process's AWS variables, then {@code variables}. */
    public Consumer<Map<String, String>> environment(Map<String, String> variables) {
        return environment -> {
            environment.keySet().removeIf(name -> name.startsWith("AWS_"));
            environment.put("HOME", home.toString());
            // the default chain's last step asks the instance metadata service: never from a test
            environment.put("AWS_EC2_METADATA_DISABLED", "true");
            environment.putAll(variables);
        };
    }

    /** What an earlier Tenantdesk left in a temporary folder: its copies of broken files. */
    public static List<String> copiesIn(Path temp) throws IOException {
        try (Stream<Path> files = Files.list(temp)) {
            return files.map(path -> path.getFileName().toString())
                    .filter(name -> name.startsWith("tenantdesk-aws-"))
                    .toList();
        }
    }
}
