package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.DynamoJson;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ImportPlan;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteRecord;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Corrections as typed DynamoDB JSON lines (what the raw editor copies, and a DynamoDB export's {@code {"Item": …}}),
 * planned by primary key against the items as they are, on dynalite: exactly the edited items change.
 */
@ExtendWith(DynaliteExtension.class)
class TypedCorrectionImportTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static LicenceImportDemo demo(LocalDynamo dynamo, Path dir, DynamoDbClient client, boolean readOnly) {
        return LicenceImportDemo.load(dynamo, dir, client, readOnly);
    }

    /** The item on one line, as the raw editor writes it but compact. */
    private static String line(Item item) throws Exception {
        return JSON.readTree(DynamoJson.write(item, Set.of())).toString();
    }

    private static Path write(Path file, List<String> lines) throws Exception {
        Files.write(file, lines, StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void typedLinesEditedChangeExactlyTheEditedAttributesAndKeepWhatALineLeavesOut(
            LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir, dynamo.client(), false);
        List<String> lines = new ArrayList<>();
        for (EntityRow row : demo.rows()) {
            lines.add(line(row.item()));
        }
        lines.set(
                0,
                line(demo.rows().get(0).item().toBuilder()
                        .put("seats", Value.num(4321))
                        .build()));
        lines.set(
                1,
                line(demo.rows().get(1).item().toBuilder()
                        .put("status", Value.str("expired"))
                        .build()));
        lines.set(
                2,
                line(demo.rows().get(2).item().toBuilder()
                        .remove("seats")
                        .remove("product")
                        .build()));

        ImportPlan plan = demo.plan(write(dir.resolve("licenses.jsonl"), lines));

        assertThat(plan.counts()).isEqualTo("0 new, 2 updated, 4 unchanged, 0 rejected");
        assertThat(plan.writes())
                .extracting(w -> w.changes().stream()
                        .filter(c -> !c.derived())
                        .map(c -> c.attribute())
                        .toList())
                .containsExactly(List.of("seats"), List.of("status"));
        assertThat(demo.apply(plan).summary()).isEqualTo("2 written");
        assertThat(demo.now(0).item().scalarText("seats")).contains("4321");
        EntityRow expired = demo.now(1);
        assertThat(expired.item().scalarText("status")).contains("expired");
        assertThat(expired.item().scalarText("GSI3PK")).contains("LICENSE#STATUS#expired");
        assertThat(expired.valid()).isTrue();
        for (int row = 2; row < 6; row++) {
            assertThat(demo.now(row).item()).isEqualTo(demo.rows().get(row).item());
        }
        List<WriteRecord> entries = demo.journal().entries();
        assertThat(entries).hasSize(2);
        assertThat(entries.stream().map(e -> e.write().batch()).distinct())
                .hasSize(1)
                .doesNotContainNull();
    }

    @Test
    void gzippedWrappedItemsAsADynamoDbExportHoldsThemCreateUpdateAndMarkWhatNoEntityRecognises(
            LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir, dynamo.client(), false);
        EntityRow first = demo.rows().get(0);
        String id = first.classification().keyValues().get("license_id");
        List<String> lines = new ArrayList<>();
        lines.add("{\"Item\":" + line(first.item()).replace(id, "lic-typed-1") + "}");
        lines.add("{\"Item\":"
                + line(demo.rows().get(1).item().toBuilder()
                        .put("end_date", Value.str("2031-01-31"))
                        .build()) + "}");
        lines.add("{\"Item\":{\"PK\":{\"S\":\"JUNK#1\"},\"SK\":{\"S\":\"whatever\"},\"note\":{\"NULL\":true}}}");

        Path file = dir.resolve("export-data.json.gz");
        try (Writer out =
                new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(file)), StandardCharsets.UTF_8)) {
            out.write(String.join("\n", lines));
        }

        ImportPlan plan = demo.plan(file);

        assertThat(plan.counts()).isEqualTo("1 new, 1 updated, 0 unchanged, 1 rejected (1 unclassified)");
        assertThat(plan.rejected()).singleElement().satisfies(r -> {
            assertThat(r.line()).isEqualTo(3);
            assertThat(r.why()).startsWith("unclassified: ");
        });
        assertThat(demo.apply(plan).summary()).isEqualTo("2 written");
        EntityRow made = demo.store()
                .get(
                        demo.license(),
                        Map.of(
                                "account_id",
                                first.classification().keyValues().get("account_id"),
                                "license_id",
                                "lic-typed-1"))
                .orElseThrow();
        assertThat(made.valid()).isTrue();
        assertThat(made.item().scalarText("product")).isEqualTo(first.item().scalarText("product"));
        EntityRow extended = demo.now(1);
        assertThat(extended.item().scalarText("end_date")).contains("2031-01-31");
        assertThat(extended.item().scalarText("GSI3SK"))
                .hasValueSatisfying(k -> assertThat(k).startsWith("2031-01-31#"));
    }

    @Test
    void aValueThatIsNotTypedJsonIsNamedWithItsFileLineAndAttributeAndNothingIsPlanned(
            LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir, dynamo.client(), false);
        Path file = write(
                dir.resolve("licenses.jsonl"),
                List.of(
                        line(demo.rows().get(0).item()),
                        line(demo.rows().get(1).item()),
                        "{\"PK\":{\"S\":\"ACCOUNT#a\"},\"seats\":{\"N\":\"many\"}}"));

        assertThatThrownBy(() -> demo.plan(file))
                .isInstanceOf(CorrectionFileException.class)
                .hasMessageContaining("licenses.jsonl")
                .hasMessageContaining("line 3")
                .hasMessageContaining("`seats`")
                .hasMessageContaining("`many` is not a number");

        Path untyped = write(dir.resolve("other.jsonl"), List.of("{\"PK\":{\"S\":\"ACCOUNT#a\"},\"seats\":{\"X\":1}}"));
        assertThatThrownBy(() -> demo.plan(untyped))
                .isInstanceOf(CorrectionFileException.class)
                .hasMessageContaining("other.jsonl, line 1")
                .hasMessageContaining("`PK` is not a field of License")
                .hasMessageContaining("typed DynamoDB JSON lines");
        assertThatThrownBy(() -> CorrectionReader.openTyped(untyped))
                .isInstanceOf(CorrectionFileException.class)
                .hasMessageContaining("other.jsonl, line 1")
                .hasMessageContaining("the only form accepted here");
        assertThat(demo.journal().entries()).isEmpty();
    }

    @Test
    void moreThanAHundredLinesAreReadAHundredKeysAtATimeWithBatchGetItem(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        Map<String, AtomicInteger> requests = new ConcurrentHashMap<>();
        ExecutionInterceptor counter = new ExecutionInterceptor() {
            @Override
            public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
                requests.computeIfAbsent(context.request().getClass().getSimpleName(), k -> new AtomicInteger())
                        .incrementAndGet();
            }
        };
        try (DynamoDbClient counted = DynamoClients.local(dynamo.endpoint(), List.of(counter))) {
            LicenceImportDemo demo = demo(dynamo, dir, counted, false);
            EntityRow first = demo.rows().get(0);
            String id = first.classification().keyValues().get("license_id");
            List<String> lines = new ArrayList<>();
            for (EntityRow row : demo.rows()) {
                lines.add(line(row.item()));
            }
            String template = line(first.item());
            for (int n = 0; n < 144; n++) {
                lines.add(template.replace(id, "lic-bulk-" + n));
            }
            requests.clear();

            ImportPlan plan = demo.plan(write(dir.resolve("licenses.jsonl"), lines));

            assertThat(plan.counts()).isEqualTo("144 new, 0 updated, 6 unchanged, 0 rejected");
            assertThat(requests.get("BatchGetItemRequest")).hasValue(2);
            assertThat(requests).doesNotContainKey("GetItemRequest");
        }
    }

    @Test
    void aReadOnlyConnectionPlansButTheStoreRefusesTheImport(LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        LicenceImportDemo demo = demo(dynamo, dir, dynamo.client(), true);
        Path file = write(
                dir.resolve("licenses.jsonl"),
                List.of(line(demo.rows().get(0).item().toBuilder()
                        .put("seats", Value.num(1))
                        .build())));
        ImportPlan plan = demo.plan(file);
        assertThat(plan.writes()).hasSize(1);

        assertThatThrownBy(() -> demo.apply(plan))
                .isInstanceOf(StoreException.class)
                .extracting(e -> ((StoreException) e).kind())
                .isEqualTo(StoreException.Kind.READ_ONLY);
        assertThat(demo.now(0).item()).isEqualTo(demo.rows().get(0).item());
        assertThat(demo.journal().entries()).isEmpty();
    }
}
