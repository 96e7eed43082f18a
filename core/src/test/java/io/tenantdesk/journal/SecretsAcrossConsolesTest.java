package io.tenantdesk.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.audit.AuditTable;
import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BatchProgress;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.testing.Platforms;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
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
 * Secrets in a change record shared by consoles that each digest them with their own key: a console says in words
 * that it cannot check another's, a batch revert leaves out only the items it cannot take back, and an item's
 * history lists unreadable lines as such, never as changes.
 */
@ExtendWith(DynaliteExtension.class)
class SecretsAcrossConsolesTest {

    private static final PlatformDescriptor WALLCRAWLER = Platforms.get("wallcrawler");
    private static final String SIGNING_KEY = "eyJhbGciOiJIUzI1NiJ9.c2Vzc2lvbg.first-signature";

    private LocalDynamo dynamo;
    private TableNameMapping mapping;
    private EntityDef session;

    @BeforeEach
    void setUp(LocalDynamo dynamo) {
        this.dynamo = dynamo;
        mapping = dynamo.freshMapping();
        dynamo.provision(WALLCRAWLER, mapping);
        session = WALLCRAWLER.entity("Session").orElseThrow();
    }

    private EntityStore console(ChangeRecord record, String who) {
        return new EntityStore(
                new Connection("test", dynamo.client(), mapping, false), WALLCRAWLER, record, Clock.systemUTC(), who);
    }

