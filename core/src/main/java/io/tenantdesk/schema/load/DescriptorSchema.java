package io.tenantdesk.schema.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The descriptor JSON Schema that ships with the application, as the check of a descriptor's structure: built on
 * first use, then shared by every load of its loader. Thread-safe.
 */
final class DescriptorSchema {

    private final ObjectMapper mapper;
    private Checker checker;

    private record Checker(Schema schema, SchemaErrorWords words) {}

    DescriptorSchema(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** Everything of the wrong shape in a descriptor, in the order of the file, each once. */
    List<DescriptorProblem> problems(String source, JsonNode root) {
        Checker built = checker();
        return built.schema().validate(root).stream()
                .sorted(Comparator.comparing(
                        (Error e) -> documentOrder(root, SchemaErrorWords.place(e)), Arrays::compare))
                .map(e -> new DescriptorProblem(
                        source, path(SchemaErrorWords.place(e)), built.words().reason(e)))
                .distinct()
                .toList();
    }

    private synchronized Checker checker() {
        if (checker == null) {
            JsonNode tree = readSchema();
            checker = new Checker(
                    SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7)
                            .getSchema(tree),
                    new SchemaErrorWords(tree));
        }
        return checker;
    }

    private JsonNode readSchema() {
        try (InputStream in = DescriptorSchema.class.getResourceAsStream(DescriptorLoader.SCHEMA_RESOURCE)) {
            if (in == null) {
                throw new IOException("missing bundled resource " + DescriptorLoader.SCHEMA_RESOURCE);
            }
            return mapper.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String path(List<Object> place) {
        String path = "$";
        for (Object step : place) {
            path = step instanceof Integer i
                    ? JsonCursor.elementPath(path, i)
                    : JsonCursor.memberPath(path, (String) step);
        }
        return path;
    }

    /** A place's position in the file: at each step the member's rank in its object, or the element's index. */
    private static int[] documentOrder(JsonNode root, List<Object> place) {
        int[] order = new int[place.size()];
        JsonNode node = root;
        for (int i = 0; i < place.size(); i++) {
            Object step = place.get(i);
            if (step instanceof Integer index) {
                order[i] = index;
                node = node.path(index);
            } else {
                order[i] = rank(node, (String) step);
                node = node.path((String) step);
            }
        }
        return order;
    }

    private static int rank(JsonNode object, String member) {
        int rank = 0;
        for (var names = object.fieldNames(); names.hasNext(); rank++) {
            if (names.next().equals(member)) {
                return rank;
            }
        }
        return rank;
    }
}
