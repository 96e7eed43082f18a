package io.tenantdesk.store.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.testing.Platforms;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The writes' plans, words and inverses, without DynamoDB (Helpmaton's Workspace: versioned, stamped, with credit). */
class WriteTest {

    private static final PlatformDescriptor HELPMATON = Platforms.get("helpmaton");
    private static final EntityDef WORKSPACE = HELPMATON.entity("Workspace").orElseThrow();
    private static final ChangePlanner PLANNER =
            new ChangePlanner(new ItemClassifier(HELPMATON), new KeyRenderer(new AttributeValidator()));
    private static final Stamp CREATED = new Stamp(Instant.parse("2026-01-01T00:00:00Z"), "setup");
    private static final Stamp LATER = new Stamp(Instant.parse("2026-02-01T12:30:45.123Z"), "ana");

    private static Item workspace(String id, String name) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("workspaceId", Value.str(id));
        fields.put("name", Value.str(name));
        fields.put("currency", Value.str("usd"));
        return PLANNER.planCreate(WORKSPACE, fields, CREATED).after();
    }

    private static Update rename(Item item, String name) {
        return Update.of(
                WORKSPACE,
                item,
                CREATED.updated(
                        WORKSPACE,
                        item,
                        item.toBuilder().putString("name", name).build()),
                List.of());
    }

    @Test
    void anUpdateDescribesItselfAndListsWhatChanges() {
        Item item = workspace("ws-1", "Northwind");
        Update update = rename(item, "Southwind");

        assertThat(update.kind()).isEqualTo(Write.Kind.UPDATE);
        assertThat(update.operation()).isEqualTo("UPDATE");
        assertThat(update.key()).isEqualTo(PrimaryKey.of(WORKSPACE.table(), item));
        assertThat(update.describe())
                .isEqualTo("update of Workspace " + update.key().describe());
        assertThat(update.question()).isEqualTo("Save these changes to the workspace?");
        assertThat(update.verb()).isEqualTo("Save");
        assertThat(update.changes())
                .filteredOn(c -> !c.derived())
                .extracting(AttributeChange::attribute)
                .containsExactly("name");
        assertThat(update.changes())
                .filteredOn(AttributeChange::derived)
                .extracting(AttributeChange::attribute)
                .contains("version");
    }

    @Test
    void theInverseOfAnUpdatePutsTheItemBackWithTheVersionMovedOnAndGuardedOnTheUpdatedItem() {
        Item item = workspace("ws-1", "Northwind");
        Update update = rename(item, "Southwind");

        Update inverse = update.inverse(LATER);

        assertThat(inverse.revert()).isTrue();
        assertThat(inverse.operation()).isEqualTo("REVERT_UPDATE");
        assertThat(inverse.before())
                .as("guarded on the item as the update left it")
                .isEqualTo(update.after());
        assertThat(inverse.after().scalarText("name")).contains("Northwind");
        assertThat(inverse.after().scalarText("version"))
                .as("never back to an old version")
                .contains("3");
        WORKSPACE
                .stamps()
                .updatedByIfAny()
                .ifPresent(a -> assertThat(inverse.after().scalarText(a)).contains("ana"));
        WORKSPACE
                .stamps()
                .updatedAtIfAny()
                .ifPresent(a -> assertThat(inverse.after().scalarText(a)).contains("2026-02-01T12:30:45Z"));
        assertThat(inverse.inverse(LATER).operation()).isEqualTo("REVERT_UPDATE");
    }

    @Test
    void aCreateAndADeleteAreEachOthersInverse() {
        Item item = workspace("ws-1", "Northwind");
        Create create = Create.of(WORKSPACE, item, List.of());

        Delete undo = create.inverse(LATER);

        assertThat(undo).isEqualTo(new Delete(WORKSPACE, item, true));
        assertThat(undo.operation()).as("named after the write it takes back").isEqualTo("REVERT_CREATE");
        assertThat(undo.inverse(LATER)).isEqualTo(new Create(WORKSPACE, item, List.of(), true));
        assertThat(undo.inverse(LATER).operation()).isEqualTo("REVERT_DELETE");
        assertThat(create.beforeImage()).isEmpty();
        assertThat(undo.afterImage()).isEmpty();
        assertThat(create.question()).isEqualTo("Create this workspace?");
        assertThat(undo.verb()).isEqualTo("Delete");
    }

    @Test
    void aCreditAdjustmentIsTakenBackByTheOppositeAmount() {
        Item item = workspace("ws-1", "Northwind");
        CreditAdjustment credit =
                CreditAdjustment.of(WORKSPACE, "ws-1", PrimaryKey.of(WORKSPACE.table(), item), new BigDecimal("-2.50"));

        assertThat(credit.describe()).isEqualTo("credit adjustment of -2.50 to Workspace ws-1");
        assertThat(credit.question()).isEqualTo("Take 2.50 from the credit balance of workspace ws-1?");
        assertThat(credit.inverse(LATER).amount()).isEqualByComparingTo("2.50");
        assertThat(credit.inverse(LATER).operation()).isEqualTo("REVERT_CREDIT");
        assertThat(credit.readAs(item).beforeImage()).contains(item);
    }

    @Test
    void aMoveChangesTheKeyAndRevertsAsOneMoveBack() {
        Item old = workspace("ws-1", "Northwind");
        Item moved = CREATED.updated(WORKSPACE, old, workspace("ws-9", "Northwind"));
        Move move = Move.of(WORKSPACE, old, moved, List.of());

        assertThat(move.key()).isEqualTo(PrimaryKey.of(WORKSPACE.table(), old));
        assertThat(move.to()).isEqualTo(PrimaryKey.of(WORKSPACE.table(), moved));
        assertThat(move.describe())
                .isEqualTo("move of Workspace " + move.key().describe() + " to "
                        + move.to().describe());
        assertThat(move.creation()).isEqualTo(Create.of(WORKSPACE, moved, List.of()));
        assertThat(move.removal()).isEqualTo(Delete.of(WORKSPACE, old));
        Move back = move.inverse(LATER);
        assertThat(back.key()).isEqualTo(move.to());
        assertThat(back.to()).isEqualTo(move.key());
        assertThat(back.after().scalarText("name")).contains("Northwind");
        assertThatThrownBy(() -> Move.of(WORKSPACE, old, old, List.of())).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aBatchRevertsAsABatchOfInversesInReverseOrder() {
        Item one = workspace("ws-1", "Northwind");
        Item two = workspace("ws-2", "Eastwind");
        Batch batch = Batch.of(List.of(rename(one, "Southwind"), Delete.of(WORKSPACE, two)));

        Batch back = batch.inverse(LATER);

        assertThat(batch.describe()).isEqualTo("batch of 2 writes (" + batch.id() + ")");
        assertThat(batch.question()).isEqualTo("Apply these 2 changes?");
        assertThat(back.id()).isNotEqualTo(batch.id());
        assertThat(back.operation()).isEqualTo("REVERT_BATCH");
        assertThat(back.writes()).extracting(Write::operation).containsExactly("REVERT_DELETE", "REVERT_UPDATE");
        assertThat(back.writes().get(0)).isEqualTo(new Create(WORKSPACE, two, List.of(), true));
        assertThatThrownBy(() -> Batch.of(List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
