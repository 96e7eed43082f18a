package io.tenantdesk.schema.load;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.Projection;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** A descriptor of the wrong shape, as the JSON Schema finds it, in the loader's words: one line per mistake. */
class StructureProblemsTest {

    private static final ObjectMapper JSON =
            JsonMapper.builder().enable(JsonReadFeature.ALLOW_JAVA_COMMENTS).build();
    private static final String ATTRIBUTE_TYPES =
            "string, number, boolean, enum, email, url, timestamp, date, epoch, json, list, map, stringSet, secret";

    private final DescriptorLoader loader = new DescriptorLoader();

    @Test
    void aMissingPropertyIsNamedWhereItBelongs() {
        assertThat(problems(d -> d.remove("platform")))
                .containsExactly("broken.json: $.platform: `platform` is required");
        assertThat(problems(d -> entity(d, 0).remove("keys")))
                .containsExactly("broken.json: $.entities[0].keys: `keys` is required");
        assertThat(problems(d -> entity(d, 0).with("credit").remove("balance")))
                .containsExactly("broken.json: $.entities[0].credit.balance: `credit` names its `balance` attribute");
        assertThat(problems(d -> entity(d, 3)
                        .with("ranges")
                        .with("expiring")
                        .with("sort")
                        .remove("to")))
                .containsExactly(
                        "broken.json: $.entities[3].ranges.expiring.sort.to: `between` needs `to`, the upper bound");
        assertThat(problems(d -> attribute(d, 0, "currency").remove("values")))
                .containsExactly(
                        "broken.json: $.entities[0].attributes.currency.values: an enum attribute lists its `values`");
        assertThat(problems(d -> attribute(d, 3, "sessionId").remove("example")))
                .containsExactly("broken.json: $.entities[3].attributes.sessionId.example: a `pattern` needs an"
                        + " `example` value that matches it; forms show it as a hint");
    }

    @Test
    void aValueOfTheWrongJsonTypeSaysWhatItShouldBe() {
        assertThat(problems(d -> d.put("platform", 1)))
                .containsExactly("broken.json: $.platform: `platform` must be a non-empty string");
        assertThat(problems(d -> d.with("tables").put("main", "PK")))
                .containsExactly("broken.json: $.tables.main: a table must be a JSON object");
        assertThat(problems(d -> ((ArrayNode) d.get("entities")).set(1, 3)))
                .containsExactly("broken.json: $.entities[1]: an entity must be a JSON object");
        assertThat(problems(d -> d.with("tables").with("main").put("partitionKey", "PK")))
                .containsExactly("broken.json: $.tables.main.partitionKey: `partitionKey` must be a JSON object");
        assertThat(problems(d -> attribute(d, 0, "name").put("required", "yes")))
                .containsExactly(
                        "broken.json: $.entities[0].attributes.name.required: `required` must be true or false");
        assertThat(problems(d -> entity(d, 0).with("credit").put("floor", "0")))
                .containsExactly("broken.json: $.entities[0].credit.floor: `floor` must be a number");
        assertThat(problems(d -> entity(d, 0).with("keys").put("SK", 3)))
                .containsExactly("broken.json: $.entities[0].keys.SK: a key template is a string such as"
                        + " \"ACCOUNT#{account_id}\"");
        assertThat(problems(d -> entity(d, 0).with("attributes").put("name", 7)))
                .containsExactly("broken.json: $.entities[0].attributes.name: an attribute is a type name such as"
                        + " \"string\" or an object with a \"type\"");
        assertThat(problems(d -> d.put("notes", 3)))
                .containsExactly("broken.json: $.notes: `notes` must be a string or a list of strings");
        assertThat(problems(d -> d.putArray("notes").add("a").add(2)))
                .containsExactly("broken.json: $.notes[1]: `notes[1]` must be a string");
        assertThat(problems(d -> index(d, "sessions", "byStatus").put("projection", 5)))
                .containsExactly("broken.json: $.tables.sessions.indexes.byStatus.projection: `projection` must be"
                        + " ALL, KEYS_ONLY or {\"type\": \"INCLUDE\", \"attributes\": [...]}");
        for (String notAnObject : List.of("[]", "", "// nothing but a comment", "\"app_data\"")) {
            assertThat(problemsOf(notAnObject))
                    .as(notAnObject)
                    .containsExactly(
                            "broken.json: $: a descriptor is a JSON object with `platform`, `tables` and `entities`");
        }
    }

