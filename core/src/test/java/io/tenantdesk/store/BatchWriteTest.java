package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.TestDisk;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.testing.Platforms;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** One correction written to many items on dynalite: each item conditional on its own, one outcome per item. */
@ExtendWith(DynaliteExtension.class)
class BatchWriteTest {

    private record Demo(
            EntityStore store,
            ChangeJournal journal,
            TableNameMapping mapping,
            EntityDef license,
            List<EntityRow> licenses,
            EntityRow notSelected) {

        EntityRow now(EntityRow row) {
            return store.reload(row).orElseThrow();
        }
    }

    private static Demo demo(LocalDynamo dynamo, Path dir, boolean readOnly) {
        return demo(dynamo, new ChangeJournal(dir.resolve("journal.jsonl")), readOnly);
    }

    private static Demo demo(LocalDynamo dynamo, ChangeJournal journal, boolean readOnly) {
        PlatformDescriptor platform = Platforms.get("app_data");
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.loadDemo(platform, mapping, Set.of("License"));
        EntityStore store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, readOnly),
                platform,
                journal,
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        EntityDef license = platform.entity("License").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        store.list(license, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
        List<EntityRow> valid = rows.stream().filter(EntityRow::valid).limit(9).toList();
        assertThat(valid).hasSize(9);
        return new Demo(store, journal, mapping, license, valid.subList(0, 8), valid.get(8));
    }

    @Test
    void anItemChangedMeanwhileIsAConflictAndEveryOtherIsWrittenUnderOneBatchId(LocalDynamo dynamo, @TempDir Path dir) {
        Demo demo = demo(dynamo, dir, false);
        BulkPlan plan = demo.store().bulk().shift(demo.licenses(), "end_date", "30d");
        assertThat(plan.writes()).hasSize(8);
        Batch batch = plan.batch().orElseThrow();
        EntityRow changedMeanwhile = demo.licenses().get(3);
        Item key =
                PrimaryKey.of(demo.license().table(), changedMeanwhile.item()).asItem();
        dynamo.client()
                .updateItem(b -> b.tableName(demo.mapping().physical("app_data"))
                        .key(Map.of(
                                "PK",
                                AttributeValue.fromS(key.scalarText("PK").orElseThrow()),
                                "SK",
                                AttributeValue.fromS(key.scalarText("SK").orElseThrow())))
                        .updateExpression("SET seats = :s")
                        .conditionExpression("attribute_exists(PK)")
                        .expressionAttributeValues(Map.of(":s", AttributeValue.fromN("999"))));

        BatchOutcome outcome =
                demo.store().apply(batch, "Ticket 7: extend by 30 days", BatchProgress.NONE, new CancelToken());

        assertThat(outcome.items())
                .extracting(BatchOutcome.ItemOutcome::status)
                .containsExactly(
                        BatchOutcome.Status.WRITTEN,
                        BatchOutcome.Status.WRITTEN,
                        BatchOutcome.Status.WRITTEN,
                        BatchOutcome.Status.CONFLICT,
                        BatchOutcome.Status.WRITTEN,
                        BatchOutcome.Status.WRITTEN,
                        BatchOutcome.Status.WRITTEN,
                        BatchOutcome.Status.WRITTEN);
        assertThat(outcome.summary()).isEqualTo("7 written, 1 conflict");
        assertThat(outcome.retryable()).isEmpty();
        for (int i = 0; i < 8; i++) {
            EntityRow row = demo.licenses().get(i);
            EntityRow now = demo.now(row);
            String was = row.item().scalarText("end_date").orElseThrow();
            if (i == 3) {
                assertThat(now.item().scalarText("end_date")).contains(was);
                assertThat(now.item().scalarText("seats")).contains("999");
            } else {
                assertThat(now.item().scalarText("end_date"))
                        .contains(LocalDate.parse(was).plusDays(30).toString());
                assertThat(now.item().scalarText("GSI3SK").orElseThrow())
                        .startsWith(LocalDate.parse(was).plusDays(30) + "#");
                assertThat(now.valid()).isTrue();
            }
        }
        List<WriteRecord> entries = demo.journal().entries();
        assertThat(entries).hasSize(8).allSatisfy(e -> {
            assertThat(e.write().batch()).isEqualTo(batch.id());
            assertThat(e.provenance().reason()).isEqualTo("Ticket 7: extend by 30 days");
        });
        assertThat(entries)
                .filteredOn(e -> e.status() == WriteOutcome.Status.CONFLICT)
                .hasSize(1);
        assertThat(demo.now(demo.notSelected()).item())
                .isEqualTo(demo.notSelected().item());
    }