    private EntityRow create(EntityStore store, String id) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("sessionId", Value.str(id));
        fields.put("status", Value.str("RUNNING"));
        fields.put("projectId", Value.str("project_default"));
        fields.put("createdAt", Value.str("2026-11-01T10:00:00Z"));
        fields.put("expiresAt", Value.num(Instant.parse("2026-12-01T10:00:00Z").getEpochSecond()));
        fields.put("signingKey", Value.str(SIGNING_KEY));
        return store.apply(store.planCreate(session, fields), "a session to correct")
                .item()
                .orElseThrow();
    }

    private static ItemWrite edit(EntityStore store, EntityRow row, String attribute, Value value) {
        Map<String, Value> fields = ChangePlanner.fieldsOf(row.entity().orElseThrow(), row);
        fields.put(attribute, value);
        return store.planUpdate(row, fields);
    }

    @Test
    void aChangeBesideASecretRecordedByAnotherConsoleIsRefusedInWordsThatNameWhoCanRevertIt(@TempDir Path dir) {
        AuditTable audit = new AuditTable(
                new Connection("test", dynamo.client(), mapping, false),
                dynamo.tablePrefix() + "audit-" + UUID.randomUUID(),
                Optional.empty());
        audit.create();
        SharedRecord adas =
                new SharedRecord(new ChangeJournal(dir.resolve("ada").resolve("journal.jsonl")), audit);
        SharedRecord bobs =
                new SharedRecord(new ChangeJournal(dir.resolve("bob").resolve("journal.jsonl")), audit);
        EntityStore ada = console(adas, "ada@example.com");
        EntityStore bob = console(bobs, "bob@example.com");
        EntityRow created = create(ada, "sess_1");
        ada.apply(edit(ada, created, "status", Value.str("STOPPED")), "stopped by hand");

        WriteRecord seenByBob = bobs.page(JournalQuery.all(), Optional.empty(), 1, new CancelToken())
                .entries()
                .get(0);
        assertThat(seenByBob.provenance().reason()).isEqualTo("stopped by hand");
        RevertCheck.Verdict bobsVerdict = new RevertCheck(bob, bobs).check(seenByBob);
        assertThat(bobsVerdict.possible()).isFalse();
        assertThat(bobsVerdict.why())
                .isEqualTo("It touched a secret (signingKey); recorded by ada@example.com from "
                        + "another console, whose own key made the digest the change record keeps, so this console cannot check "
                        + "that the secret is unchanged. Revert it from their console, or correct the item by hand.");
        assertThatThrownBy(() -> new Reverter(bob, bobs).revert(seenByBob, "undo"))
                .isInstanceOf(StoreException.class)
                .hasMessage(bobsVerdict.why());
        assertThat(bob.reload(created).orElseThrow().text("status")).contains("STOPPED");

        WriteRecord seenByAda = adas.page(JournalQuery.all(), Optional.empty(), 1, new CancelToken())
                .entries()
                .get(0);
        assertThat(new RevertCheck(ada, adas).check(seenByAda).possible())
                .as("from the console that recorded it")
                .isTrue();
        new Reverter(ada, adas).revert(seenByAda, "stopped the wrong session");
        EntityRow now = ada.reload(created).orElseThrow();
        assertThat(now.text("status")).contains("RUNNING");
        assertThat(now.item().get("signingKey")).contains(Value.str(SIGNING_KEY));
    }

    @Test
    void aBatchRevertTakesBackTheItemsWhoseSecretsItCanCheckAndSaysWhyNotForTheOthers(@TempDir Path dir) {
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        EntityStore store = console(journal, "ada@example.com");
        EntityRow beside = create(store, "sess_beside");
        EntityRow rotated = create(store, "sess_rotated");
        EntityRow alsoBeside = create(store, "sess_also");
        Batch batch = Batch.of(List.of(
                edit(store, beside, "status", Value.str("STOPPED")),
                edit(store, rotated, "signingKey", Value.str("eyJhbGciOiJIUzI1NiJ9.rotated.second-signature")),
                edit(store, alsoBeside, "status", Value.str("STOPPED"))));
        assertThat(store.apply(batch, "tidy sessions", BatchProgress.NONE, new CancelToken())
                        .summary())
                .isEqualTo("3 written");
        List<WriteRecord> ofBatch = journal.entries().stream()
                .filter(e -> batch.id().equals(e.write().batch()))
                .toList();

        BulkPlan revert = new Reverter(store, journal).planBatchRevert(ofBatch);

        assertThat(revert.writes()).hasSize(2);
        assertThat(revert.skipped()).singleElement().satisfies(skipped -> {
            assertThat(skipped.what()).contains("sess_rotated");
            assertThat(skipped.why()).contains("touched a secret (signingKey)");
        });
        BatchOutcome reverted =
                store.apply(revert.batch().orElseThrow(), "undo", BatchProgress.NONE, new CancelToken());
        assertThat(reverted.summary()).isEqualTo("2 written");
        for (EntityRow row : List.of(beside, alsoBeside)) {
            EntityRow now = store.reload(row).orElseThrow();
            assertThat(now.text("status")).contains("RUNNING");
            assertThat(now.item().get("signingKey")).contains(Value.str(SIGNING_KEY));
        }
        assertThat(store.reload(rotated).orElseThrow().item().get("signingKey"))
                .contains(Value.str("eyJhbGciOiJIUzI1NiJ9.rotated.second-signature"));
    }

    @Test
    void anItemsHistoryListsUnreadableLinesAsSuchAndOnlyTheItemsChanges(@TempDir Path dir) throws Exception {
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        EntityStore store = console(journal, "ada@example.com");
        EntityRow one = create(store, "sess_1");
        Files.writeString(
                journal.file(),
                "{\"kind\":\"begin\",\"id\":\"torn\n",
                StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);
        create(store, "sess_2");
        store.apply(edit(store, one, "status", Value.str("STOPPED")), "stopped by hand");

        JournalPage history = journal.history(
                "wallcrawler",
                session.table().name(),
                journal.entries().stream()
                        .filter(e -> "stopped by hand".equals(e.provenance().reason()))
                        .findFirst()
                        .orElseThrow()
                        .describeKey(),
                JournalQuery.all(),
                Optional.empty(),
                50,
                new CancelToken());

        assertThat(history.entries())
                .extracting(e -> e.provenance().reason())
                .containsExactly("stopped by hand", "a session to correct");
        assertThat(history.lines())
                .filteredOn(JournalLine.Unreadable.class::isInstance)
                .singleElement()
                .isInstanceOfSatisfying(JournalLine.Unreadable.class, line -> {
                    assertThat(line.where()).isEqualTo("journal.jsonl, line 3");
                    assertThat(line.reason()).isNotBlank();
                });
    }
}
