package io.tenantdesk.schema.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.schema.AccessPattern;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Projection;
import io.tenantdesk.schema.Role;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DescriptorLoaderTest {

    private final DescriptorLoader loader = new DescriptorLoader();

    private List<DescriptorProblem> problemsOf(String json) {
        try {
            loader.load("broken.json", json);
        } catch (DescriptorException e) {
            return e.problems();
        }
        throw new AssertionError("the descriptor loaded without problems");
    }

    private List<DescriptorProblem> problemsOfFixtureWith(String from, String to) {
        String text = Fixtures.text("fixture");
        assertThat(text).contains(from);
        return problemsOf(text.replace(from, to));
    }

    @Test
    void readsTablesEntitiesAndPatterns() {
        PlatformDescriptor p = Fixtures.load("fixture");

        assertThat(p.id()).isEqualTo("fixture");
        assertThat(p.tables()).containsOnlyKeys("main", "sessions");
        assertThat(p.table("sessions")
                        .orElseThrow()
                        .index("byStatus")
                        .orElseThrow()
                        .projection()
                        .type())
                .isEqualTo(Projection.Type.KEYS_ONLY);
        assertThat(p.table("sessions").orElseThrow().allKeyAttributes()).containsEntry("expiresAt", KeyType.N);
        EntityDef account = p.entity("Account").orElseThrow();
        assertThat(account.roles()).containsExactlyInAnyOrder(Role.TENANT, Role.CREDIT);
        assertThat(account.credit().orElseThrow().balanceAttribute()).isEqualTo("balance");
        assertThat(account.versionAttribute()).contains("version");
        assertThat(p.tenantEntity()).contains(account);
        EntityDef license = p.entity("License").orElseThrow();
        assertThat(license.byTenant().map(AccessPattern::sortPrefix)).contains("LICENSE#");
        assertThat(license.list().scan()).isTrue();
        assertThat(license.fieldNames()).startsWith("account_id", "license_id");
        assertThat(license.ranges().get("expiring").sort().value().text()).isEqualTo("{now+30d|iso}");
        assertThat(p.entitiesWithRole(Role.USER)).extracting(EntityDef::name).containsExactly("User");
    }

    @Test
    void badJsonNamesTheLineAndColumn() {
        assertThat(problemsOf("{\n  \"platform\": \"x\",\n  \"tables\": {\n}"))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.source()).isEqualTo("broken.json");
                    assertThat(p.path()).startsWith("line 4");
                    assertThat(p.message()).startsWith("not valid JSON");
                });
    }

    @Test
    void unknownIndexIsReportedWhereItIsNamed() {
        List<DescriptorProblem> problems =
                problemsOfFixtureWith("\"byTenant\": { \"index\": \"GSI2\"", "\"byTenant\": { \"index\": \"GSI9\"");

        assertThat(problems).singleElement().satisfies(p -> {
            assertThat(p.path()).isEqualTo("$.entities[2].byTenant.index");
            assertThat(p.message()).isEqualTo("unknown index `GSI9`; table `main` has GSI1, GSI2");
        });
    }

    @Test
    void placeholderWithoutAttributeIsReported() {
        List<DescriptorProblem> problems =
                problemsOfFixtureWith("\"SK\": \"LICENSE#{license_id}\"", "\"SK\": \"LICENSE#{licence_id}\"");

        assertThat(problems).extracting(DescriptorProblem::path).contains("$.entities[1].keys.SK");
        assertThat(problems)
                .extracting(DescriptorProblem::message)
                .contains(
                        "placeholder `{licence_id}` has no attribute; declare it under `attributes` (with \"stored\": false if it lives only in keys)");
    }

    @Test
    void duplicateEntityNameIsReported() {
        List<DescriptorProblem> problems = problemsOfFixtureWith("\"name\": \"User\"", "\"name\": \"License\"");

        assertThat(problems).anySatisfy(p -> {
            assertThat(p.path()).isEqualTo("$.entities[2].name");
            assertThat(p.message()).isEqualTo("duplicate entity name `License` (first declared at $.entities[1])");
        });
    }

    @Test
    void anIdentifyingAttributeMustBeDeclaredAndShowable() {
        String label = "\"labelAttribute\": \"name\",";
        assertThat(problemsOfFixtureWith(label, label + " \"identifiedBy\": \"nickname\","))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[0].identifiedBy");
                    assertThat(p.message()).isEqualTo("`nickname` is not an attribute of the entity");
                });

        String name = "\"name\": { \"type\": \"string\", \"required\": true }";
        String text = Fixtures.text("fixture")
                .replace(label, label + " \"identifiedBy\": \"name\",")
                .replace(name, name.replace("true }", "true, \"secret\": true }"));
        assertThat(problemsOf(text)).singleElement().satisfies(p -> {
            assertThat(p.path()).isEqualTo("$.entities[0].identifiedBy");
            assertThat(p.message()).startsWith("`name` is secret, so it cannot identify items on screen");
        });

        assertThat(Fixtures.load("fixture").entity("Account").orElseThrow().identifyingAttribute())
                .isEmpty();
        String identified = Fixtures.text("fixture").replace(label, label + " \"identifiedBy\": \"name\",");
        assertThat(loader.load("fixture.json", identified)
                        .entity("Account")
                        .orElseThrow()
                        .identifyingAttribute())
                .contains("name");
    }

    @Test
    void unknownKeyAttributeAndUnknownPropertyAreReported() {
        assertThat(problemsOfFixtureWith("\"GSI2PK\": \"ACCOUNT#", "\"GSI3PK\": \"ACCOUNT#"))
                .anySatisfy(p -> assertThat(p.message()).startsWith("unknown key attribute `GSI3PK`"));
        assertThat(problemsOfFixtureWith("\"labelAttribute\"", "\"lable\""))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[0].lable");
                    assertThat(p.message()).startsWith("unknown property `lable`; expected one of name, role");
                });
    }

    @Test
    void aPatternThatCannotFindTheEntitysItemsIsRefused() {
        assertThat(problemsOfFixtureWith("\"partition\": \"ENTITY#ACCOUNT\"", "\"partition\": \"ENTITY#ACCOUNTS\""))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[0].list.partition");
                    assertThat(p.message()).contains("does not match the entity's GSI1PK template `ENTITY#ACCOUNT`");
                });
        assertThat(problemsOfFixtureWith("\"sortPrefix\": \"LICENSE#\"", "\"sortPrefix\": \"LIC#\""))
                .singleElement()
                .extracting(DescriptorProblem::message)
                .asString()
                .contains("cannot begin the entity's SK `LICENSE#{license_id}`");
    }

    @Test
    void typeErrorsInAttributesAreReported() {
        assertThat(problemsOfFixtureWith("\"type\": \"epoch\"", "\"type\": \"epoc\""))
                .extracting(DescriptorProblem::message)
                .anySatisfy(
                        m -> assertThat(m).startsWith("unknown attribute type `epoc`; expected one of string, number"));
        assertThat(problemsOfFixtureWith("\"example\": \"sess_4k2m9\"", "\"example\": \"4k2m9\""))
                .singleElement()
                .extracting(DescriptorProblem::message)
                .asString()
                .contains("does not match the pattern `sess_[a-z0-9]+`");
    }

    @Test
    void aPlainAttributeUsedAsAKeyMustHaveTheKeysType() {
        assertThat(problemsOfFixtureWith(
                        "\"expiresAt\": { \"type\": \"epoch\"", "\"expiresAt\": { \"type\": \"timestamp\""))
                .anySatisfy(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[3].attributes.expiresAt");
                    assertThat(p.message())
                            .isEqualTo("`expiresAt` is a key of type N in the table or an index, "
                                    + "but a timestamp attribute is stored as S");
                });
    }

    @Test
    void rangeSortParametersMustBeAttributes() {
        assertThat(problemsOfFixtureWith("\"value\": \"{now+30d|iso}\"", "\"value\": \"{noSuchField}\""))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[1].ranges.expiring.sort");
                    assertThat(p.message()).isEqualTo("parameter `{noSuchField}` is not an attribute of the entity");
                });
    }

    @Test
    void everyProblemOfAFileIsReportedAtOnce() {
        String text = Fixtures.text("fixture")
                .replace("\"index\": \"GSI2\"", "\"index\": \"GSI9\"")
                .replace("\"type\": \"date\"", "\"type\": \"day\"")
                .replace("\"table\": \"sessions\"", "\"table\": \"sesions\"");

        assertThatThrownBy(() -> loader.load("broken.json", text))
                .isInstanceOf(DescriptorException.class)
                .hasMessageStartingWith("3 problems in broken.json:")
                .hasMessageContaining("broken.json: $.entities[3].table: unknown table `sesions`");
    }

    @Test
    void aFolderLoadsWhatItCanAndReportsTheRest(@TempDir Path folder) throws IOException {
        Files.writeString(folder.resolve("good.json"), Fixtures.text("fixture"));
        Files.writeString(folder.resolve("bad.json"), "{ \"platform\": 1 }");
        Files.writeString(folder.resolve("notes.txt"), "ignored");
        Files.writeString(folder.resolve("tenantdesk-descriptor.schema.json"), "{ \"$schema\": \"a JSON Schema\" }");

        DescriptorLoader.FolderLoad result = loader.loadFolder(folder);

        assertThat(result.descriptors()).extracting(PlatformDescriptor::id).containsExactly("fixture");
        assertThat(result.problems())
                .isNotEmpty()
                .allSatisfy(p -> assertThat(p.source()).endsWith("bad.json"));
        assertThat(result.problems())
                .extracting(DescriptorProblem::message)
                .contains("`platform` must be a non-empty string", "`tables` is required", "`entities` is required");
    }

    @Test
    void aNumberDynamoDbCannotHoldIsAProblemAtItsPath() {
        for (String number : List.of("1e400", "-1e-400", "123456789012345678901234567890123456789")) {
            assertThat(problemsOfFixtureWith("\"floor\": 0", "\"floor\": " + number))
                    .as(number)
                    .singleElement()
                    .satisfies(p -> {
                        assertThat(p.path()).isEqualTo("$.entities[0].credit.floor");
                        assertThat(p.message())
                                .startsWith("`floor` ")
                                .endsWith(
                                        " is beyond the numbers DynamoDB can hold (at most 38 digits, from 1E-130 to 9.99…E+125)");
                    });
        }
        assertThat(problemsOfFixtureWith("\"floor\": 0", "\"floor\": 1e9999999999"))
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.path()).startsWith("line 44, column ");
                    assertThat(p.message())
                            .isEqualTo("a number too large or too small to read, far beyond the numbers"
                                    + " DynamoDB can hold (at most 38 digits, from 1E-130 to 9.99…E+125)");
                });
        assertThat(problemsOfFixtureWith("\"floor\": 0", "\"floor\": 1" + "0".repeat(2_000)))
                .singleElement()
                .satisfies(p -> assertThat(p.message()).startsWith("not valid JSON"));
    }

    @Test
    void aByteOrderMarkBeforeTheJsonIsAccepted(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("with-bom.json");
        Files.write(file, ("\uFEFF" + Fixtures.text("fixture")).getBytes(StandardCharsets.UTF_8));

        assertThat(loader.load(file).id()).isEqualTo("fixture");
    }

    @Test
    void aFileThatIsNotUtf8IsAProblemOfThatFile(@TempDir Path folder) throws IOException {
        Path file = folder.resolve("latin1.json");
        Files.write(
                file,
                Fixtures.text("fixture").replace("\"fixture\"", "\"fixtüre\"").getBytes(StandardCharsets.ISO_8859_1));

        assertThatThrownBy(() -> loader.load(file))
                .isInstanceOf(DescriptorException.class)
                .hasMessage(file + ": $: is not UTF-8 text; save it as UTF-8");
    }

    @Test
    void hiddenCharactersInATemplateAreRefusedByCodePoint() {
        Map<String, String> refused = Map.of(
                "META\\u0000", "U+0000 (a control character)",
                "META\\t", "U+0009 (a control character)",
                "META\\n", "U+000A (a control character)",
                "META\u2066", "U+2066 (a bidirectional control)",
                "ME\u200BTA", "U+200B (an invisible format character)",
                "META\u2028", "U+2028 (a line or paragraph separator)",
                "META\\ud800", "U+D800 (half of a surrogate pair, alone)");
        refused.forEach((literal, described) -> assertThat(problemsOfFixtureWith(
                        "\"SK\": \"META\", \"GSI1PK\"", "\"SK\": \"" + literal + "\", \"GSI1PK\""))
                .as(literal)
                .singleElement()
                .satisfies(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[0].keys.SK");
                    assertThat(p.message())
                            .startsWith(described + " at position ")
                            .endsWith(": a key template's text must be visible characters");
                    assertThat(p.toString()).doesNotContainPattern("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Cs}]");
                }));
    }

    @Test
    void aProblemReadsOnOneLineWhateverTheFileHolds() {
        List<DescriptorProblem> problems = problemsOfFixtureWith(
                "\"platform\": \"fixture\",", "\"platform\": \"fixture\", \"odd\\nname\\u202e\": 1,");

        assertThat(problems).singleElement().satisfies(p -> {
            assertThat(p.toString())
                    .isEqualTo("broken.json: $['odd\\nname\\u202e']: unknown property `odd\\nname\\u202e`; "
                            + "expected one of $schema, platform, title, description, notes, tables, entities");
        });
    }

    @Test
    void everyBundledDescriptorLoads() {
        assertThat(loader.loadBundled())
                .isNotEmpty()
                .allSatisfy(p -> assertThat(p.entities()).isNotEmpty());
    }

    @Test
    void oneBundledPlatformLoadsByItsIdAlone() {
        assertThat(loader.loadBundled().stream().map(PlatformDescriptor::id))
                .containsExactlyElementsOf(DescriptorLoader.bundledIds());
        assertThat(loader.loadBundled("lon12")).get().satisfies(p -> {
            assertThat(p.id()).isEqualTo("lon12");
            assertThat(p.source()).isEqualTo("/platforms/lon12.json");
        });
        assertThat(loader.loadBundled("bundled")).isEmpty();
        assertThat(loader.loadBundled("tenantdesk-descriptor.schema")).isEmpty();
        assertThat(loader.loadBundled("../platforms/lon12")).isEmpty();
    }
}
