package io.tenantdesk.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.JournalLine;
import io.tenantdesk.journal.JournalPage;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.journal.RevertCheck;
import io.tenantdesk.journal.Reverter;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two consoles (two stores with different identities, each with its own local journal) share one audit table:
 * each write is in the table before it is sent, each console lists the other's writes in order and can revert
 * them; a table that does not take the entry stops the write, leaving the data untouched.
 */
@ExtendWith(DynaliteExtension.class)
class SharedRecordTest {

    private static final PlatformDescriptor HELPMATON = Platforms.get("helpmaton");

    private LocalDynamo dynamo;
    private TableNameMapping mapping;
    private AuditTable audit;
    private EntityDef workspace;

    @BeforeEach
    void setUp(LocalDynamo dynamo) {
        this.dynamo = dynamo;
        mapping = dynamo.freshMapping();
        dynamo.provision(HELPMATON, mapping, "workspace");
        audit = new AuditTable(
                new Connection("test", dynamo.client(), mapping, false),
                dynamo.tablePrefix() + "audit-" + UUID.randomUUID(),
                Optional.empty());
        audit.create();
        workspace = HELPMATON.entity("Workspace").orElseThrow();
    }

    private record Console(EntityStore store, SharedRecord record) {}

    private Console console(Path dir, String who, AuditTable table) {
        SharedRecord record =
                new SharedRecord(new ChangeJournal(dir.resolve(who).resolve("journal.jsonl")), table);
        return new Console(
                new EntityStore(
                        new Connection("test", dynamo.client(), mapping, false),
                        HELPMATON,
                        record,
                        Clock.systemUTC(),
                        who),
                record);
    }

