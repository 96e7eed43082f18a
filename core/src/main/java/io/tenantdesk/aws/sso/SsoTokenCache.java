package io.tenantdesk.aws.sso;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.host.HostEnvironment;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The SSO token cache shared with the AWS CLI v2 ({@code ~/.aws/sso/cache}): token files named by the SHA-1 of
 * the session name (or legacy start URL), and the CLI's client-registration files. Files are written whole,
 * mode 0600, through a temporary file moved into place; files the CLI wrote are read with their other fields
 * and timestamp forms tolerated.
 */
public final class SsoTokenCache {

    private final Path directory;
    private final ObjectMapper mapper = new ObjectMapper();

    public SsoTokenCache(Path directory) {
        this.directory = Objects.requireNonNull(directory, "directory");
    }

    /** Where the CLI and the SDK keep it: {@code .aws/sso/cache} in the home directory they use. */
    public static Path defaultDirectory(HostEnvironment env) {
        return env.homeDirectory().resolve(".aws").resolve("sso").resolve("cache");
    }

    public Path directory() {
        return directory;
    }

    public Path tokenFile(SsoSessionConfig session) {
        return directory.resolve(CacheKeys.tokenFileName(session));
    }

    public Path registrationFile(SsoSessionConfig session) {
        return directory.resolve(CacheKeys.registrationFileName(session));
    }

    /**
     * The cached token, empty when there is none.
     *
     * @throws SsoCacheException when the file exists but is not a token (broken JSON, no access token or expiry)
     */
    public Optional<SsoToken> readToken(SsoSessionConfig session) {
        Path file = tokenFile(session);
        return readJson(file).map(node -> {
            String accessToken = requiredText(node, "accessToken", file);
            Instant expiresAt = timestamp(requiredText(node, "expiresAt", file), "expiresAt", file);
            Optional<Instant> registrationExpiresAt =
                    text(node, "registrationExpiresAt").map(value -> timestamp(value, "registrationExpiresAt", file));
            return new SsoToken(
                    text(node, "startUrl"),
                    text(node, "region"),
                    accessToken,
                    expiresAt,
                    text(node, "clientId"),
                    text(node, "clientSecret"),
                    registrationExpiresAt,
                    text(node, "refreshToken"));
        });
    }

    /** Writes the token with the CLI's fields in the CLI's order. */
    public void writeToken(SsoSessionConfig session, SsoToken token) {
        ObjectNode node = mapper.createObjectNode();
        node.put("startUrl", token.startUrl().orElse(session.startUrl()));
        node.put("region", token.region().orElse(session.region()));
        node.put("accessToken", token.accessToken());
        node.put("expiresAt", CacheTimestamps.format(token.expiresAt()));
        token.clientId().ifPresent(value -> node.put("clientId", value));
        token.clientSecret().ifPresent(value -> node.put("clientSecret", value));
        token.registrationExpiresAt()
                .ifPresent(value -> node.put("registrationExpiresAt", CacheTimestamps.format(value)));
        token.refreshToken().ifPresent(value -> node.put("refreshToken", value));
        write(tokenFile(session), node);
    }

    /** The CLI's cached client registration for this session, if any and readable; a broken one counts as none. */
    public Optional<ClientRegistration> readRegistration(SsoSessionConfig session) {
        Path file = registrationFile(session);
        try {
            return readJson(file).map(node -> {
                List<String> scopes = new ArrayList<>();
                node.path("scopes").forEach(scope -> scopes.add(scope.asText()));
                return new ClientRegistration(
                        requiredText(node, "clientId", file),
                        requiredText(node, "clientSecret", file),
                        timestamp(requiredText(node, "expiresAt", file), "expiresAt", file),
                        scopes);
            });
        } catch (SsoCacheException e) {
            return Optional.empty();
        }
    }

    /**
     * Writes a registration where the CLI looks for one. Only a device-code registration is written: the CLI's
     * authorization-code flow recognises those by their missing {@code grantTypes} and registers its own.
     */
    public void writeRegistration(SsoSessionConfig session, ClientRegistration registration) {
        ObjectNode node = mapper.createObjectNode();
        node.put("clientId", registration.clientId());
        node.put("clientSecret", registration.clientSecret());
        node.put("expiresAt", CacheTimestamps.format(registration.expiresAt()));
        if (!registration.scopes().isEmpty()) {
            registration.scopes().forEach(node.putArray("scopes")::add);
        }
        write(registrationFile(session), node);
    }

    private Optional<JsonNode> readJson(Path file) {
        String content;
        try {
            content = Files.readString(file);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (IOException e) {
            throw new SsoCacheException(file + " cannot be read: " + e.getMessage(), e);
        }
        try {
            JsonNode node = mapper.readTree(content);
            if (node == null || !node.isObject()) {
                throw new SsoCacheException(file + " is not a JSON object");
            }
            return Optional.of(node);
        } catch (IOException e) {
            throw new SsoCacheException(file + " is not valid JSON", e);
        }
    }

    private void write(Path file, ObjectNode node) {
        try {
            AtomicFiles.write(file, mapper.writeValueAsBytes(node), true);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write " + file + ": " + e.getMessage(), e);
        }
    }

    private static Optional<String> text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() || value.asText().isEmpty()
                ? Optional.empty()
                : Optional.of(value.asText());
    }

    private static String requiredText(JsonNode node, String field, Path file) {
        return text(node, field).orElseThrow(() -> new SsoCacheException(file + " has no `" + field + "`"));
    }

    private static Instant timestamp(String value, String field, Path file) {
        try {
            return CacheTimestamps.parse(value);
        } catch (DateTimeParseException e) {
            throw new SsoCacheException(file + ": `" + field + "` is " + e.getMessage(), e);
        }
    }
}
