package io.tenantdesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.audit.AuditTable;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The approval commands on app_data's demo licences in dynalite, two people on one local endpoint told apart by
 * {@code --as}: a reviewed repair plan proposed as one batch, listed, refused to its proposer, approved by another
 * person; rejected and withdrawn proposals; the policy; the export and the chains' check.
 */
@ExtendWith(DynaliteExtension.class)
class ApprovalCommandsTest {

    private final ObjectMapper json = new ObjectMapper();
    private LocalDynamo dynamo;
    private TableNameMapping mapping;
    private String table;
    private CliRunner cli;
    private Path home;
    /** The proposals made so far (the runner's clock stands still, so they all bear one time). */
    private final List<String> proposed = new ArrayList<>();

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path home) {
        this.dynamo = dynamo;
        this.home = home;
        mapping = dynamo.freshMapping();
        dynamo.loadDemo(Platforms.get("app_data"), mapping, Set.of("License"));
        table = dynamo.tablePrefix() + "audit-" + UUID.randomUUID();
        new AuditTable(
                        new Connection("admin", dynamo.client(), TableNameMapping.identity(), false),
                        table,
                        Optional.empty())
                .create();
        cli = new CliRunner(home, Instant.now());
    }

    private CliRunner.Result run(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of(
                "--endpoint",
                dynamo.endpoint().toString(),
                "--platform",
                "app_data",
                "--table-prefix",
                mapping.prefix()));
        return cli.run(all.toArray(String[]::new));
    }

    private void requireApprovalOfEverything() {
        CliRunner.Result set = run(
                "audit",
                "policy",
                "--table",
                table,
                "--rule",
                "platform=app_data;connection=*;require=all",
                "--expiry",
                "3d",
                "--reason",
                "four eyes",
                "--as",
                "admin");
        assertThat(set.exit()).as(set.err()).isZero();
        assertThat(set.out()).contains("version 1", "platform=app_data;connection=*;require=all", "every write");
    }

    /** Plans a repair of the demo's broken licences and applies it with the audit table: it is proposed. */
    private String proposeRepair() throws Exception {
        Path plan = home.resolve("plan-" + UUID.randomUUID() + ".json");
        assertThat(run("repair", "--out", plan.toString()).exit()).isEqualTo(1);
        CliRunner.Result applied = run(
                "repair",
                "--apply",
                plan.toString(),
                "--reason",
                "fix drifted keys",
                "--allow-writes",
                "--audit-table",
                table,
                "--journal",
                home.resolve("ana.jsonl").toString());
        assertThat(applied.exit()).as(applied.err()).isEqualTo(1);
        assertThat(applied.out().lines())
                .isNotEmpty()
                .allSatisfy(l -> assertThat(l).startsWith("proposed\t"));
        assertThat(applied.err()).contains("Proposed; waiting for approval.");
        List<String> ids = new ArrayList<>();
        json.readTree(run("approvals", "list", "--table", table, "--format", "json")
                        .out())
                .forEach(p -> ids.add(p.get("id").asText()));
        ids.removeAll(proposed);
        assertThat(ids).hasSize(1);
        proposed.add(ids.get(0));
        return ids.get(0);
    }

    @Test
    void aRepairIsProposedAsOneBatchTheProposerCannotApproveItAndAnotherPersonApprovesAndAppliesIt() throws Exception {
        requireApprovalOfEverything();
        String lint = run("lint", "--format", "json").out();
        String id = proposeRepair();

        CliRunner.Result listed = run("approvals", "list", "--table", table);
        assertThat(listed.out().lines()).hasSize(2);
        assertThat(listed.out().lines().skip(1).findFirst().orElseThrow())
                .startsWith(id.substring(0, 8))
                .contains("BATCH", "fix drifted keys");
        assertThat(run("approvals", "show", id.substring(0, 8), "--table", table)
                        .out())
                .contains("Reason: fix drifted keys", "UPDATE License");

        CliRunner.Result own = run("approve", id, "--table", table, "--reason", "mine");
        assertThat(own.exit()).isEqualTo(2);
        assertThat(own.err()).contains("yourself");

        CliRunner.Result approved = run(
                "approve",
                id.substring(0, 8),
                "--table",
                table,
                "--reason",
                "reviewed",
                "--as",
                "ben",
                "--journal",
                home.resolve("ben.jsonl").toString());

        assertThat(approved.exit()).as(approved.err()).isZero();
        assertThat(approved.out().lines())
                .isNotEmpty()
                .allSatisfy(l -> assertThat(l).startsWith("written\t"));
        assertThat(approved.err()).contains("approved and applied");
        assertThat(run("lint", "--format", "json").out()).isNotEqualTo(lint);
        assertThat(run("approvals", "list", "--table", table).out().lines()).hasSize(1);
        assertThat(run("approvals", "list", "--table", table, "--all").out()).contains("applied");
    }

    @Test
    void anotherPersonRejectsAndTheProposerWithdrawsAndTheExportHoldsTheWholeChain() throws Exception {
        requireApprovalOfEverything();
        String rejected = proposeRepair();
        String withdrawn = proposeRepair();

        assertThat(run("reject", rejected, "--table", table, "--reason", "not now", "--as", "ben")
                        .exit())
                .isZero();
        CliRunner.Result notBens =
                run("approvals", "withdraw", withdrawn, "--table", table, "--reason", "x", "--as", "ben");
        assertThat(notBens.exit()).isEqualTo(2);
        assertThat(notBens.err()).contains("Only its proposer");
        assertThat(run("approvals", "withdraw", withdrawn, "--table", table, "--reason", "duplicate")
                        .exit())
                .isZero();
        assertThat(run("approve", withdrawn, "--table", table, "--reason", "late", "--as", "ben")
                        .err())
                .contains("no longer pending: withdrawn");

        Path out = home.resolve("audit.jsonl");
        CliRunner.Result exported = cli.run(
                "audit",
                "export",
                "--endpoint",
                dynamo.endpoint().toString(),
                "--table",
                table,
                "--out",
                out.toString());
        assertThat(exported.exit()).as(exported.err()).isZero();
        List<JsonNode> lines = new ArrayList<>();
        for (String line : Files.readAllLines(out)) {
            lines.add(json.readTree(line));
        }
        assertThat(lines)
                .extracting(l -> l.get("kind").asText() + " "
                        + (l.has("verdict")
                                ? l.get("verdict").asText()
                                : l.get("status").asText()))
                .containsExactlyInAnyOrder(
                        "policy null",
                        "proposal REJECTED",
                        "proposal WITHDRAWN",
                        "decision REJECTED",
                        "decision WITHDRAWN");
        assertThat(lines)
                .as("oldest first")
                .isSortedAccordingTo(
                        java.util.Comparator.comparing(l -> l.get("at").asText()));
        assertThat(lines)
                .allSatisfy(
                        l -> assertThat(l.get("chain").get("digest").asText()).hasSize(64));
        JsonNode proposal = lines.stream()
                .filter(l -> l.get("status").asText().equals("REJECTED"))
                .findFirst()
                .orElseThrow();
        assertThat(proposal.get("begin").get("reason").asText()).isEqualTo("fix drifted keys");
        assertThat(proposal.get("end").get("comment").asText()).isEqualTo("not now");
    }

    @Test
    void verifyFindsAnEntryAlteredBehindTheAppsBack() throws Exception {
        requireApprovalOfEverything();
        String id = proposeRepair();
        CliRunner.Result intact =
                cli.run("audit", "verify", "--endpoint", dynamo.endpoint().toString(), "--table", table);
        assertThat(intact.exit()).as(intact.out() + intact.err()).isZero();
        assertThat(intact.err()).contains("every chain is intact");

        dynamo.client()
                .updateItem(b -> b.tableName(table)
                        .key(Map.of("entryId", AttributeValue.fromS("PROPOSAL#" + id)))
                        .updateExpression("SET deadline = :d")
                        .conditionExpression("attribute_exists(entryId)")
                        .expressionAttributeValues(Map.of(":d", AttributeValue.fromS("2099-01-01T00:00:00Z"))));

        CliRunner.Result altered =
                cli.run("audit", "verify", "--endpoint", dynamo.endpoint().toString(), "--table", table);
        assertThat(altered.exit()).isEqualTo(1);
        assertThat(altered.out()).contains("altered\tPROPOSAL#" + id);
        assertThat(altered.err()).contains("1 entry does not fit");
    }
}
