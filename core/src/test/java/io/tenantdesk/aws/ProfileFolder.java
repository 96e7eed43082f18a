package io.tenantdesk.aws;

import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/** A test's own AWS config and credentials files in one folder, and the catalog that reads only them. */
public final class ProfileFolder {

    private final Path dir;

    public ProfileFolder(Path dir) {
        this.dir = dir;
    }

    /** Reads {@code config} and {@code credentials} of the folder; HOME is beneath it, so no real profile leaks in. */
    public ProfileCatalog catalog() {
        return catalog(Map.of());
    }

    /** The same, with these environment variables besides (AWS_REGION, AWS_CA_BUNDLE, …). */
    public ProfileCatalog catalog(Map<String, String> variables) {
        Map<String, String> all = new java.util.HashMap<>(variables);
        all.put("HOME", home().toString());
        all.put("AWS_CONFIG_FILE", dir.resolve("config").toString());
        all.put("AWS_SHARED_CREDENTIALS_FILE", dir.resolve("credentials").toString());
        // the default chain's last step asks the instance metadata service: never from a test
        all.putIfAbsent("AWS_EC2_METADATA_DISABLED", "true");
        return new ProfileCatalog(HostEnvironment.of(all, Map.of()));
    }

    /** The home folder the catalog's environment names (caches of the AWS CLI and of `aws login` live under it). */
    public Path home() {
        return dir.resolve("home");
    }

    /** An executable {@code credential_process} script that prints these credentials; returns its path. */
    public Path credentialProcess(String accessKey, String secretKey, String sessionToken) throws IOException {
        Path script = dir.resolve("creds.sh");
        Files.writeString(
                script,
                "#!/bin/sh\ncat <<'JSON'\n{\"Version\": 1, \"AccessKeyId\": \"" + accessKey
                        + "\", \"SecretAccessKey\": \"" + secretKey + "\", \"SessionToken\": \"" + sessionToken
                        + "\", \"Expiration\": \"2099-01-01T00:00:00Z\"}\nJSON\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        return script;
    }
}