    @Test
    void anUnknownPropertyListsTheKnownOnes() {
        assertThat(problems(d -> d.put("entitys", 1)))
                .containsExactly("broken.json: $.entitys: unknown property `entitys`; expected one of $schema,"
                        + " platform, title, description, notes, tables, entities");
        assertThat(problems(d -> attribute(d, 0, "name").put("format", "email")))
                .containsExactly("broken.json: $.entities[0].attributes.name.format: unknown property `format`;"
                        + " expected one of type, required, stored, secret, values, open, items, pattern, shape,"
                        + " fields, min, max, label, description, example");
        assertThat(problems(d -> entity(d, 0).putObject("stamps").put("deletedAt", "name")))
                .containsExactly("broken.json: $.entities[0].stamps.deletedAt: unknown property `deletedAt`;"
                        + " expected one of createdAt, createdBy, updatedAt, updatedBy");
    }

    @Test
    void aValueOutsideItsListNamesTheValuesAllowed() {
        assertThat(problems(d -> attribute(d, 0, "name").put("type", "text")))
                .containsExactly("broken.json: $.entities[0].attributes.name.type: unknown attribute type `text`;"
                        + " expected one of " + ATTRIBUTE_TYPES);
        assertThat(problems(d -> entity(d, 0).with("attributes").put("name", "text")))
                .containsExactly("broken.json: $.entities[0].attributes.name: unknown attribute type `text`;"
                        + " expected one of " + ATTRIBUTE_TYPES);
        assertThat(problems(d -> entity(d, 0).putArray("role").add("tenant").add("admin")))
                .containsExactly("broken.json: $.entities[0].role[1]: unknown role `admin`; expected one of tenant,"
                        + " user, license, session, credit");
        assertThat(problems(
                        d -> d.with("tables").with("main").with("partitionKey").put("type", "X")))
                .containsExactly("broken.json: $.tables.main.partitionKey.type: unknown key type `X`;"
                        + " expected one of S, N, B");
        assertThat(problems(d -> entity(d, 1)
                        .with("ranges")
                        .with("expiring")
                        .with("sort")
                        .put("op", "like")))
                .containsExactly("broken.json: $.entities[1].ranges.expiring.sort.op: unknown operator `like`;"
                        + " expected one of =, <, <=, >, >=, between, begins_with");
        assertThat(problems(d -> attribute(d, 0, "settings").put("shape", "list")))
                .containsExactly("broken.json: $.entities[0].attributes.settings.shape: unknown shape `list`;"
                        + " expected one of any, object, array");
    }

    @Test
    void aValueNotInItsFormSaysWhatItShouldBe() {
        assertThat(problems(d -> d.put("title", "  ")))
                .containsExactly("broken.json: $.title: `title` must be a non-empty string");
        assertThat(problems(d -> index(d, "sessions", "byStatus").put("projection", "SOME")))
                .containsExactly("broken.json: $.tables.sessions.indexes.byStatus.projection: unknown projection"
                        + " `SOME`; expected ALL, KEYS_ONLY or INCLUDE");
        assertThat(problems(d -> index(d, "sessions", "byStatus").put("projection", "include")))
                .containsExactly("broken.json: $.tables.sessions.indexes.byStatus.projection: an INCLUDE projection"
                        + " lists its attributes: {\"type\": \"INCLUDE\", \"attributes\": [...]}");
        assertThat(problems(d ->
                        index(d, "sessions", "byStatus").putObject("projection").put("type", "MOST")))
                .containsExactly("broken.json: $.tables.sessions.indexes.byStatus.projection.type: unknown projection"
                        + " `MOST`; expected ALL, KEYS_ONLY or INCLUDE");

        ObjectNode lowerCase = fixture();
        index(lowerCase, "sessions", "byStatus").put("projection", "keys_only");
        assertThat(loader.load("lower.json", lowerCase.toString())
                        .table("sessions")
                        .flatMap(t -> t.index("byStatus"))
                        .orElseThrow()
                        .projection()
                        .type())
                .isEqualTo(Projection.Type.KEYS_ONLY);
    }

