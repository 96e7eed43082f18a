package io.tenantdesk.schema.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import com.networknt.schema.path.NodePath;
import io.tenantdesk.schema.Fixtures;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The descriptor JSON Schema editors use and the loader agree: what one accepts the other does, and a broken descriptor
 * is reported once, at the place the schema finds wrong.
 */
class DescriptorSchemaTest {

    private static final ObjectMapper JSON =
            JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();
    private static Schema schema;

    @BeforeAll
    static void readSchema() {
        schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7)
                .getSchema(tree(resource(DescriptorLoader.SCHEMA_RESOURCE)));
    }

    private static String resource(String name) {
        try (InputStream in = DescriptorSchemaTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Stream<String> bundled() {
        return resource(DescriptorLoader.BUNDLED_INDEX)
                .lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"));
    }

    @ParameterizedTest
    @MethodSource("bundled")
    void everyBundledDescriptorPointsAtTheSchemaAndPassesItAndTheLoader(String name) {
        String json = resource("/platforms/" + name);
        JsonNode descriptor = tree(json);

        assertThat(descriptor.path("$schema").asText()).isEqualTo("./tenantdesk-descriptor.schema.json");
        assertThat(schema.validate(descriptor)).isEmpty();
        assertThat(new DescriptorLoader().load(name, json).id()).isNotBlank();
    }

    @Test
    void theTestDescriptorsPassBoth() {
        for (String name : List.of("fixture", "grown")) {
            assertThat(schema.validate(tree(Fixtures.text(name)))).as(name).isEmpty();
            assertThat(Fixtures.load(name).entities()).as(name).isNotEmpty();
        }
    }

    /** A broken descriptor: the grown fixture with one change. */
    static Stream<Arguments> broken() {
        Map<String, Consumer<ObjectNode>> cases = new LinkedHashMap<>();
        cases.put("no platform id", d -> d.remove("platform"));
        cases.put("an unknown top-level property", d -> d.put("entitys", 1));
        cases.put("no tables", d -> d.putObject("tables"));
        cases.put("no entities", d -> d.putArray("entities"));
        cases.put(
                "a key type that is not S, N or B",
                d -> table(d).with("partitionKey").put("type", "X"));
        cases.put(
                "an unknown projection",
                d -> table(d).with("indexes").with("byNumber").put("projection", "SOME"));
        cases.put(
                "an INCLUDE projection given as a word",
                d -> table(d).with("indexes").with("byNumber").put("projection", "INCLUDE"));
        cases.put("an unknown attribute type", d -> attribute(d, 0, "name").put("type", "text"));
        cases.put("an enum without values", d -> attribute(d, 0, "plan").remove("values"));
        cases.put(
                "values on a number",
                d -> attribute(d, 0, "number").putArray("values").add("1"));
        cases.put("open on a string", d -> attribute(d, 0, "name").put("open", true));
        cases.put("items on a map", d -> attribute(d, 0, "tags").put("type", "map"));
        cases.put("items on a number", d -> attribute(d, 1, "amount").put("items", "string"));
        cases.put("secret list elements", d -> attribute(d, 0, "scores").put("items", "secret"));
        cases.put(
                "required list elements",
                d -> attribute(d, 0, "tags").with("items").put("required", true));
        cases.put(
                "a pattern without an example",
                d -> attribute(d, 0, "tags").with("items").remove("example"));
        cases.put("shape on a string", d -> attribute(d, 0, "name").put("shape", "object"));
        cases.put("an unknown attribute option", d -> attribute(d, 0, "name").put("format", "email"));
        cases.put("an unknown role", d -> entity(d, 0).put("role", "admin"));
        cases.put("an entity without keys", d -> entity(d, 0).remove("keys"));
        cases.put("an entity without a list pattern", d -> entity(d, 0).remove("list"));
        cases.put("a scan with an index", d -> entity(d, 0).with("list").put("index", "byNumber"));
        cases.put(
                "a query without a partition",
                d -> entity(d, 1).with("byTenant").remove("partition"));
        cases.put(
                "a tenant link without its field",
                d -> entity(d, 1).with("tenant").remove("field"));
        cases.put(
                "a tenant link with an unknown option",
                d -> entity(d, 1).with("tenant").put("via", "number"));
        cases.put(
                "between without its upper bound",
                d -> entity(d, 0)
                        .with("ranges")
                        .with("r")
                        .put("partition", "ORG#x")
                        .with("sort")
                        .put("op", "between")
                        .put("value", "A"));
        cases.put(
                "an unknown sort operator",
                d -> entity(d, 0)
                        .with("ranges")
                        .with("r")
                        .put("partition", "ORG#x")
                        .with("sort")
                        .put("op", "like")
                        .put("value", "A"));
        cases.put(
                "credit without its balance",
                d -> entity(d, 0).putObject("credit").put("floor", 0));
        cases.put("an unknown stamp", d -> entity(d, 0).putObject("stamps").put("deletedAt", "name"));
        cases.put(
                "a key template that is not text",
                d -> entity(d, 0).with("keys").put("SK", 3));
        return cases.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("broken")
    void aBrokenDescriptorFailsTheSchemaAndTheLoaderReportsItOnce(String what, Consumer<ObjectNode> breakIt)
            throws IOException {
        ObjectNode descriptor = (ObjectNode) tree(Fixtures.text("grown"));
        breakIt.accept(descriptor);

        List<Error> schemaErrors = schema.validate(descriptor);
        assertThat(schemaErrors).as("the schema on " + what).singleElement();
        assertThatThrownBy(() -> new DescriptorLoader().load("broken.json", JSON.writeValueAsString(descriptor)))
                .as("the loader on " + what)
                .isInstanceOfSatisfying(
                        DescriptorException.class,
                        e -> assertThat(e.problems())
                                .singleElement()
                                .satisfies(p -> assertThat(p.path())
                                        .startsWith(jsonPath(schemaErrors.get(0).getInstanceLocation()))));
    }

    /** The validator's instance location ({@code /entities/0/keys}) as the loader writes it ({@code $.entities[0].keys}). */
    private static String jsonPath(NodePath location) {
        StringBuilder path = new StringBuilder("$");
        for (int i = 0; i < location.getNameCount(); i++) {
            Object step = location.getElement(i);
            path.append(step instanceof Integer ? "[" + step + "]" : "." + step);
        }
        return path.toString();
    }

    private static ObjectNode table(ObjectNode d) {
        return d.with("tables").with("orgs");
    }

    private static ObjectNode entity(ObjectNode d, int index) {
        return (ObjectNode) ((ArrayNode) d.get("entities")).get(index);
    }

    private static ObjectNode attribute(ObjectNode d, int entity, String name) {
        return entity(d, entity).with("attributes").with(name);
    }
}
