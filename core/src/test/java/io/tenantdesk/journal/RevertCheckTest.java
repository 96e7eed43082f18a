package io.tenantdesk.journal;

import static io.tenantdesk.journal.JournalFixtures.WORKSPACE;
import static io.tenantdesk.journal.JournalFixtures.storeWithOneWorkspace;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Revert is offered only when it can apply, checked against the item as it is now; otherwise it says why. */
@ExtendWith(DynaliteExtension.class)
class RevertCheckTest {

    private EntityStore store;
    private ChangeJournal journal;
    private RevertCheck check;
    private EntityDef workspace;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        store = storeWithOneWorkspace(dynamo, journal);
        check = new RevertCheck(store, journal);
        workspace = WORKSPACE;
    }

    private EntityRow load() {
        return store.get(workspace, Map.of("workspaceId", "ws-1")).orElseThrow();
    }

    private void rename(String name) {
        Map<String, Value> fields = ChangePlanner.fieldsOf(workspace, load());
        fields.put("name", Value.str(name));
        store.apply(store.planUpdate(load(), fields), "rename to " + name);
    }

    @Test
    void anEditIsRevertibleUntilItIsRevertedOrTheItemChanges() {
        rename("Northwind Traders");
        WriteRecord edit = journal.entries().get(0);
        assertThat(check.check(edit).possible()).isTrue();

        new Reverter(store, journal).revert(edit, "wrong tenant");

        RevertCheck.Verdict again = check.check(edit);
        assertThat(again.possible()).isFalse();
        assertThat(again.why()).startsWith("Already reverted");

        rename("Northwind Again");
        WriteRecord second = journal.entries().get(0);
        rename("Northwind Thrice");
        assertThat(check.check(second).why()).startsWith("The item has changed since this write");
    }

    @Test
    void anAttemptThatWroteNothingIsNotRevertible() {
        EntityRow stale = load();
        rename("Northwind Traders");
        Map<String, Value> fields = ChangePlanner.fieldsOf(workspace, stale);
        fields.put("name", Value.str("Lost race"));
        assertThatThrownBy(() -> store.apply(store.planUpdate(stale, fields), "too late"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT));
        WriteRecord attempt = journal.entries().get(0);

        assertThat(attempt.status()).isEqualTo(WriteOutcome.Status.CONFLICT);
        assertThat(check.check(attempt).possible()).isFalse();
        assertThat(check.check(attempt).why()).contains("wrote nothing");
    }

    @Test
    void aCreateAlreadyRevertedSaysSo() {
        WriteRecord created = journal.entries().get(0);
        new Reverter(store, journal).revert(created, "test workspace");

        assertThat(check.check(created).why()).isEqualTo("Already reverted: the item it created is gone.");
    }

    @Test
    void aChangeToASecretCannotBeReverted(LocalDynamo dynamo, @TempDir Path dir) {
        PlatformDescriptor wallcrawler = Platforms.get("wallcrawler");
        var mapping = dynamo.freshMapping();
        dynamo.loadDemo(wallcrawler, mapping);
        ChangeJournal own = new ChangeJournal(dir.resolve("wallcrawler.jsonl"));
        EntityStore sessions = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                wallcrawler,
                own,
                Clock.systemUTC(),
                "support@example.com");
        EntityDef session = wallcrawler.entity("Session").orElseThrow();
        java.util.List<EntityRow> rows = new java.util.ArrayList<>();
        sessions.list(
                session,
                io.tenantdesk.store.Scope.all(),
                null,
                page -> rows.addAll(page.rows()),
                new io.tenantdesk.concurrent.CancelToken());
        EntityRow one = rows.stream()
                .filter(r -> r.valid() && r.item().has("signingKey"))
                .findFirst()
                .orElseThrow();
        Map<String, Value> fields = ChangePlanner.fieldsOf(session, one);
        fields.put("signingKey", Value.str("eyJhbGciOiJIUzI1NiJ9.rotated"));
        sessions.apply(sessions.planUpdate(one, fields), "rotate the signing key");

        RevertCheck.Verdict verdict =
                new RevertCheck(sessions, own).check(own.entries().get(0));

        assertThat(verdict.possible()).isFalse();
        assertThat(verdict.why()).startsWith("It changed a secret (signingKey)");
    }
}