    @Test
    void anOptionWhereItDoesNotApplySaysWhereItDoes() {
        assertThat(problems(d -> attribute(d, 0, "balance").putArray("values").add("1")))
                .containsExactly("broken.json: $.entities[0].attributes.balance.values: `values` applies only to enum"
                        + " attributes");
        assertThat(problems(d -> attribute(d, 0, "name").put("open", true)))
                .containsExactly(
                        "broken.json: $.entities[0].attributes.name.open: `open` applies only to enum attributes");
        assertThat(problems(d -> attribute(d, 0, "name").put("items", "string")))
                .containsExactly(
                        "broken.json: $.entities[0].attributes.name.items: `items` applies only to list attributes");
        assertThat(problems(d -> attribute(d, 0, "name").put("shape", "object")))
                .containsExactly(
                        "broken.json: $.entities[0].attributes.name.shape: `shape` applies only to json attributes");
        assertThat(problems(
                        d -> attribute(d, 0, "labels").put("type", "stringSet").put("pattern", "[a-z]+")))
                .containsExactly(
                        "broken.json: $.entities[0].attributes.labels.pattern: `pattern` applies only to"
                                + " attributes stored as strings or numbers",
                        "broken.json: $.entities[0].attributes.labels.example: a `pattern` needs an `example` value"
                                + " that matches it; forms show it as a hint");
        assertThat(problems(d -> entity(d, 1).with("list").put("partition", "LICENSE")))
                .containsExactly("broken.json: $.entities[1].list.partition: a scan takes no `partition`; it reads"
                        + " the whole table");
    }

    @Test
    void aSectionThatMustHaveMembersSaysSo() {
        assertThat(problems(d -> d.putObject("tables")))
                .containsExactly("broken.json: $.tables: a descriptor needs at least one table");
        assertThat(problems(d -> d.putArray("entities")))
                .containsExactly("broken.json: $.entities: a descriptor needs at least one entity");
        assertThat(problems(d -> attribute(d, 0, "currency").putArray("values")))
                .containsExactly(
                        "broken.json: $.entities[0].attributes.currency.values: an enum attribute lists its `values`");
    }

    @Test
    void aTenantQueryNeedsTheTenantField() {
        assertThat(problems(d -> entity(d, 1).remove("tenant")))
                .containsExactly("broken.json: $.entities[1].byTenant: `byTenant` needs the entity's `tenant` field");
    }

    @Test
    void problemsComeInTheOrderOfTheFileWithTheProblemsOfMeaningAfterThem() {
        List<String> problems = problems(d -> {
            entity(d, 2).with("byTenant").put("index", "GSI9");
            attribute(d, 1, "end_date").put("type", "day");
            entity(d, 0).remove("list");
            d.put("title", "");
        });

        assertThat(problems)
                .containsExactly(
                        "broken.json: $.title: `title` must be a non-empty string",
                        "broken.json: $.entities[0].list: `list` is required",
                        "broken.json: $.entities[1].attributes.end_date.type: unknown attribute type `day`; expected"
                                + " one of " + ATTRIBUTE_TYPES,
                        "broken.json: $.entities[2].byTenant.index: unknown index `GSI9`; table `main` has GSI1, GSI2");
    }

    private List<String> problems(Consumer<ObjectNode> breakIt) {
        ObjectNode descriptor = fixture();
        breakIt.accept(descriptor);
        return problemsOf(descriptor.toString());
    }

    private List<String> problemsOf(String json) {
        try {
            loader.load("broken.json", json);
            return List.of();
        } catch (DescriptorException e) {
            return e.problems().stream().map(DescriptorProblem::toString).toList();
        }
    }

    private static ObjectNode fixture() {
        try {
            return (ObjectNode) JSON.readTree(Fixtures.text("fixture"));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ObjectNode entity(ObjectNode d, int index) {
        return (ObjectNode) d.get("entities").get(index);
    }

    private static ObjectNode attribute(ObjectNode d, int entity, String name) {
        return entity(d, entity).with("attributes").with(name);
    }

    private static ObjectNode index(ObjectNode d, String table, String name) {
        return d.with("tables").with(table).with("indexes").with(name);
    }
}
