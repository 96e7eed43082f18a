package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code tenantdesk schema infer} on the T3nets demo tables in dynalite. */
@ExtendWith(DynaliteExtension.class)
class SchemaInferCommandTest {

    @TempDir
    Path home;

    @Test
    void draftsADescriptorThatLoadsWithItsGuessesNoted(LocalDynamo dynamo) throws Exception {
        PlatformDescriptor t3nets = dynamo.sharedDemo().data("t3nets").platform();
        var mapping = dynamo.sharedDemo().mapping();
        Path out = home.resolve("drafts/t3nets.json");
        String[] args = {"schema", "infer", "--endpoint", dynamo.endpoint().toString(), "--id", "t3", "--sample", "500"
        };
        java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of(args));
        for (String table : t3nets.tables().keySet()) {
            all.addAll(java.util.List.of("--table", table, "--table-map", table + "=" + mapping.physical(table)));
        }
        all.addAll(java.util.List.of("--out", out.toString()));

        CliRunner.Result result = new CliRunner(home, Instant.now()).run(all.toArray(String[]::new));

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.out()).isEmpty();
        PlatformDescriptor draft = new DescriptorLoader().load(out);
        assertThat(draft.id()).isEqualTo("t3");
        assertThat(draft.tables().keySet()).isEqualTo(t3nets.tables().keySet());
        assertThat(draft.entities()).extracting(e -> e.name()).contains("Tenant", "User");
        assertThat(draft.notes())
                .anySatisfy(n -> assertThat(n).contains("every entity, placeholder and type below is a guess"))
                .anySatisfy(n -> assertThat(n).startsWith("Entity `User` (").contains("`email` email"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(out)))
                .isEqualTo("rw-------");
    }

    @Test
    void aMissingTableIsNamed(LocalDynamo dynamo) {
        CliRunner.Result result = new CliRunner(home, Instant.now())
                .run("schema", "infer", "--endpoint", dynamo.endpoint().toString(), "--table", "no-such-table");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err()).contains("no-such-table");
    }

    @Test
    void withAPlatformItReadsEveryTableThePlatformNames(LocalDynamo dynamo) throws Exception {
        PlatformDescriptor t3nets = dynamo.sharedDemo().data("t3nets").platform();
        var mapping = dynamo.sharedDemo().mapping();
        java.util.List<String> args = new java.util.ArrayList<>(java.util.List.of(
                "schema",
                "infer",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "t3nets",
                "--sample",
                "300"));
        for (String table : t3nets.tables().keySet()) {
            args.addAll(java.util.List.of("--table-map", table + "=" + mapping.physical(table)));
        }

        CliRunner.Result result = new CliRunner(home, Instant.now()).run(args.toArray(String[]::new));

        assertThat(result.exit()).as(result.err()).isZero();
        PlatformDescriptor draft = new DescriptorLoader().load("draft.json", result.out());
        assertThat(draft.id()).isEqualTo("t3nets-draft");
        assertThat(draft.tables().keySet()).isEqualTo(t3nets.tables().keySet());
    }

    @Test
    void withoutTablesOrAPlatformItSaysWhatToName(LocalDynamo dynamo) {
        CliRunner.Result result = new CliRunner(home, Instant.now())
                .run("schema", "infer", "--endpoint", dynamo.endpoint().toString());

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err()).contains("--table T").contains("--platform P");
    }

    @Test
    void aTableThePlatformDoesNotNameIsRefusedWithItsTables(LocalDynamo dynamo) {
        CliRunner.Result result = new CliRunner(home, Instant.now())
                .run(
                        "schema",
                        "infer",
                        "--endpoint",
                        dynamo.endpoint().toString(),
                        "--platform",
                        "t3nets",
                        "--table",
                        "app_data");

        assertThat(result.exit()).isEqualTo(2);
        assertThat(result.err()).contains("--table app_data").contains("tenants");
    }

    @Test
    void anEmptyTableDraftsAnEntityTakingAnyKey(LocalDynamo dynamo) throws Exception {
        PlatformDescriptor wallcrawler = dynamo.sharedDemo().data("wallcrawler").platform();
        var mapping = dynamo.provision(wallcrawler, dynamo.freshMapping());
        String table = wallcrawler.tables().keySet().iterator().next();

        CliRunner.Result result = new CliRunner(home, Instant.now())
                .run(
                        "schema",
                        "infer",
                        "--endpoint",
                        dynamo.endpoint().toString(),
                        "--table",
                        table,
                        "--table-map",
                        table + "=" + mapping.physical(table));

        assertThat(result.exit()).as(result.err()).isZero();
        PlatformDescriptor draft = new DescriptorLoader().load("draft.json", result.out());
        assertThat(draft.tables()).containsOnlyKeys(table);
        assertThat(draft.entities())
                .singleElement()
                .satisfies(e -> assertThat(e.table().name()).isEqualTo(table));
        assertThat(draft.notes()).anySatisfy(n -> assertThat(n).contains("showed no items"));
    }
}
