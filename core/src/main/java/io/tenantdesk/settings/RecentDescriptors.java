package io.tenantdesk.settings;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.schema.validation.JsonProblem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The descriptor files the user opened most recently, kept in {@value #FILE_NAME} in Tenantdesk's config folder:
 * readable only by its owner, replaced whole or not at all. A missing or unreadable file reads as none.
 */
public final class RecentDescriptors {

    public static final String FILE_NAME = "recent-descriptors.json";
    public static final int MAX_RECENT = 10;
    private static final System.Logger LOG = System.getLogger(RecentDescriptors.class.getName());

    private final Path file;
    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public RecentDescriptors(Path configFolder) {
        this.file = configFolder.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /** Most recent first; entries that are not absolute paths are left out. */
    public List<Path> read() {
        JsonNode root;
        try {
            root = mapper.readTree(Files.readString(file));
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (JsonProcessingException e) {
            LOG.log(
                    System.Logger.Level.WARNING,
                    "Recent descriptors not used: {0}: {1}",
                    file,
                    JsonProblem.describe(e));
            return List.of();
        } catch (IOException e) {
            LOG.log(System.Logger.Level.WARNING, "Recent descriptors not used: {0}: {1}", file, e.getMessage());
            return List.of();
        }
        List<Path> recent = new ArrayList<>();
        for (JsonNode entry : root == null ? List.<JsonNode>of() : iterable(root.path("recent"))) {
            try {
                Path path = Path.of(entry.asText());
                if (entry.isTextual() && path.isAbsolute() && !recent.contains(path) && recent.size() < MAX_RECENT) {
                    recent.add(path);
                }
            } catch (InvalidPathException e) {
                LOG.log(System.Logger.Level.WARNING, "{0}: not a path: {1}", file, entry.asText());
            }
        }
        return recent;
    }

    private static Iterable<JsonNode> iterable(JsonNode node) {
        return node.isArray() ? node : List.of();
    }

    /**
     * Puts {@code descriptor} first, dropping an older entry for it and the oldest beyond {@link #MAX_RECENT}.
     *
     * @return the list as saved
     * @throws UncheckedIOException when the file cannot be written
     */
    public List<Path> remember(Path descriptor) {
        Path absolute = descriptor.toAbsolutePath().normalize();
        List<Path> recent = new ArrayList<>();
        recent.add(absolute);
        read().stream().filter(p -> !p.equals(absolute)).limit(MAX_RECENT - 1).forEach(recent::add);
        ObjectNode root = mapper.createObjectNode();
        ArrayNode list = root.putArray("recent");
        recent.forEach(p -> list.add(p.toString()));
        try {
            AtomicFiles.write(file, mapper.writeValueAsBytes(root), true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot save the recent descriptors in " + file, e);
        }
        return List.copyOf(recent);
    }
}
