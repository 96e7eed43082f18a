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
        return new ProfileCatalog(HostEnvironment.of(Map.of(
                "HOME", dir.resolve("home").toString(),
                "AWS_CONFIG_FILE", dir.resolve("config").toString(),
                "AWS_SHARED_CREDENTIALS_FILE", dir.resolve("credentials").toString()), Map.of()));
    }

    /** An executable {@code credential_process} script that prints these credentials; returns its path. */
    public Path credentialProcess(String accessKey, String secretKey, String sessionToken) throws IOException {
        Path script = dir.resolve("creds.sh");
        Files.writeString(script, "#!/bin/sh\ncat <<'JSON'\n{\"Version\": 1, \"AccessKeyId\": \"" + accessKey
                + "\", \"SecretAccessKey\": \"" + secretKey + "\", \"SessionToken\": \"" + sessionToken
                + "\", \"Expiration\": \"2099-01-01T00:00:00Z\"}\nJSON\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        return script;
    }
}
