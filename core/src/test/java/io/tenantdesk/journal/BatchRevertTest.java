package io.tenantdesk.journal;

import static org.assertj.core.api.Assertions.assertThat;

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
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Batch;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** A batch taken back as a batch: each item only where it is still as the batch left it, the others reported. */
@ExtendWith(DynaliteExtension.class)
class BatchRevertTest {

    @Test
    void aBatchRevertsEveryItemStillAsItLeftItAndReportsTheOthers(LocalDynamo dynamo, @TempDir Path dir) {
        PlatformDescriptor platform = Platforms.get("app_data");
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.loadDemo(platform, mapping);
        ChangeJournal journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        EntityStore store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                platform,
                journal,
                Clock.systemUTC(),
                "arn:aws:iam::1:user/ada");
        EntityDef license = platform.entity("License").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        store.list(license, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
        List<EntityRow> four = rows.stream().filter(EntityRow::valid).limit(4).toList();
        Batch batch = store.bulk().setField(four, "seats", "5").batch().orElseThrow();
        seats(store, four.get(0), "11");
        BatchOutcome written = store.apply(batch, "seats", BatchProgress.NONE, new CancelToken());
        assertThat(written.summary()).isEqualTo("3 written, 1 conflict");
        EntityRow changedSince = seats(store, store.reload(four.get(2)).orElseThrow(), "12");

        List<WriteRecord> ofBatch = journal.entries().stream()
                .filter(e -> batch.id().equals(e.write().batch()))
                .toList();
        BulkPlan revert = new Reverter(store, journal).planBatchRevert(ofBatch);
        assertThat(revert.writes()).hasSize(3);
        assertThat(revert.skipped())
                .singleElement()
                .extracting(BulkPlan.Skipped::why)
                .asString()
                .startsWith("not written by the batch");
        BatchOutcome reverted =
                store.apply(revert.batch().orElseThrow(), "undo seats", BatchProgress.NONE, new CancelToken());

        assertThat(reverted.summary()).isEqualTo("2 written, 1 conflict");
        assertThat(store.reload(four.get(0)).orElseThrow().item().scalarText("seats"))
                .contains("11");
        assertThat(seatsOf(store.reload(four.get(1)).orElseThrow())).isEqualTo(seatsOf(four.get(1)));
        assertThat(store.reload(four.get(2)).orElseThrow().item()).isEqualTo(changedSince.item());
        assertThat(seatsOf(store.reload(four.get(3)).orElseThrow())).isEqualTo(seatsOf(four.get(3)));
        assertThat(journal.entries())
                .filteredOn(e -> e.operation().equals("REVERT_UPDATE"))
                .hasSize(3)
                .allSatisfy(e -> assertThat(e.write().batch()).isNotNull().isNotEqualTo(batch.id()));
    }

    private static String seatsOf(EntityRow row) {
        return row.item().scalarText("seats").orElse("none");
    }

    private static EntityRow seats(EntityStore store, EntityRow row, String seats) {
        Map<String, Value> fields =
                new HashMap<>(ChangePlanner.fieldsOf(row.entity().orElseThrow(), row));
        fields.put("seats", Value.num(seats));
        return store.apply(store.planUpdate(row, fields), "meanwhile").item().orElseThrow();
    }
}
