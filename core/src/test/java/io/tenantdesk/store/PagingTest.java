package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.TestData;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** A 2,000-license tenant read page by page: twenty pages of 100. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PagingTest {

    private static final int LICENSES = 2_000;
    private static final int PAGE = 100;
    private EntityStore store;

    @BeforeAll
    void load(LocalDynamo dynamo, @TempDir Path dir) {
        PlatformDescriptor appData = Platforms.get("app_data");
        TableNameMapping mapping = dynamo.freshMapping();
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < LICENSES; i++) {
            String id = String.format("l-%05d", i);
            items.add(TestData.license("big", id, "active", "2027-01-01", "Analytics Pro"));
        }
        TestData.load(dynamo.client(), TestData.licensesOnly(appData, items), mapping);
        store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, true),
                appData,
                new ChangeJournal(dir.resolve("j.jsonl")),
                Clock.systemUTC(),
                "x");
    }

    @Test
    void everyRowArrivesPageByPageAndTheCountIsExact() {
        Rows rows = new Rows();

        LoadSummary summary = store.list(
                store.platform().entity("License").orElseThrow(), Scope.tenant("big"), PAGE, rows, new CancelToken());

        assertThat(rows.rows).hasSize(LICENSES);
        assertThat(rows.pages)
                .filteredOn(p -> !p.rows().isEmpty())
                .hasSize(LICENSES / PAGE)
                .allSatisfy(p -> assertThat(p.rows()).hasSize(PAGE));
        assertThat(summary.rows()).isEqualTo(LICENSES);
        assertThat(summary.cancelled()).isFalse();
        assertThat(rows.pages).extracting(Page::number).startsWith(1, 2, 3).isSorted();
        assertThat(rows.pages.get(rows.pages.size() - 1).rowsSoFar()).isEqualTo(LICENSES);
        assertThat(rows.rows)
                .extracting(r -> r.text("license_id").orElseThrow())
                .doesNotHaveDuplicates();
    }

    @Test
    void theRowsOfOneReadHoldOneCopyOfTheValuesTheyRepeat() {
        Rows rows = new Rows();

        EntityDef license = store.platform().entity("License").orElseThrow();
        store.list(license, Scope.tenant("big"), PAGE, rows, new CancelToken());

        EntityRow first = rows.rows.get(0);
        EntityRow last = rows.rows.get(LICENSES - 1);
        assertThat(last.item().get("PK").orElseThrow())
                .isSameAs(first.item().get("PK").orElseThrow());
        assertThat(last.item().get("status").orElseThrow())
                .isSameAs(first.item().get("status").orElseThrow());
        assertThat(last.classification().keyValues().get("account_id"))
                .isSameAs(first.classification().keyValues().get("account_id"));
        assertThat(last.text("license_id")).hasValue("l-01999");
    }

    @Test
    void cancellingStopsWithinOnePageAndKeepsWhatArrived() {
        CancelToken cancel = new CancelToken();
        Rows rows = new Rows();

        LoadSummary summary = store.list(
                store.platform().entity("License").orElseThrow(),
                Scope.all(),
                PAGE,
                page -> {
                    rows.onPage(page);
                    if (page.number() == 3) {
                        cancel.cancel();
                    }
                },
                cancel);

        assertThat(summary.cancelled()).isTrue();
        assertThat(summary.pages()).isEqualTo(3);
        assertThat(rows.rows).hasSize(3 * PAGE);
    }
}
