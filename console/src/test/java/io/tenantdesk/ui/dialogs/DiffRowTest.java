package io.tenantdesk.ui.dialogs;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.ui.common.ValueText;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The rows the diff, conflict and delete dialogs show, without JavaFX. */
class DiffRowTest {

    @Test
    void theUsersChangesComeFirstThenWhatIsDerivedFromThem() {
        List<DiffRow> rows = DiffRow.of(new Plans("app_data").licenseStatusChange());

        assertThat(rows.get(0)).isEqualTo(new DiffRow("status", "active", "expired", DiffRow.Kind.CHANGED, false));
        assertThat(rows)
                .filteredOn(DiffRow::derived)
                .extracting(DiffRow::attribute)
                .containsExactly("GSI3PK", "updated_at", "updated_by");
        DiffRow gsi3pk = rows.stream()
                .filter(r -> r.attribute().equals("GSI3PK"))
                .findFirst()
                .orElseThrow();
        assertThat(gsi3pk.before()).isEqualTo("LICENSE#STATUS#active");
        assertThat(gsi3pk.after()).isEqualTo("LICENSE#STATUS#expired");
        assertThat(rows)
                .as("stamped when the write is sent, not when the dialog opened")
                .filteredOn(r -> r.attribute().startsWith("updated_"))
                .extracting(DiffRow::after)
                .containsExactly("set when saved", "set when saved");
        assertThat(DiffRow.summary(rows, "you changed")).startsWith("1 attribute you changed · ");
        assertThat(DiffRow.summary(rows, "set")).startsWith("1 attribute set · ");
    }

    @Test
    void aMovesNewKeyIsWhatTheUserChangedAndARevertAsksToTakeTheChangeBack() {
        Plans helpmaton = new Plans("helpmaton");
        EntityDef workspace = helpmaton.entity("Workspace");
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("workspaceId", Value.str("ws-1"));
        fields.put("name", Value.str("Quartz Labs"));
        fields.put("currency", Value.str("usd"));
        fields.put("creditBalance", Value.num("12.5"));
        EntityRow stored = helpmaton.stored("Workspace", fields);
        fields.put("workspaceId", Value.str("ws-2"));
        Move move = helpmaton.planner.planMove(
                workspace, stored.item(), fields, new Stamp(Instant.parse("2026-02-01T00:00:00Z"), "ana"));

        List<DiffRow> rows = DiffRow.of(move);

        assertThat(rows)
                .filteredOn(r -> r.attribute().equals("pk"))
                .singleElement()
                .satisfies(r -> assertThat(r.derived()).isFalse());
        assertThat(DiffRow.summary(rows, "you changed")).startsWith("1 attribute you changed · ");
        assertThat(WriteQuestion.question(move))
                .isEqualTo("Move this workspace from pk=workspaces/ws-1, sk=workspace"
                        + " to pk=workspaces/ws-2, sk=workspace?");
        Move back = move.inverse(new Stamp(Instant.parse("2026-02-02T00:00:00Z"), "ana"));
        assertThat(WriteQuestion.question(back))
                .isEqualTo("Move the workspace back to pk=workspaces/ws-1, sk=workspace?");
        assertThat(WriteQuestion.verb(back)).isEqualTo("Revert");
        ItemWrite undoEdit = new Plans("app_data")
                .licenseStatusChange()
                .inverse(new Stamp(Instant.parse("2026-02-02T00:00:00Z"), "ana"));
        assertThat(WriteQuestion.question(undoEdit))
                .as("not the save's question")
                .isEqualTo("Put the license back as it was before the change?");
    }

    @Test
    void epochSecondsInADiffSayTheMomentTheyStandFor() {
        EntityDef session = new Plans("wallcrawler").entity("Session");
        List<DiffRow> rows = DiffRow.of(
                session,
                List.of(new AttributeChange("expiresAt", Value.num("1764379260"), Value.num("1767225600"), false)));

        assertThat(rows.get(0).before()).isEqualTo("1764379260 (2025-11-29 01:21:00 UTC)");
        assertThat(rows.get(0).after()).isEqualTo("1767225600 (2026-01-01 00:00:00 UTC)");
    }

    @Test
    void secretsAreMaskedAndAdditionsMarked() {
        Plans helpmaton = new Plans("helpmaton");
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("workspaceId", Value.str("ws-1"));
        fields.put("agentId", Value.str("ag-1"));
        fields.put("keyId", Value.str("k-1"));
        fields.put("key", Value.str("sk-live-very-secret"));
        ItemWrite plan =
                helpmaton.planner.planCreate(helpmaton.entity("AgentKey"), fields, new Stamp(Instant.now(), "ana"));

        List<DiffRow> rows = DiffRow.of(plan);

        DiffRow key = rows.stream()
                .filter(r -> r.attribute().equals("key"))
                .findFirst()
                .orElseThrow();
        assertThat(key.after()).isEqualTo(ValueText.MASK);
        assertThat(key.kind()).isEqualTo(DiffRow.Kind.ADDED);
        assertThat(rows).extracting(DiffRow::after).noneMatch(t -> t.contains("very-secret"));
        assertThat(rows)
                .filteredOn(r -> r.attribute().equals("version"))
                .singleElement()
                .satisfies(r -> {
                    assertThat(r.derived()).isTrue();
                    assertThat(r.after()).isEqualTo("set when saved");
                });
    }

    @Test
    void conflictRowsMarkWhatDiffersAndADeletedItem() {
        Plans plans = new Plans("app_data");
        ItemWrite mine = plans.licenseStatusChange();
        Map<String, Value> theirFields = Plans.license("active");
        theirFields.put("product", Value.str("Data Vault"));
        EntityRow theirs = plans.stored("License", theirFields);

        List<ConflictRow> rows = ConflictRow.of(mine.entity(), mine.afterImage().orElseThrow(), Optional.of(theirs));

        assertThat(rows)
                .filteredOn(ConflictRow::differs)
                .extracting(ConflictRow::attribute)
                .contains("status", "product", "GSI3PK")
                .doesNotContain("PK", "SK", "account_id");
        assertThat(ConflictRow.of(mine.entity(), mine.afterImage().orElseThrow(), Optional.empty()))
                .allSatisfy(r -> assertThat(r.theirs()).isEmpty())
                .allMatch(ConflictRow::differs);
    }

    @Test
    void deleteNeedsTheExactKeyAndAReason() {
        DeleteConfirmation rule = new DeleteConfirmation("acme / l-1");
        assertThat(rule.allows("acme / l-1", "")).isFalse();
        assertThat(rule.allows("acme / l-2", "mistake")).isFalse();
        assertThat(rule.allows("  acme / l-1 ", "mistake")).isTrue();
        assertThat(rule.allows("ACME / L-1", "mistake")).isFalse();
    }
}
