package io.tenantdesk.journal;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.PlannedWrite;
import io.tenantdesk.store.WriteOutcome;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ChangeJournalTest {

    private static final Instant AT = Instant.parse("2026-11-25T10:00:00Z");

    private static PlannedWrite write(Item before, Item after) {
        return new PlannedWrite(PlannedWrite.Operation.UPDATE, AT, "prod-support", "eu-west-1", "arn:aws:sts::1:assumed-role/x",
                "app_data", "License", "app_data", "prod-app_data", key("ACCOUNT#a", "LICENSE#1"),
                before, after, "attribute_exists(PK)", "ticket 42", null);
    }

    private static PrimaryKey key(String pk, String sk) {
        return PrimaryKey.of("PK", Value.str(pk), "SK", Value.str(sk));
    }

    @Test
    void anEntryIsOnDiskBeforeItsOutcomeAndBothAreReadBack(@TempDir Path dir) throws Exception {
        ChangeJournal journal = new ChangeJournal(dir.resolve("sub/journal.jsonl"));
        Item before = Item.builder().putString("status", "active").put("seats", Value.num(3))
                .put("tags", new Value.StrSet(Set.of("a"))).put("blob", new Value.Bin(new byte[] {1, 2}))
                .put("meta", new Value.MapOf(Map.of("k", new Value.ListOf(List.of(Value.nul(), Value.bool(true)))))).build();
        Item after = before.toBuilder().putString("status", "expired").build();

        String id = journal.begin(write(before, after));

        assertThat(Files.readAllLines(journal.file())).singleElement().asString().contains("\"kind\":\"begin\"");
        assertThat(journal.entries()).singleElement().satisfies(e -> assertThat(e.state()).isEqualTo(JournalEntry.State.UNKNOWN));

        journal.complete(id, new WriteOutcome(WriteOutcome.Status.SUCCEEDED, AT.plusSeconds(1), after, null));

        JournalEntry entry = journal.entries().get(0);
        assertThat(entry.state()).isEqualTo(JournalEntry.State.SUCCEEDED);
        assertThat(entry.before()).contains(before);
        assertThat(entry.after()).contains(after);
        assertThat(entry.write().reason()).isEqualTo("ticket 42");
        assertThat(entry.write().region()).isEqualTo("eu-west-1");
        assertThat(entry.describeKey()).isEqualTo("PK=ACCOUNT#a, SK=LICENSE#1");
    }

    @Test
    void entriesAreNewestFirstAndATornLastLineIsSkipped(@TempDir Path dir) throws Exception {
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        journal.begin(write(null, Item.builder().putString("a", "1").build()));
        journal.begin(new PlannedWrite(PlannedWrite.Operation.CREDIT, AT, "c", "r", "x", "helpmaton", "Workspace",
                "workspace", "workspace", PrimaryKey.of("pk", Value.str("workspaces/1")), Item.empty(), null, "c", "refund",
                new BigDecimal("-2.50")));
        Files.writeString(journal.file(), "{\"kind\":\"end\",\"id\":", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);

        List<JournalEntry> entries = journal.entries();

        assertThat(entries).extracting(e -> e.write().operation())
                .containsExactly(PlannedWrite.Operation.CREDIT, PlannedWrite.Operation.UPDATE);
        assertThat(entries.get(0).write().amount()).isEqualByComparingTo("-2.50");
    }
}