    @Test
    void aBatchCancelledHalfWayJournalsWhatItWroteAndLeavesTheRestAsTheyWere(LocalDynamo dynamo, @TempDir Path dir) {
        Demo demo = demo(dynamo, dir, false);
        Batch batch = demo.store()
                .bulk()
                .setField(demo.licenses(), "seats", "42")
                .batch()
                .orElseThrow();
        CancelToken cancel = new CancelToken();
        List<Integer> progress = new ArrayList<>();

        BatchOutcome outcome = demo.store()
                .apply(
                        batch,
                        "seats",
                        (done, total) -> {
                            progress.add(done);
                            if (done == 3) {
                                cancel.cancel();
                            }
                        },
                        cancel);

        assertThat(outcome.cancelled()).isTrue();
        assertThat(progress).containsExactly(1, 2, 3);
        assertThat(outcome.summary()).isEqualTo("3 written, 5 not sent");
        assertThat(outcome.retryable())
                .hasSize(5)
                .containsExactlyElementsOf(batch.writes().subList(3, 8));
        for (int i = 0; i < 8; i++) {
            EntityRow row = demo.licenses().get(i);
            assertThat(demo.now(row).item())
                    .isEqualTo(i < 3 ? batch.writes().get(i).afterImage().orElseThrow() : row.item());
        }
        assertThat(demo.journal().entries()).hasSize(3).allSatisfy(e -> {
            assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
            assertThat(e.write().batch()).isEqualTo(batch.id());
        });
        List<String> lines = lines(demo.journal());
        assertThat(lines)
                .as("the group's intents, all recorded before its first write")
                .filteredOn(l -> l.startsWith("{\"kind\":\"begin\""))
                .hasSize(8);
        assertThat(lines)
                .as("those the cancel left unsent are recorded as not sent, and not listed")
                .filteredOn(l -> l.contains("\"status\":\"NOT_SENT\""))
                .hasSize(5);
    }

    @Test
    void aBatchRecordsItsItemsAGroupAtATimeWithOneForcedAppendForTheIntentsAndOneForTheOutcomes(
            LocalDynamo dynamo, @TempDir Path dir) {
        Journalling disk = new Journalling(Integer.MAX_VALUE);
        Demo demo = demo(dynamo, new ChangeJournal(dir.resolve("journal.jsonl"), disk, ChangeJournal.ROTATE_AT), false);
        Batch batch = demo.store()
                .bulk()
                .setField(demo.licenses(), "seats", "42")
                .batch()
                .orElseThrow();

        BatchOutcome outcome = demo.store().apply(batch, "seats", BatchProgress.NONE, new CancelToken());

        assertThat(outcome.summary()).isEqualTo("8 written");
        assertThat(disk.forces).as("forced appends for 8 items").isEqualTo(2);
        assertThat(demo.journal().entries())
                .hasSize(8)
                .allSatisfy(e -> assertThat(e.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED));
    }

    @Test
    void aBatchInterruptedAfterItsWritesLeavesTheirIntentsWhichTheJournalShowsAsUnknown(
            LocalDynamo dynamo, @TempDir Path dir) {
        Journalling disk = new Journalling(1);
        Demo demo = demo(dynamo, new ChangeJournal(dir.resolve("journal.jsonl"), disk, ChangeJournal.ROTATE_AT), false);
        Batch batch = demo.store()
                .bulk()
                .setField(demo.licenses(), "seats", "42")
                .batch()
                .orElseThrow();

        BatchOutcome outcome = demo.store().apply(batch, "seats", BatchProgress.NONE, new CancelToken());

        assertThat(outcome.summary())
                .as("the writes happened whatever the journal could do after")
                .isEqualTo("8 written");
        demo.licenses()
                .forEach(row ->
                        assertThat(demo.now(row).item().scalarText("seats")).contains("42"));
        assertThat(demo.journal().entries()).hasSize(8).allSatisfy(e -> {
            assertThat(e.status()).isEqualTo(WriteOutcome.Status.PENDING);
            assertThat(e.outcomeWords()).contains("no outcome recorded");
            assertThat(e.wroteNothing()).isFalse();
        });
    }

    private static List<String> lines(ChangeJournal journal) {
        try {
            return Files.readAllLines(journal.file());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The disk, counting forced appends, whose appends fail once {@code appends} have been made: a crash, for the journal. */
    private static final class Journalling extends TestDisk {

        private final int appends;
        private int made;
        private int forces;

        Journalling(int appends) {
            this.appends = appends;
        }

        @Override
        protected void append(Target target, ByteBuffer bytes) throws IOException {
            if (made++ >= appends) {
                throw new IOException("the console stopped");
            }
            target.append(bytes);
        }

        @Override
        protected void force(Target target) throws IOException {
            forces++;
            target.force();
        }
    }
}
