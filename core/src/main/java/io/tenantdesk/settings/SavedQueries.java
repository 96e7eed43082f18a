package io.tenantdesk.settings;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.schema.validation.JsonProblem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A platform's saved ad-hoc queries, in {@code platforms-settings/<platform id>/saved-queries.json} under
 * Tenantdesk's config folder: readable only by its owner, replaced whole or not at all. A broken file is reported
 * (file, JSON path, reason) and never overwritten: saving into it is refused until the user fixes it.
 */
public final class SavedQueries {

    public static final String FOLDER = "platforms-settings";
    public static final String FILE_NAME = "saved-queries.json";
    private static final Pattern UNSAFE = Pattern.compile("[^A-Za-z0-9._-]");

    /** The queries on file, sorted by name; with the problem that left them out when the file is broken. */
    public record Listing(List<SavedQuery> queries, Optional<SettingsProblem> problem) {
        public Listing {
            queries = List.copyOf(queries);
        }
    }

    private final Path file;
    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public SavedQueries(Path configFolder, String platformId) {
        String folder = UNSAFE.matcher(platformId).replaceAll("_");
        this.file = configFolder
                .resolve(FOLDER)
                .resolve(folder.isEmpty() || folder.startsWith(".") ? "_" + folder : folder)
                .resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    public Listing list() {
        try {
            return new Listing(read(), Optional.empty());
        } catch (SettingsJson.Invalid e) {
            return new Listing(List.of(), Optional.of(new SettingsProblem(file, e.path, e.getMessage())));
        }
    }

    public Optional<SavedQuery> find(String name) {
        return list().queries().stream().filter(q -> q.name().equals(name)).findFirst();
    }

    /** Keeps {@code query}, replacing a query of the same name. */
    public List<SavedQuery> save(SavedQuery query) {
        List<SavedQuery> queries = new ArrayList<>(readForWrite());
        queries.removeIf(q -> q.name().equals(query.name()));
        queries.add(query);
        return write(queries);
    }

    /** Gives a saved query another name, replacing a query that has that name. */
    public List<SavedQuery> rename(String name, String newName) {
        List<SavedQuery> queries = new ArrayList<>(readForWrite());
        SavedQuery renamed = queries.stream()
                .filter(q -> q.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new SettingsException("there is no saved query named `" + name + "` in " + file))
                .named(newName);
        queries.removeIf(q -> q.name().equals(name) || q.name().equals(newName));
        queries.add(renamed);
        return write(queries);
    }

    public List<SavedQuery> delete(String name) {
        List<SavedQuery> queries = new ArrayList<>(readForWrite());
        queries.removeIf(q -> q.name().equals(name));
        return write(queries);
    }

    private List<SavedQuery> readForWrite() {
        try {
            return read();
        } catch (SettingsJson.Invalid e) {
            throw new SettingsException(
                    "the saved queries were not changed, because " + new SettingsProblem(file, e.path, e.getMessage())
                            + ". Fix the file (or move it aside) and try again.",
                    e);
        }
    }

    private List<SavedQuery> read() throws SettingsJson.Invalid {
        JsonNode root;
        try {
            String content = Files.readString(file);
            if (content.isBlank()) {
                throw new SettingsJson.Invalid("$", "the file is empty");
            }
            root = mapper.readTree(content);
        } catch (NoSuchFileException e) {
            return List.of();
        } catch (JsonProcessingException e) {
            throw new SettingsJson.Invalid("$", "not valid JSON: " + JsonProblem.describe(e));
        } catch (IOException e) {
            throw new SettingsJson.Invalid("$", "cannot be read: " + e.getMessage());
        }
        if (!root.isObject()) {
            throw new SettingsJson.Invalid("$", "expected an object with a `queries` list");
        }
        JsonNode list = root.path("queries");
        if (list.isMissingNode()) {
            return List.of();
        }
        if (!list.isArray()) {
            throw new SettingsJson.Invalid("$.queries", "expected a list of queries");
        }
        List<SavedQuery> queries = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            queries.add(query(list.get(i), "$.queries[" + i + "]"));
        }
        queries.sort(Comparator.comparing(SavedQuery::name, String.CASE_INSENSITIVE_ORDER));
        return List.copyOf(queries);
    }

