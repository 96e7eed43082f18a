package io.tenantdesk.journal;

import static io.tenantdesk.journal.JournalFixtures.AT;
import static io.tenantdesk.journal.JournalFixtures.HELPMATON;
import static io.tenantdesk.journal.JournalFixtures.STAMP;
import static io.tenantdesk.journal.JournalFixtures.WORKSPACE;
import static io.tenantdesk.journal.JournalFixtures.record;
import static io.tenantdesk.journal.JournalFixtures.rename;
import static io.tenantdesk.journal.JournalFixtures.row;
import static io.tenantdesk.journal.JournalFixtures.workspace;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.store.write.Write;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChangeJournalTest {

    @Test
    void anEntryIsOnDiskBeforeItsOutcomeAndBothAreReadBack(@TempDir Path dir) throws Exception {
        ChangeJournal journal = new ChangeJournal(dir.resolve("sub/journal.jsonl"));
        Item before = workspace("ws-1", "Northwind").toBuilder()
                .put("tags", new Value.StrSet(Set.of("a")))
                .put("blob", new Value.Bin(new byte[] {1, 2}))
                .put("meta", new Value.MapOf(Map.of("k", new Value.ListOf(List.of(Value.nul(), Value.bool(true))))))
                .build();
        Update update = rename(before, "Southwind");

        WriteRecord planned = record(update);
        journal.begin(planned);

        assertThat(Files.readAllLines(journal.file()))
                .singleElement()
                .asString()
                .contains("\"kind\":\"begin\"");
        assertThat(journal.entries())
                .singleElement()
                .satisfies(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.PENDING));

        journal.complete(planned.completed(
                new WriteOutcome(WriteOutcome.Status.SUCCEEDED, AT.plusSeconds(1), update.after(), null)));

        WriteRecord entry = journal.entries().get(0);
        assertThat(entry.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
        assertThat(entry.before()).contains(before);
        assertThat(entry.after()).contains(update.after());
        assertThat(entry.provenance().reason()).isEqualTo("ticket 42");
        assertThat(entry.provenance().region()).isEqualTo("eu-west-1");
        assertThat(entry.request().condition()).isEqualTo("attribute_exists(pk)");
        assertThat(entry.key()).contains(update.key());
        assertThat(entry.describeKey()).isEqualTo(update.key().describe());
    }

    @Test
    void entriesAreNewestFirstAndATornLastLineIsSkipped(@TempDir Path dir) throws Exception {
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        Item item = workspace("ws-1", "Northwind");
        journal.begin(record(rename(item, "Southwind")));
        journal.begin(record(
                CreditAdjustment.of(WORKSPACE, "ws-1", PrimaryKey.of(WORKSPACE.table(), item), new BigDecimal("-2.50"))
                        .readAs(item)));
        Files.writeString(
                journal.file(),
                "{\"kind\":\"end\",\"id\":",
                StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);

        List<WriteRecord> entries = journal.entries();

        assertThat(entries).extracting(WriteRecord::operation).containsExactly("CREDIT", "UPDATE");
        assertThat(entries.get(0).write().amount()).isEqualByComparingTo("-2.50");
    }

    @Test
    void everyKindOfWriteIsRecordedAndReadBackAsItWas(@TempDir Path dir) {
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        Item northwind = workspace("ws-1", "Northwind");
        Update update = rename(northwind, "Southwind");
        Create create = Create.of(WORKSPACE, workspace("ws-2", "Eastwind"), List.of());
        Delete delete = Delete.of(WORKSPACE, northwind);
        Move move = Move.of(WORKSPACE, northwind, workspace("ws-3", "Northwind"), List.of());
        CreditAdjustment credit = CreditAdjustment.of(
                        WORKSPACE, "ws-1", PrimaryKey.of(WORKSPACE.table(), northwind), new BigDecimal("5"))
                .readAs(northwind);
        Batch batch = Batch.of(List.of(update, create, delete));
        List<Write> writes = List.of(
                create,
                update,
                delete,
                move,
                credit,
                batch,
                create.inverse(STAMP),
                delete.inverse(STAMP),
                update.inverse(STAMP),
                move.inverse(STAMP),
                credit.inverse(STAMP).readAs(northwind),
                batch.inverse(STAMP));
        writes.forEach(w -> journal.begin(record(w)));

        List<WriteRecord> entries = journal.entries();
        WriteResolver resolver = new WriteResolver(HELPMATON, (table, item) -> row(item));

        assertThat(entries)
                .extracting(WriteRecord::operation)
                .containsExactly(
                        "REVERT_BATCH",
                        "REVERT_CREDIT",
                        "REVERT_MOVE",
                        "REVERT_UPDATE",
                        "REVERT_DELETE",
                        "REVERT_CREATE",
                        "BATCH",
                        "CREDIT",
                        "MOVE",
                        "DELETE",
                        "UPDATE",
                        "CREATE");
        List<Write> newestFirst = new java.util.ArrayList<>(writes);
        java.util.Collections.reverse(newestFirst);
        assertThat(entries.stream().map(resolver::resolve).toList()).containsExactlyElementsOf(newestFirst);
        assertThat(entries.get(6).describeKey()).isEqualTo("3 items");
        assertThat(entries.get(6).write().batch()).isEqualTo(batch.id());
    }

    @Test
    void linesOfEarlierVersionsAreStillReadAndReverted(@TempDir Path dir) throws Exception {
        Item northwind = workspace("ws-1", "Northwind");
        String key = ItemJson.toJson(PrimaryKey.of(WORKSPACE.table(), northwind).asItem())
                .toString();
        String item = ItemJson.toJson(northwind).toString();
        Path file = dir.resolve("journal.jsonl");
        Files.writeString(
                file,
                String.join(
                                "\n",
                                "{\"kind\":\"begin\",\"id\":\"a\",\"at\":\"2026-01-01T00:00:00Z\",\"operation\":\"CREDIT\",\"connection\":\"c\","
                                        + "\"region\":\"r\",\"actor\":\"x\",\"platform\":\"helpmaton\",\"entity\":\"Workspace\",\"table\":\""
                                        + WORKSPACE.table().name() + "\",\"physicalTable\":\"p\",\"key\":" + key
                                        + ",\"before\":" + item
                                        + ",\"after\":null,\"condition\":\"c\",\"reason\":\"goodwill\",\"amount\":\"5\"}",
                                "{\"kind\":\"end\",\"id\":\"a\",\"at\":\"2026-01-01T00:00:01Z\",\"status\":\"SUCCEEDED\",\"after\":"
                                        + item + ",\"message\":null}",
                                "{\"kind\":\"begin\",\"id\":\"b\",\"at\":\"2026-01-01T00:00:02Z\",\"operation\":\"REVERT_CREATE\","
                                        + "\"connection\":\"c\",\"region\":\"r\",\"actor\":\"x\",\"platform\":\"helpmaton\",\"entity\":"
                                        + "\"Workspace\",\"table\":\""
                                        + WORKSPACE.table().name() + "\",\"physicalTable\":\"p\",\"key\":" + key
                                        + ",\"before\":" + item
                                        + ",\"after\":null,\"condition\":\"c\",\"reason\":\"undo\"}",
                                "{\"kind\":\"begin\",\"id\":\"c\",\"at\":\"2026-01-01T00:00:03Z\",\"operation\":\"SOMETHING_NEWER\","
                                        + "\"platform\":\"helpmaton\"}")
                        + "\n");

        ChangeJournal journal = new ChangeJournal(file);
        List<WriteRecord> entries = journal.entries();
        WriteResolver resolver = new WriteResolver(HELPMATON, (table, i) -> row(i));

        assertThat(entries).extracting(WriteRecord::operation).containsExactly("REVERT_CREATE", "CREDIT");
        assertThat(resolver.resolve(entries.get(1)))
                .isEqualTo(new CreditAdjustment(
                        WORKSPACE,
                        "ws-1",
                        PrimaryKey.of(WORKSPACE.table(), northwind),
                        new BigDecimal("5"),
                        northwind,
                        false));
        assertThat(resolver.resolve(entries.get(0))).isEqualTo(new Delete(WORKSPACE, northwind, true));
        assertThat(journal.page(JournalQuery.all(), Optional.empty(), 10, new CancelToken())
                        .lines()
                        .get(0))
                .isEqualTo(new JournalLine.Unreadable("journal.jsonl", 4, "unknown operation `SOMETHING_NEWER`"));
    }
}
