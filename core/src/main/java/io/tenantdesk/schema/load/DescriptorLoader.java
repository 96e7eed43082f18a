package io.tenantdesk.schema.load;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.NullNode;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.DynamoNumbers;
import io.tenantdesk.schema.validation.JsonProblem;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads platform descriptors (JSON, comments allowed) into {@link PlatformDescriptor}s: their structure is checked
 * against the bundled JSON Schema, their meaning by the reader. A descriptor with any problem is refused as a whole
 * with every problem listed once, each naming the file, the JSON path and the reason. Thread-safe.
 */
public final class DescriptorLoader {

    /** The descriptors that ship with the application, in the order the console offers them. */
    static final String BUNDLED_INDEX = "/platforms/bundled.txt";
    /** Some editors start a UTF-8 file with one; it is not part of the JSON. */
    private static final String BYTE_ORDER_MARK = "\uFEFF";
    /** The descriptor JSON Schema's resource, referenced from every bundled descriptor's {@code $schema}. */
    public static final String SCHEMA_RESOURCE = "/platforms/tenantdesk-descriptor.schema.json";

    private static final String SCHEMA_SUFFIX = ".schema.json";

    /** The descriptors of a folder that loaded, and the problems of those that did not. */
    public record FolderLoad(List<PlatformDescriptor> descriptors, List<DescriptorProblem> problems) {
        public FolderLoad {
            descriptors = List.copyOf(descriptors);
            problems = List.copyOf(problems);
        }
    }

    private final ObjectMapper mapper;
    private final DescriptorSchema structure;
    private final PlatformReader reader = new PlatformReader();

    public DescriptorLoader() {
        this.mapper = JsonMapper.builder()
                .enable(JsonReadFeature.ALLOW_JAVA_COMMENTS)
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .build();
        this.structure = new DescriptorSchema(mapper);
    }

    /**
     * Reads one descriptor.
     *
     * @param source the file name or resource, used in messages
     * @throws DescriptorException with every problem found
     */
    public PlatformDescriptor load(String source, String json) {
        JsonNode parsed = parse(source, json.startsWith(BYTE_ORDER_MARK) ? json.substring(1) : json);
        JsonNode root = parsed == null ? NullNode.getInstance() : parsed;
        List<DescriptorProblem> problems = new ArrayList<>(structure.problems(source, root));
        BrokenPlaces broken = BrokenPlaces.of(problems);
        PlatformDescriptor descriptor = reader.read(new JsonCursor(source, root, "$", problems::add), source, broken);
        if (!problems.isEmpty()) {
            throw new DescriptorException(problems);
        }
        return descriptor;
    }

    private JsonNode parse(String source, String json) {
        try (JsonParser parser = mapper.createParser(json)) {
            try {
                return mapper.readTree(parser);
            } catch (NumberFormatException e) {
                throw new DescriptorException(List.of(new DescriptorProblem(
                        source,
                        where(parser.currentLocation()),
                        "a number too large or too small to read, far beyond the numbers DynamoDB can hold ("
                                + DynamoNumbers.RANGE + ")")));
            }
        } catch (JsonProcessingException e) {
            throw new DescriptorException(List.of(
                    new DescriptorProblem(source, where(e.getLocation()), "not valid JSON: " + JsonProblem.reason(e))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String where(JsonLocation location) {
        return location == null ? "$" : "line " + location.getLineNr() + ", column " + location.getColumnNr();
    }

    /** Reads a descriptor file; a file that cannot be read is a problem of that file. */
    public PlatformDescriptor load(Path file) {
        String json;
        try {
            json = Files.readString(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            throw new DescriptorException(
                    List.of(new DescriptorProblem(file.toString(), "$", "is not UTF-8 text; save it as UTF-8")));
        } catch (IOException e) {
            throw new DescriptorException(
                    List.of(new DescriptorProblem(file.toString(), "$", "cannot be read: " + e.getMessage())));
        }
        return load(file.toString(), json);
    }

    /** True for a descriptor read from the application's own resources rather than from a file. */
    public static boolean isBundled(PlatformDescriptor platform) {
        return platform.source().startsWith("/platforms/")
                && DescriptorLoader.class.getResource(platform.source()) != null;
    }

    /** The descriptors bundled with the application. A broken bundled descriptor is a build defect: it throws. */
    public List<PlatformDescriptor> loadBundled() {
        return bundledIds().stream().map(this::readBundled).toList();
    }

    /**
     * The ids of the bundled platforms, in the order the console offers them, without reading their descriptors: each
     * bundled file is named after the platform it describes.
     */
    public static List<String> bundledIds() {
        return readResource(BUNDLED_INDEX)
                .lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .map(name -> name.substring(0, name.length() - ".json".length()))
                .toList();
    }

    /** The bundled platform with this id, reading only its own descriptor; empty when none is bundled. */
    public Optional<PlatformDescriptor> loadBundled(String id) {
        return bundledIds().contains(id) ? Optional.of(readBundled(id)) : Optional.empty();
    }

    private PlatformDescriptor readBundled(String id) {
        String resource = "/platforms/" + id + ".json";
        PlatformDescriptor platform = load(resource, readResource(resource));
        if (!platform.id().equals(id)) {
            throw new IllegalStateException(resource + " describes platform `" + platform.id() + "`, not `" + id + "`");
        }
        return platform;
    }

    /** Every {@code *.json} in a folder; one broken file does not stop the others. */
    public FolderLoad loadFolder(Path folder) {
        List<PlatformDescriptor> loaded = new ArrayList<>();
        List<DescriptorProblem> problems = new ArrayList<>();
        List<Path> files = List.of();
        try {
            files = descriptorFiles(folder);
        } catch (IOException e) {
            problems.add(new DescriptorProblem(folder.toString(), "$", "folder cannot be read: " + e.getMessage()));
        }
        for (Path file : files) {
            try {
                loaded.add(load(file));
            } catch (DescriptorException e) {
                problems.addAll(e.problems());
            }
        }
        return new FolderLoad(loaded, problems);
    }

    /**
     * A folder's {@code *.json} files in name order, leaving out the descriptor JSON Schema, which a platforms folder
     * may hold beside the descriptors it describes.
     */
    public static List<Path> descriptorFiles(Path folder) throws IOException {
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(folder, "*.json")) {
            stream.forEach(file -> {
                if (!file.getFileName().toString().endsWith(SCHEMA_SUFFIX)) {
                    files.add(file);
                }
            });
        }
        files.sort(null);
        return files;
    }

    private static String readResource(String resource) {
        try (InputStream in = DescriptorLoader.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new UncheckedIOException(new IOException("missing bundled resource " + resource));
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