    private static SavedQuery query(JsonNode node, String path) throws SettingsJson.Invalid {
        if (!node.isObject()) {
            throw new SettingsJson.Invalid(path, "expected a query (an object)");
        }
        String name = required(node, "name", path);
        if (name.isBlank()) {
            throw new SettingsJson.Invalid(path + ".name", "a saved query needs a name");
        }
        List<SavedQuery.Filter> filters = new ArrayList<>();
        JsonNode list = node.path("filters");
        if (!list.isMissingNode() && !list.isArray()) {
            throw new SettingsJson.Invalid(path + ".filters", "expected a list of filters");
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode f = list.get(i);
            String at = path + ".filters[" + i + "]";
            if (!f.isObject()) {
                throw new SettingsJson.Invalid(at, "expected a filter (an object)");
            }
            filters.add(new SavedQuery.Filter(
                    required(f, "attribute", at),
                    operator(f, at)
                            .orElseThrow(
                                    () -> new SettingsJson.Invalid(at + ".operator", "a filter needs an operator")),
                    optional(f, "value", at),
                    optional(f, "upper", at)));
        }
        return new SavedQuery(
                name,
                required(node, "table", path),
                optional(node, "index", path),
                optional(node, "partition", path),
                operator(node, path).orElse(null),
                optional(node, "sortValue", path),
                optional(node, "sortUpper", path),
                filters,
                optional(node, "showAs", path));
    }

    private static Optional<Operator> operator(JsonNode node, String path) throws SettingsJson.Invalid {
        String symbol = optional(node, "operator", path);
        if (symbol == null) {
            return Optional.empty();
        }
        return Optional.of(Operator.fromSymbol(symbol)
                .orElseThrow(() -> new SettingsJson.Invalid(
                        path + ".operator",
                        "`" + symbol + "` is not an operator; one of =, <, <=, >, >=, between, begins_with")));
    }

    private static String required(JsonNode node, String field, String path) throws SettingsJson.Invalid {
        String value = optional(node, field, path);
        if (value == null) {
            throw new SettingsJson.Invalid(path + "." + field, "missing");
        }
        return value;
    }

    private static String optional(JsonNode node, String field, String path) throws SettingsJson.Invalid {
        JsonNode value = node.path(field);
        if (value.isMissingNode() || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new SettingsJson.Invalid(
                    path + "." + field,
                    "expected text, found " + value.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
        }
        return value.asText();
    }

    private List<SavedQuery> write(List<SavedQuery> queries) {
        List<SavedQuery> sorted = new ArrayList<>(queries);
        sorted.sort(Comparator.comparing(SavedQuery::name, String.CASE_INSENSITIVE_ORDER));
        ObjectNode root = mapper.createObjectNode();
        ArrayNode list = root.putArray("queries");
        for (SavedQuery q : sorted) {
            ObjectNode node = list.addObject();
            node.put("name", q.name());
            node.put("table", q.table());
            putIf(node, "index", q.index());
            putIf(node, "partition", q.partitionValue());
            putIf(
                    node,
                    "operator",
                    q.sortOperator() == null ? null : q.sortOperator().symbol());
            putIf(node, "sortValue", q.sortValue());
            putIf(node, "sortUpper", q.sortUpper());
            putIf(node, "showAs", q.showAs());
            ArrayNode filters = node.putArray("filters");
            for (SavedQuery.Filter f : q.filters()) {
                ObjectNode filter = filters.addObject();
                filter.put("attribute", f.attribute());
                filter.put("operator", f.operator().symbol());
                putIf(filter, "value", f.value());
                putIf(filter, "upper", f.upper());
            }
        }
        try {
            AtomicFiles.write(file, mapper.writeValueAsBytes(root), true);
        } catch (IOException e) {
            throw new SettingsException("could not save the queries to " + file + ": " + e.getMessage(), e);
        }
        return List.copyOf(sorted);
    }

    private static void putIf(ObjectNode node, String field, String value) {
        if (value != null) {
            node.put(field, value);
        }
    }
}
