package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.Reverter;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.MoveStep;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A move in two steps that stopped half-way (the console ended after the create, before the delete): the journal
 * shows it interrupted, and it can be finished (the old key deleted) or undone (the new key deleted), each only if
 * the item there is still as the move left it.
 */
@ExtendWith(DynaliteExtension.class)
class InterruptedMoveTest {

    private EntityStore store;
    private ChangeJournal journal;
    private EntityDef license;
    private DynamoDbClient client;
    private TableNameMapping mapping;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        mapping = dynamo.freshMapping();
        dynamo.provision(Platforms.get("app_data"), mapping);
        client = dynamo.client();
        journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        store = new EntityStore(
                new Connection("test", client, mapping, false),
                Platforms.get("app_data"),
                journal,
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        license = store.platform().entity("License").orElseThrow();
    }

    /** A move of l-1 to l-2 that got as far as its create, as the journal and the table show it then. */
    private WriteRecord interrupted() {
        EntityRow loaded = store.apply(store.planCreate(license, MoveTest.fields("l-1", "active")), "set up")
                .item()
                .orElseThrow();
        Move move = store.planMove(loaded, MoveTest.fields("l-2", "active"));
        WriteRecord planned = WriteRecord.planned(
                move,
                new WriteRecord.Provenance(Instant.now(), "ada", "app_data", "test", "local", "license id typed wrong"),
                new WriteRecord.Request("t", "c", null),
                "acme",
                null);
        journal.begin(planned);
        journal.step(planned, step(MoveStep.IN_TWO_STEPS.words()));
        client.putItem(b -> b.tableName(mapping.physical("app_data"))
                .item(ItemConverter.toAttributes(move.after()))
                .conditionExpression("attribute_not_exists(PK)"));
        journal.step(planned, step(MoveStep.CREATED.about(move.to().describe())));
        return journal.entries().get(0);
    }

    private static WriteRecord.Step step(String what) {
        return new WriteRecord.Step(what, WriteOutcome.Status.SUCCEEDED, Instant.now(), null);
    }

    @Test
    void anInterruptedMoveIsShownAsSuchAndFinishingItDeletesTheOldKey() {
        WriteRecord entry = interrupted();

        assertThat(entry.interruptedMove()).isTrue();
        assertThat(entry.outcomeWords()).startsWith("Interrupted move");
        assertThat(entry.isRevertible()).isTrue();
        assertThat(get("l-1")).as("still under the old key").isPresent();
        assertThat(get("l-2")).as("and already under the new one").isPresent();

        new Reverter(store, journal).finishMove(entry, "finish it, ticket 7");

        assertThat(get("l-1")).isEmpty();
        assertThat(get("l-2")).isPresent();
        assertThat(journal.entries().get(0)).satisfies(finish -> {
            assertThat(finish.operation()).isEqualTo("DELETE");
            assertThat(finish.applied()).isTrue();
            assertThat(finish.provenance().reason())
                    .isEqualTo("finish it, ticket 7 (finish of move " + entry.id() + ")");
        });
        assertThat(entryOf(entry)).satisfies(move -> {
            assertThat(move.interruptedMove()).isFalse();
            assertThat(move.applied()).as("the move is now whole").isTrue();
        });
    }

    @Test
    void anInterruptedMoveIsUndoneByDeletingTheNewKey() {
        WriteRecord entry = interrupted();

        new Reverter(store, journal).revert(entry, "undo it");

        assertThat(get("l-2")).isEmpty();
        assertThat(get("l-1")).isPresent();
        assertThat(journal.entries().get(0).operation()).isEqualTo("REVERT_CREATE");
        assertThat(entryOf(entry)).satisfies(move -> {
            assertThat(move.interruptedMove()).isFalse();
            assertThat(move.applied()).isFalse();
            assertThat(move.outcome().message()).contains("undone from the change journal");
        });
    }

    @Test
    void anInterruptedMoveIsNotFinishedOverAChangeToTheOldItem() {
        WriteRecord entry = interrupted();
        EntityRow old = get("l-1").orElseThrow();
        Map<String, Value> changed = ChangePlanner.fieldsOf(license, old);
        changed.put("status", Value.str("expired"));
        store.apply(store.planUpdate(old, changed), "someone else");

        assertThatThrownBy(() -> new Reverter(store, journal).finishMove(entry, "finish it"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT));

        assertThat(get("l-1").orElseThrow().text("status")).contains("expired");
        assertThat(get("l-2")).isPresent();
    }

    @Test
    void aMoveThatEndedIsNeitherFinishedNorUndoneAsInterrupted() {
        EntityRow loaded = store.apply(store.planCreate(license, MoveTest.fields("l-1", "active")), "set up")
                .item()
                .orElseThrow();
        store.apply(store.planMove(loaded, MoveTest.fields("l-2", "active")), "renumber");
        WriteRecord moved = journal.entries().get(0);

        assertThat(moved.interruptedMove()).isFalse();
        assertThatThrownBy(() -> new Reverter(store, journal).finishMove(moved, "finish"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.REFUSED));
    }

    private WriteRecord entryOf(WriteRecord entry) {
        return journal.entries().stream()
                .filter(e -> e.id().equals(entry.id()))
                .findFirst()
                .orElseThrow();
    }

    private Optional<EntityRow> get(String id) {
        return store.get(license, Map.of("account_id", "acme", "license_id", id));
    }
}
