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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        assertThat(p.table("sessions").orElseThrow().index("byStatus").orElseThrow().projection().type())
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
                .singleElement().satisfies(p -> {
                    assertThat(p.source()).isEqualTo("broken.json");
                    assertThat(p.path()).startsWith("line 4");
                    assertThat(p.message()).startsWith("not valid JSON");
                });
    }

    @Test
    void unknownIndexIsReportedWhereItIsNamed() {
        List<DescriptorProblem> problems = problemsOfFixtureWith(
                "\"byTenant\": { \"index\": \"GSI2\"", "\"byTenant\": { \"index\": \"GSI9\"");

        assertThat(problems).singleElement().satisfies(p -> {
            assertThat(p.path()).isEqualTo("$.entities[2].byTenant.index");
            assertThat(p.message()).isEqualTo("unknown index `GSI9`; table `main` has GSI1, GSI2");
        });
    }

    @Test
    void placeholderWithoutAttributeIsReported() {
        List<DescriptorProblem> problems = problemsOfFixtureWith(
                "\"SK\": \"LICENSE#{license_id}\"", "\"SK\": \"LICENSE#{licence_id}\"");

        assertThat(problems).extracting(DescriptorProblem::path).contains("$.entities[1].keys.SK");
        assertThat(problems).extracting(DescriptorProblem::message).contains(
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
                .singleElement().satisfies(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[0].identifiedBy");
                    assertThat(p.message()).isEqualTo("`nickname` is not an attribute of the entity");
                });

        String name = "\"name\": { \"type\": \"string\", \"required\": true }";
        String text = Fixtures.text("fixture").replace(label, label + " \"identifiedBy\": \"name\",")
                .replace(name, name.replace("true }", "true, \"secret\": true }"));
        assertThat(problemsOf(text)).singleElement().satisfies(p -> {
            assertThat(p.path()).isEqualTo("$.entities[0].identifiedBy");
            assertThat(p.message()).startsWith("`name` is secret, so it cannot identify items on screen");
        });

        assertThat(Fixtures.load("fixture").entity("Account").orElseThrow().identifyingAttribute()).isEmpty();
        String identified = Fixtures.text("fixture").replace(label, label + " \"identifiedBy\": \"name\",");
        assertThat(loader.load("fixture.json", identified).entity("Account").orElseThrow().identifyingAttribute())
                .contains("name");
    }

    @Test
    void unknownKeyAttributeAndUnknownPropertyAreReported() {
        assertThat(problemsOfFixtureWith("\"GSI2PK\": \"ACCOUNT#", "\"GSI3PK\": \"ACCOUNT#"))
                .anySatisfy(p -> assertThat(p.message()).startsWith("unknown key attribute `GSI3PK`"));
        assertThat(problemsOfFixtureWith("\"labelAttribute\"", "\"lable\""))
                .singleElement().satisfies(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[0].lable");
                    assertThat(p.message()).startsWith("unknown property `lable`; expected one of name, role");
                });
    }

    @Test
    void aPatternThatCannotFindTheEntitysItemsIsRefused() {
        assertThat(problemsOfFixtureWith("\"partition\": \"ENTITY#ACCOUNT\"", "\"partition\": \"ENTITY#ACCOUNTS\""))
                .singleElement().satisfies(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[0].list.partition");
                    assertThat(p.message()).contains("does not match the entity's GSI1PK template `ENTITY#ACCOUNT`");
                });
        assertThat(problemsOfFixtureWith("\"sortPrefix\": \"LICENSE#\"", "\"sortPrefix\": \"LIC#\""))
                .singleElement().extracting(DescriptorProblem::message).asString()
                .contains("cannot begin the entity's SK `LICENSE#{license_id}`");
    }

    @Test
    void typeErrorsInAttributesAreReported() {
        assertThat(problemsOfFixtureWith("\"type\": \"epoch\"", "\"type\": \"epoc\""))
                .extracting(DescriptorProblem::message)
                .anySatisfy(m -> assertThat(m).startsWith("unknown attribute type `epoc`; expected one of string, number"));
        assertThat(problemsOfFixtureWith("\"example\": \"sess_4k2m9\"", "\"example\": \"4k2m9\""))
                .singleElement().extracting(DescriptorProblem::message).asString()
                .contains("does not match the pattern `sess_[a-z0-9]+`");
    }

    @Test
    void aPlainAttributeUsedAsAKeyMustHaveTheKeysType() {
        assertThat(problemsOfFixtureWith("\"expiresAt\": { \"type\": \"epoch\"", "\"expiresAt\": { \"type\": \"timestamp\""))
                .anySatisfy(p -> {
                    assertThat(p.path()).isEqualTo("$.entities[3].attributes.expiresAt");
                    assertThat(p.message()).isEqualTo("`expiresAt` is a key of type N in the table or an index, "
                            + "but a timestamp attribute is stored as S");
                });
    }

    @Test
    void rangeSortParametersMustBeAttributes() {
        assertThat(problemsOfFixtureWith("\"value\": \"{now+30d|iso}\"", "\"value\": \"{noSuchField}\""))
                .singleElement().satisfies(p -> {
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

        DescriptorLoader.FolderLoad result = loader.loadFolder(folder);

        assertThat(result.descriptors()).extracting(PlatformDescriptor::id).containsExactly("fixture");
        assertThat(result.problems()).isNotEmpty()
                .allSatisfy(p -> assertThat(p.source()).endsWith("bad.json"));
        assertThat(result.problems()).extracting(DescriptorProblem::message)
                .contains("`platform` must be a non-empty string", "`tables` is required", "`entities` is required");
    }

    @Test
    void everyBundledDescriptorLoads() {
        assertThat(loader.loadBundled()).isNotEmpty()
                .allSatisfy(p -> assertThat(p.entities()).isNotEmpty());
    }
}