    private static EntityRow create(EntityStore store, String id) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("workspaceId", Value.str(id));
        fields.put("name", Value.str("Northwind"));
        fields.put("currency", Value.str("usd"));
        fields.put("creditBalance", Value.num("10"));
        return store.apply(store.planCreate(HELPMATON.entity("Workspace").orElseThrow(), fields), "new workspace")
                .item()
                .orElseThrow();
    }

    private EntityRow rename(EntityStore store, String id, String name) {
        EntityRow loaded = store.get(workspace, Map.of("workspaceId", id)).orElseThrow();
        Map<String, Value> fields = ChangePlanner.fieldsOf(workspace, loaded);
        fields.put("name", Value.str(name));
        return store.apply(store.planUpdate(loaded, fields), "rename to " + name)
                .item()
                .orElseThrow();
    }

    private static List<String> reasons(JournalPage page) {
        return page.entries().stream()
                .map(e -> e.provenance().actor() + ": " + e.provenance().reason())
                .toList();
    }

    @Test
    void twoConsolesSeeEachOthersWritesInOrderAndOneRevertsTheOthers(@TempDir Path dir) {
        Console ada = console(dir, "ada@example.com", audit);
        Console bob = console(dir, "bob@example.com", audit);
        create(ada.store(), "ws-1");
        rename(bob.store(), "ws-1", "Northwind Traders");
        rename(ada.store(), "ws-1", "Northwind Ltd");

        List<String> expected = List.of(
                "ada@example.com: rename to Northwind Ltd",
                "bob@example.com: rename to Northwind Traders",
                "ada@example.com: new workspace");
        assertThat(reasons(ada.record().page(JournalQuery.all(), Optional.empty(), 10, new CancelToken())))
                .containsExactlyElementsOf(expected);
        JournalPage seenByBob = bob.record().page(JournalQuery.all(), Optional.empty(), 2, new CancelToken());
        assertThat(reasons(seenByBob)).containsExactlyElementsOf(expected.subList(0, 2));
        assertThat(reasons(bob.record().page(JournalQuery.all(), seenByBob.next(), 2, new CancelToken())))
                .containsExactlyElementsOf(expected.subList(2, 3));
        assertThat(seenByBob.entries())
                .allSatisfy(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED));
        assertThat(bob.record().local().entries())
                .as("each local journal is its own console's offline copy")
                .singleElement()
                .satisfies(e -> assertThat(e.provenance().reason()).isEqualTo("rename to Northwind Traders"));

        WriteRecord adas = seenByBob.entries().get(0);
        assertThat(new RevertCheck(bob.store(), bob.record()).check(adas).possible())
                .isTrue();
        new Reverter(bob.store(), bob.record()).revert(adas, "Ada renamed the wrong workspace");

        assertThat(bob.store()
                        .get(workspace, Map.of("workspaceId", "ws-1"))
                        .orElseThrow()
                        .text("name"))
                .contains("Northwind Traders");
        assertThat(reasons(ada.record().page(JournalQuery.all(), Optional.empty(), 1, new CancelToken())))
                .containsExactly("bob@example.com: Ada renamed the wrong workspace (revert of " + adas.id() + ")");
        assertThat(ada.record()
                        .history(
                                "helpmaton",
                                "workspace",
                                adas.describeKey(),
                                JournalQuery.all(),
                                Optional.empty(),
                                10,
                                new CancelToken())
                        .entries())
                .extracting(e -> e.provenance().actor())
                .containsExactly("bob@example.com", "ada@example.com", "bob@example.com", "ada@example.com");
    }

    @Test
    void aBatchPutsEachItemsEntryBeforeItsWriteAndNoneForTheItemsACancelLeftUnsent(@TempDir Path dir) {
        Console ada = console(dir, "ada@example.com", audit);
        List<EntityRow> rows =
                List.of(create(ada.store(), "ws-1"), create(ada.store(), "ws-2"), create(ada.store(), "ws-3"));
        Batch batch =
                ada.store().bulk().setField(rows, "name", "Renamed").batch().orElseThrow();
        CancelToken cancel = new CancelToken();

        BatchOutcome outcome = ada.store().apply(batch, "rename all", (done, total) -> cancel.cancel(), cancel);

        assertThat(outcome.summary()).isEqualTo("1 written, 2 not sent");
        JournalPage page = ada.record().page(JournalQuery.all(), Optional.empty(), 10, new CancelToken());
        List<WriteRecord> listed = page.entries();
        assertThat(reasons(page))
                .containsExactly(
                        "ada@example.com: rename all",
                        "ada@example.com: new workspace",
                        "ada@example.com: new workspace",
                        "ada@example.com: new workspace");
        assertThat(listed.get(0).status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
        assertThat(listed.get(0).describeKey())
                .isEqualTo(batch.writes().get(0).key().describe());
        assertThat(ada.record().local().entries())
                .as("the offline copy lists the same")
                .hasSize(4);
    }

    @Test
    void anAuditTableThatRefusesTheEntryStopsTheWriteAndLeavesTheDataUntouched(@TempDir Path dir) {
        Console ada = console(dir, "ada@example.com", audit);
        create(ada.store(), "ws-1");
        Console offline = console(
                dir,
                "bob@example.com",
                new AuditTable(
                        new Connection("test", dynamo.client(), mapping, false),
                        dynamo.tablePrefix() + "no-such-audit-table",
                        Optional.empty()));

        assertThatThrownBy(() -> rename(offline.store(), "ws-1", "Lost"))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("was not sent because the shared audit table " + dynamo.tablePrefix()
                        + "no-such-audit-table did not take its entry");

        assertThat(ada.store()
                        .get(workspace, Map.of("workspaceId", "ws-1"))
                        .orElseThrow()
                        .text("name"))
                .contains("Northwind");
        assertThat(offline.record().local().entries()).singleElement().satisfies(e -> {
            assertThat(e.outcome().status()).isEqualTo(WriteOutcome.Status.FAILED);
            assertThat(e.wroteNothing()).isTrue();
            assertThat(e.outcome().message()).startsWith("Not sent: the shared audit table");
        });
        assertThat(ada.record()
                        .page(JournalQuery.all(), Optional.empty(), 10, new CancelToken())
                        .entries())
                .hasSize(1);
    }

    @Test
    void aPageWithAnEntryThatCannotBeReadListsTheOthersAndMarksItWithoutDecodingTheirImages(@TempDir Path dir) {
        Console ada = console(dir, "ada@example.com", audit);
        create(ada.store(), "ws-1");
        create(ada.store(), "ws-2");
        Item first = audit.page(AuditQuery.Window.everything(), Optional.empty(), 2)
                .items()
                .get(1);
        WriteRecord recorded = ((JournalLine.Entry) new AuditItems().read(first, audit.name())).entry();
        String id = "bad-" + UUID.randomUUID();
        String untyped = first.scalarText(AuditTableDesign.BEGIN)
                .orElseThrow()
                .replace(recorded.id(), id)
                .replace("\"after\":{", "\"after\":{\"broken\":{},");
        audit.begin(AuditRecords.copy(recorded, id, recorded.provenance().at().plusMillis(1)), untyped);

        List<JournalLine> lines = ada.record()
                .page(JournalQuery.all(), Optional.empty(), 10, new CancelToken())
                .lines();

        assertThat(lines).hasSize(3);
        assertThat(lines.get(1)).isInstanceOfSatisfying(JournalLine.Unreadable.class, bad -> {
            assertThat(bad.where()).contains(id);
            assertThat(bad.reason()).isEqualTo("`after` holds a value without its DynamoDB type");
        });
        List<WriteRecord> listed =
                List.of(((JournalLine.Entry) lines.get(0)).entry(), ((JournalLine.Entry) lines.get(2)).entry());
        assertThat(listed)
                .satisfiesExactly(
                        e -> assertThat(e.describeKey()).contains("ws-2"),
                        e -> assertThat(e.describeKey()).contains("ws-1"));
        WriteRecord newest = listed.get(0);
        assertThat(newest.after())
                .hasValueSatisfying(item -> assertThat(item.get("name")).contains(Value.str("Northwind")));
        assertThat(newest.write().after())
                .as("an image is decoded once")
                .isSameAs(newest.write().after());
        assertThat(newest.outcome().after()).isSameAs(newest.outcome().after());
    }
}
