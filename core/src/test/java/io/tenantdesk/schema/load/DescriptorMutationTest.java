package io.tenantdesk.schema.load;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.PlatformDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Mutated copies of the bundled descriptors, one hostile change each (a value of another kind, a number DynamoDB
 * cannot hold, hidden characters, template syntax, a member removed or renamed): each loads whole, or is refused with
 * problems that are each one line naming the file, in the loader's words. Nothing else is ever thrown.
 */
class DescriptorMutationTest {

    private static final int MUTANTS = 500;
    /** The JSON Schema validator's own phrasing, which the loader puts into its words. */
    private static final Pattern VALIDATOR_WORDS = Pattern.compile(
            "found, \\w+ expected|enumeration|must be valid|not defined in the schema|schema for '|must not be valid"
                    + "|required property|must have at least|does not match the regex");

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final List<String> STRINGS = List.of(
            "",
            " ",
            "\u0000",
            "a\nb",
            "x\u202Ey",
            "\uD800",
            "{",
            "}",
            "{x",
            "x}",
            "{}",
            "{a}{b}",
            "#",
            "##{a}",
            "{a}#{a}",
            "{1a}",
            "x".repeat(5_000),
            "{now+99999999999999d}",
            "{now+1d|bogus}",
            "{now-1h|epochHour}",
            "[",
            "(",
            "*",
            "\\",
            "$",
            "ALL",
            "KEYS_ONLY",
            "N",
            "S",
            "B",
            "epoch",
            "tenant",
            "string",
            "json",
            "GSI1",
            "PK",
            "META");
    private static final List<JsonNode> OTHERS = List.of(
            NODES.nullNode(),
            NODES.booleanNode(true),
            NODES.numberNode(0),
            NODES.numberNode(-1),
            NODES.numberNode(2_147_483_648L),
            NODES.numberNode(new BigDecimal("1E+400")),
            NODES.numberNode(new BigDecimal("-1E-400")),
            NODES.numberNode(new BigDecimal("123456789012345678901234567890123456789")),
            NODES.numberNode(1.5),
            NODES.arrayNode(),
            NODES.objectNode(),
            NODES.arrayNode().add("x").add(NODES.objectNode()),
            NODES.objectNode().put("type", "string"));

    private final DescriptorLoader loader = new DescriptorLoader();
    private final ObjectMapper mapper =
            JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();

    @Test
    void everyMutantLoadsOrIsRefusedWithOneLineProblemsNamingTheFile() throws JsonProcessingException {
        List<JsonNode> originals = bundled();
        Random random = new Random(16);
        List<String> failures = new ArrayList<>();
        int refused = 0;
        for (int i = 0; i < MUTANTS; i++) {
            JsonNode root = originals.get(i % originals.size()).deepCopy();
            String mutation = mutate(root, random);
            String text = mapper.writeValueAsString(root);
            try {
                PlatformDescriptor loaded = loader.load("mutant.json", text);
                if (loaded.tables().size() != root.path("tables").size()
                        || loaded.entities().size() != root.path("entities").size()) {
                    failures.add(mutation + " loaded without a table or an entity and without a problem");
                }
            } catch (DescriptorException e) {
                refused++;
                e.problems().stream()
                        .map(DescriptorProblem::toString)
                        .filter(line -> !line.startsWith("mutant.json: ")
                                || line.contains("\n")
                                || line.contains("\r")
                                || VALIDATOR_WORDS.matcher(line).find())
                        .forEach(line -> failures.add(mutation + " gave the problem line " + line));
            } catch (RuntimeException | StackOverflowError e) {
                failures.add(mutation + " threw " + e);
            }
        }

        assertThat(failures).isEmpty();
        assertThat(refused).as("most mutants are refused").isGreaterThan(MUTANTS / 2);
    }

    private List<JsonNode> bundled() {
        List<JsonNode> result = new ArrayList<>();
        for (String name : resource("/platforms/bundled.txt")
                .lines()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .toList()) {
            try {
                result.add(mapper.readTree(resource("/platforms/" + name)));
            } catch (JsonProcessingException e) {
                throw new UncheckedIOException(e);
            }
        }
        return result;
    }

    /** One hostile change somewhere in the tree; returns it in words, to reproduce a failure. */
    private static String mutate(JsonNode root, Random random) {
        List<Place> places = new ArrayList<>();
        collect(root, "$", places);
        Place place = places.get(random.nextInt(places.size()));
        int kind = random.nextInt(4);
        if (kind == 0) {
            String text = STRINGS.get(random.nextInt(STRINGS.size()));
            place.set(NODES.textNode(text));
            return place.path + " = \"" + text.replace("\n", "\\n") + "\"";
        }
        if (kind == 1) {
            JsonNode other = OTHERS.get(random.nextInt(OTHERS.size()));
            place.set(other.deepCopy());
            return place.path + " = " + other;
        }
        if (kind == 2 && place.parent instanceof ObjectNode object) {
            String name = STRINGS.get(random.nextInt(STRINGS.size()));
            JsonNode value = object.remove(place.name);
            object.set(name, value);
            return place.path + " renamed to \"" + name.replace("\n", "\\n") + "\"";
        }
        if (place.parent != null) {
            place.remove();
            return place.path + " removed";
        }
        return "nothing changed";
    }

    private static void collect(JsonNode node, String path, List<Place> places) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> member = it.next();
                String childPath = path + "." + member.getKey();
                places.add(new Place(node, member.getKey(), -1, childPath));
                collect(member.getValue(), childPath, places);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String childPath = path + "[" + i + "]";
                places.add(new Place(node, null, i, childPath));
                collect(node.get(i), childPath, places);
            }
        }
    }

    /** Where a node sits: a member of an object or an element of an array. */
    private record Place(JsonNode parent, String name, int index, String path) {
        void set(JsonNode value) {
            if (parent instanceof ObjectNode object) {
                object.set(name, value);
            } else {
                ((ArrayNode) parent).set(index, value);
            }
        }

        void remove() {
            if (parent instanceof ObjectNode object) {
                object.remove(name);
            } else {
                ((ArrayNode) parent).remove(index);
            }
        }
    }

    private static String resource(String name) {
        try (InputStream in = DescriptorMutationTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
