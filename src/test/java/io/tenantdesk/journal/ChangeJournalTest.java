package io.tenantdesk.journal;

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
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.CreditAdjustment;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.store.write.Write;
import io.tenantdesk.testing.Platforms;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChangeJournalTest {

    private static final Instant AT = Instant.parse("2026-11-25T10:00:00Z");
    private static final PlatformDescriptor HELPMATON = Platforms.get("helpmaton");
    private static final EntityDef WORKSPACE = HELPMATON.entity("Workspace").orElseThrow();
    private static final ItemClassifier CLASSIFIER = new ItemClassifier(HELPMATON);
    private static final ChangePlanner PLANNER = new ChangePlanner(CLASSIFIER, new KeyRenderer(new AttributeValidator()));
    private static final Stamp STAMP = new Stamp(AT, "arn:aws:sts::1:assumed-role/x");

    private static WriteRecord record(Write write) {
        return new WriteRecord(write, new WriteRecord.Provenance(AT, "arn:aws:sts::1:assumed-role/x", "helpmaton",
                "prod-support", "eu-west-1", "ticket 42"), new WriteRecord.Request("prod-workspace", "attribute_exists(pk)", null));
    }

    private static Item workspace(String id, String name) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("workspaceId", Value.str(id));
        fields.put("name", Value.str(name));
        fields.put("currency", Value.str("usd"));
        fields.put("creditBalance", Value.num("10"));
        return PLANNER.planCreate(WORKSPACE, fields, STAMP).after();
    }

    private static Update rename(Item before, String name) {
        Map<String, Value> fields = ChangePlanner.fieldsOf(WORKSPACE, row(before));
        fields.put("name", Value.str(name));
        return PLANNER.planUpdate(WORKSPACE, before, fields, STAMP);
    }

    private static EntityRow row(Item item) {
        String table = WORKSPACE.table().name();
        return new EntityRow(table, item, CLASSIFIER.classify(table, item));
    }

    @Test
    void anEntryIsOnDiskBeforeItsOutcomeAndBothAreReadBack(@TempDir Path dir) throws Exception {
        ChangeJournal journal = new ChangeJournal(dir.resolve("sub/journal.jsonl"));
        Item before = workspace("ws-1", "Northwind").toBuilder().put("tags", new Value.StrSet(Set.of("a")))
                .put("blob", new Value.Bin(new byte[] {1, 2}))
                .put("meta", new Value.MapOf(Map.of("k", new Value.ListOf(List.of(Value.nul(), Value.bool(true)))))).build();
        Update update = rename(before, "Southwind");

        String id = journal.begin(record(update));

        assertThat(Files.readAllLines(journal.file())).singleElement().asString().contains("\"kind\":\"begin\"");
        assertThat(journal.entries()).singleElement().satisfies(e -> assertThat(e.state()).isEqualTo(JournalEntry.State.UNKNOWN));

        journal.complete(id, new WriteOutcome(WriteOutcome.Status.SUCCEEDED, AT.plusSeconds(1), update.after(), null));

        JournalEntry entry = journal.entries().get(0);
        assertThat(entry.state()).isEqualTo(JournalEntry.State.SUCCEEDED);
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
        journal.begin(record(CreditAdjustment.of(WORKSPACE, "ws-1", PrimaryKey.of(WORKSPACE.table(), item),
                new BigDecimal("-2.50")).readAs(item)));
        Files.writeString(journal.file(), "{\"kind\":\"end\",\"id\":", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);

        List<JournalEntry> entries = journal.entries();

        assertThat(entries).extracting(JournalEntry::operation).containsExactly("CREDIT", "UPDATE");
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
        CreditAdjustment credit = CreditAdjustment.of(WORKSPACE, "ws-1", PrimaryKey.of(WORKSPACE.table(), northwind),
                new BigDecimal("5")).readAs(northwind);
        Batch batch = Batch.of(List.of(update, create, delete));
        List<Write> writes = List.of(create, update, delete, move, credit, batch, create.inverse(STAMP),
                delete.inverse(STAMP), update.inverse(STAMP), move.inverse(STAMP), credit.inverse(STAMP).readAs(northwind),
                batch.inverse(STAMP));
        writes.forEach(w -> journal.begin(record(w)));

        List<JournalEntry> entries = journal.entries();
        WriteResolver resolver = new WriteResolver(HELPMATON, (table, item) -> row(item));

        assertThat(entries).extracting(JournalEntry::operation).containsExactly("REVERT_BATCH", "REVERT_CREDIT",
                "REVERT_MOVE", "REVERT_UPDATE", "REVERT_DELETE", "REVERT_CREATE", "BATCH", "CREDIT", "MOVE", "DELETE",
                "UPDATE", "CREATE");
        List<Write> newestFirst = new java.util.ArrayList<>(writes);
        java.util.Collections.reverse(newestFirst);
        assertThat(entries.stream().map(resolver::resolve).toList()).containsExactlyElementsOf(newestFirst);
        assertThat(entries.get(6).describeKey()).isEqualTo("3 items");
        assertThat(entries.get(6).write().batch()).isEqualTo(batch.id());
    }

    @Test
    void linesOfEarlierVersionsAreStillReadAndReverted(@TempDir Path dir) throws Exception {
        Item northwind = workspace("ws-1", "Northwind");
        String key = ItemJson.toJson(PrimaryKey.of(WORKSPACE.table(), northwind).asItem()).toString();
        String item = ItemJson.toJson(northwind).toString();
        Path file = dir.resolve("journal.jsonl");
        Files.writeString(file, String.join("\n",
                "{\"kind\":\"begin\",\"id\":\"a\",\"at\":\"2026-01-01T00:00:00Z\",\"operation\":\"CREDIT\",\"connection\":\"c\","
                        + "\"region\":\"r\",\"actor\":\"x\",\"platform\":\"helpmaton\",\"entity\":\"Workspace\",\"table\":\""
                        + WORKSPACE.table().name() + "\",\"physicalTable\":\"p\",\"key\":" + key + ",\"before\":" + item
                        + ",\"after\":null,\"condition\":\"c\",\"reason\":\"goodwill\",\"amount\":\"5\"}",
                "{\"kind\":\"end\",\"id\":\"a\",\"at\":\"2026-01-01T00:00:01Z\",\"status\":\"SUCCEEDED\",\"after\":" + item
                        + ",\"message\":null}",
                "{\"kind\":\"begin\",\"id\":\"b\",\"at\":\"2026-01-01T00:00:02Z\",\"operation\":\"REVERT_CREATE\","
                        + "\"connection\":\"c\",\"region\":\"r\",\"actor\":\"x\",\"platform\":\"helpmaton\",\"entity\":"
                        + "\"Workspace\",\"table\":\"" + WORKSPACE.table().name() + "\",\"physicalTable\":\"p\",\"key\":" + key
                        + ",\"before\":" + item + ",\"after\":null,\"condition\":\"c\",\"reason\":\"undo\"}",
                "{\"kind\":\"begin\",\"id\":\"c\",\"at\":\"2026-01-01T00:00:03Z\",\"operation\":\"SOMETHING_NEWER\","
                        + "\"platform\":\"helpmaton\"}") + "\n");

        List<JournalEntry> entries = new ChangeJournal(file).entries();
        WriteResolver resolver = new WriteResolver(HELPMATON, (table, i) -> row(i));

        assertThat(entries).extracting(JournalEntry::operation).containsExactly("SOMETHING_NEWER", "REVERT_CREATE", "CREDIT");
        assertThat(resolver.resolve(entries.get(2))).isEqualTo(new CreditAdjustment(WORKSPACE, "ws-1",
                PrimaryKey.of(WORKSPACE.table(), northwind), new BigDecimal("5"), northwind, false));
        assertThat(resolver.resolve(entries.get(1))).isEqualTo(new Delete(WORKSPACE, northwind, true));
        assertThatThrownBy(() -> resolver.resolve(entries.get(0))).hasMessageContaining("SOMETHING_NEWER");
    }
}
