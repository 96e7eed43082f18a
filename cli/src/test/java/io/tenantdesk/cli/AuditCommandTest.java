package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.audit.AuditRecords;
import io.tenantdesk.audit.AuditTable;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** {@code tenantdesk audit init} and {@code audit export} against dynalite. */
@ExtendWith(DynaliteExtension.class)
class AuditCommandTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void initCreatesTheTableAndPrintsTheProposersAndTheApproversPolicies(LocalDynamo dynamo, @TempDir Path home)
            throws Exception {
        String name = dynamo.tablePrefix() + "audit-" + UUID.randomUUID();
        CliRunner cli = new CliRunner(home, Instant.now());
        Path policies = home.resolve("policies");
        Files.createDirectories(policies);

        CliRunner.Result result = cli.run(
                "audit",
                "init",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--table",
                name,
                "--platform",
                "app_data",
                "--table-prefix",
                "prod-",
                "--policy-dir",
                policies.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        assertThat(result.err()).contains("created " + name + " (on-demand)", "this server has no TTL");
        var described = dynamo.client().describeTable(b -> b.tableName(name)).table();
        assertThat(described.billingModeSummary().billingModeAsString()).isEqualTo("PAY_PER_REQUEST");
        assertThat(described.globalSecondaryIndexes())
                .extracting(i -> i.indexName())
                .containsExactlyInAnyOrder("byItem", "byTenant", "byActor", "byTime");
        JsonNode both = result.json();
        assertThat(both.fieldNames()).toIterable().containsExactly("proposer", "approver");
        for (String role : List.of("proposer", "approver")) {
            JsonNode policy = both.get(role);
            List<String> resources = new ArrayList<>();
            List<String> auditActions = new ArrayList<>();
            policy.get("Statement").forEach(s -> {
                List<String> those = new ArrayList<>();
                s.get("Resource").forEach(r -> those.add(r.asText()));
                resources.addAll(those);
                if (s.get("Effect").asText().equals("Allow")
                        && those.contains("arn:aws:dynamodb:us-east-1:ACCOUNT:table/" + name)) {
                    s.get("Action").forEach(a -> auditActions.add(a.asText()));
                }
            });
            assertThat(resources)
                    .contains(
                            "arn:aws:dynamodb:us-east-1:ACCOUNT:table/prod-app_data",
                            "arn:aws:dynamodb:us-east-1:ACCOUNT:table/" + name,
                            "arn:aws:dynamodb:us-east-1:ACCOUNT:table/" + name + "/index/*");
            assertThat(auditActions)
                    .as("the console never deletes from its audit record")
                    .doesNotContain("dynamodb:DeleteItem");
            Path file = policies.resolve("tenantdesk-" + role + "-policy.json");
            assertThat(json.readTree(file.toFile())).isEqualTo(policy);
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                    .isEqualTo("rw-------");
        }

        CliRunner.Result again =
                cli.run("audit", "init", "--endpoint", dynamo.endpoint().toString(), "--table", name);
        assertThat(again.exit()).isEqualTo(2);
        assertThat(again.err()).contains("cannot create the audit table `" + name + "`", "add --existing");
        CliRunner.Result existing = cli.run(
                "audit",
                "init",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--table",
                name,
                "--platform",
                "app_data",
                "--table-prefix",
                "prod-",
                "--existing");
        assertThat(existing.exit()).as(existing.err()).isZero();
        assertThat(existing.err()).contains(name + " exists with its indexes");
        assertThat(existing.json()).isEqualTo(both);
    }

    @Test
    void exportWritesTheWindowsEntriesOldestFirstAsJsonLines(LocalDynamo dynamo, @TempDir Path home) throws Exception {
        String name = dynamo.tablePrefix() + "audit-" + UUID.randomUUID();
        AuditTable table = new AuditTable(
                new Connection("test", dynamo.client(), TableNameMapping.identity(), false), name, Optional.empty());
        table.create();
        WriteRecord second = null;
        for (int day = 1; day <= 4; day++) {
            String id = "e" + day;
            WriteRecord edit =
                    AuditRecords.edit(id, Instant.parse("2026-11-0" + day + "T12:00:00Z"), "ada", "a1", "META", "a1");
            table.begin(edit, "{\"kind\":\"begin\",\"id\":\"" + id + "\"}");
            second = day == 2 ? edit : second;
        }
        table.complete(
                AuditRecords.ended(second, WriteOutcome.Status.SUCCEEDED),
                "{\"kind\":\"end\",\"id\":\"e2\",\"status\":\"SUCCEEDED\"}");
        Path out = home.resolve("audit.jsonl");

        CliRunner.Result result = new CliRunner(home, Instant.now())
                .run(
                        "audit",
                        "export",
                        "--endpoint",
                        dynamo.endpoint().toString(),
                        "--table",
                        name,
                        "--from",
                        "2026-11-02",
                        "--to",
                        "2026-11-03",
                        "--out",
                        out.toString());

        assertThat(result.exit()).as(result.err()).isZero();
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(2);
        JsonNode first = json.readTree(lines.get(0));
        assertThat(first.get("id").asText()).isEqualTo("e2");
        assertThat(first.get("status").asText()).isEqualTo("SUCCEEDED");
        assertThat(first.get("end").get("status").asText()).isEqualTo("SUCCEEDED");
        assertThat(first.get("begin").get("kind").asText()).isEqualTo("begin");
        assertThat(json.readTree(lines.get(1)).get("id").asText()).isEqualTo("e3");
        assertThat(json.readTree(lines.get(1)).get("end").isNull()).isTrue();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(out)))
                .isEqualTo("rw-------");
        assertThat(result.err()).contains("2 entries written to " + out);
    }
}
