package io.tenantdesk.aws.connect;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.aws.sso.CacheKeys;
import io.tenantdesk.aws.sso.CacheTimestamps;
import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import software.amazon.awssdk.auth.credentials.AwsSessionCredentials;

/**
 * The AWS CLI v2's cache of assumed-role sessions ({@code ~/.aws/cli/cache}), shared with it: a session made by
 * either (after an MFA code, say) is used by both until it nears its end, as the CLI does. File names and
 * contents are the CLI's: the SHA-1 of the AssumeRole arguments as Python's {@code json.dumps(sort_keys=True)}
 * writes them (the role session name only when the profile sets one), holding AssumeRole's answer. Written mode
 * 0600 through a temporary file; an unreadable entry counts as none.
 */
final class AssumeRoleCache {

    /** The CLI uses a cached session only while it has more than this left. */
    static final Duration REUSE_MARGIN = Duration.ofMinutes(15);

    private static final System.Logger LOG = System.getLogger(AssumeRoleCache.class.getName());

    private final Path directory;
    private final ObjectMapper mapper = new ObjectMapper();

    AssumeRoleCache(Path directory) {
        this.directory = Objects.requireNonNull(directory, "directory");
    }

    static Path defaultDirectory(HostEnvironment env) {
        return env.homeDirectory().resolve(".aws").resolve("cli").resolve("cache");
    }

    /** What AssumeRole is asked, as far as the cache key goes. */
    record Arguments(
            String roleArn,
            Optional<String> roleSessionName,
            Optional<String> externalId,
            Optional<String> mfaSerial,
            OptionalInt durationSeconds) {

        /** The CLI's key: {@code sha1(json.dumps(args, sort_keys=True))}. */
        String cacheKey() {
            List<String> fields = new ArrayList<>();
            durationSeconds.ifPresent(seconds -> fields.add("\"DurationSeconds\": " + seconds));
            externalId.ifPresent(id -> fields.add("\"ExternalId\": " + CacheKeys.pythonJsonString(id)));
            fields.add("\"RoleArn\": " + CacheKeys.pythonJsonString(roleArn));
            roleSessionName.ifPresent(name -> fields.add("\"RoleSessionName\": " + CacheKeys.pythonJsonString(name)));
            mfaSerial.ifPresent(serial -> fields.add("\"SerialNumber\": " + CacheKeys.pythonJsonString(serial)));
            return CacheKeys.sha1Hex("{" + String.join(", ", fields) + "}");
        }
    }

    Path file(Arguments arguments) {
        return directory.resolve(arguments.cacheKey() + ".json");
    }

    /** The cached session, if there is one with more than {@link #REUSE_MARGIN} left at {@code now}. */
    Optional<AwsSessionCredentials> read(Arguments arguments, Instant now) {
        Path file = file(arguments);
        try {
            JsonNode credentials = mapper.readTree(Files.readString(file)).path("Credentials");
            Instant expiration =
                    CacheTimestamps.parse(credentials.path("Expiration").asText(""));
            String key = credentials.path("AccessKeyId").asText("");
            String secret = credentials.path("SecretAccessKey").asText("");
            String token = credentials.path("SessionToken").asText("");
            if (key.isEmpty() || secret.isEmpty() || token.isEmpty() || !expiration.isAfter(now.plus(REUSE_MARGIN))) {
                return Optional.empty();
            }
            return Optional.of(AwsSessionCredentials.builder()
                    .accessKeyId(key)
                    .secretAccessKey(secret)
                    .sessionToken(token)
                    .expirationTime(expiration)
                    .build());
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            LOG.log(
                    System.Logger.Level.DEBUG,
                    "Ignoring the unreadable assumed-role cache entry {0}: {1}",
                    file,
                    e.getMessage());
            return Optional.empty();
        }
    }

    /** Keeps the session for the CLI and for the next connection; a failure to write is logged, not thrown. */
    void write(Arguments arguments, AwsSessionCredentials credentials, Optional<String> assumedRoleArn) {
        Path file = file(arguments);
        ObjectNode root = mapper.createObjectNode();
        ObjectNode node = root.putObject("Credentials");
        node.put("AccessKeyId", credentials.accessKeyId());
        node.put("SecretAccessKey", credentials.secretAccessKey());
        node.put("SessionToken", credentials.sessionToken());
        credentials.expirationTime().ifPresent(at -> node.put("Expiration", CacheTimestamps.format(at)));
        assumedRoleArn.ifPresent(arn -> root.putObject("AssumedRoleUser").put("Arn", arn));
        try {
            AtomicFiles.write(file, mapper.writeValueAsBytes(root), true);
        } catch (IOException e) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "Could not keep the assumed-role session in {0}: {1}",
                    file,
                    e.getMessage());
        }
    }
}
