package io.tenantdesk.ui.entitylist;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.TestClock;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import java.io.IOException;
import java.nio.file.Files;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** The entity list's view-model against the demo data in dynalite, without JavaFX running. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EntityListViewModelTest {

    private ConsoleFixture appData;
    private ConsoleFixture wallcrawler;
    private EntityDef license;

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) throws IOException {
        appData = ConsoleFixture.offeringWritesOnSharedDemo(
                dynamo, "app_data", Files.createTempDirectory("list-journal"));
        wallcrawler = ConsoleFixture.onSharedDemo(dynamo, "wallcrawler", Files.createTempDirectory("list-journal"));
        license = appData.platform.entity("License").orElseThrow();
    }

    @BeforeEach
    void forget() {
        appData.workspace.opened.clear();
        appData.dialogs.clipboard.clear();
    }

    private EntityListViewModel loaded(ConsoleFixture f, String entity, Scope scope) {
        EntityListViewModel vm =
                new EntityListViewModel(f.context, f.platform.entity(entity).orElseThrow(), scope);
        vm.load();
        return vm;
    }

    @Test
    void copiesTheReadAndARowAsAwsCliCommands() {
        EntityListViewModel vm = loaded(appData, "License", Scope.all());

        vm.copyReadAsCliCommand();
        vm.copyAsCliCommand(vm.list().rows().get(0));

        assertThat(appData.dialogs.clipboard).hasSize(2);
        assertThat(appData.dialogs.clipboard.get(0))
                .startsWith("aws dynamodb query --table-name ")
                .contains("--index-name 'GSI1'", "ENTITY#LICENSE", "--endpoint-url ");
        assertThat(appData.dialogs.clipboard.get(1))
                .startsWith("aws dynamodb get-item --table-name ")
                .contains("\"PK\":{\"S\":\"ACCOUNT#"
                        + vm.list().rows().get(0).row().text("account_id").orElseThrow());
        assertThat(vm.list().messageProperty().get()).contains("AWS CLI");

        vm.load();

        assertThat(vm.list().messageProperty().get())
                .as("said of the rows read before")
                .isEmpty();
    }

    @Test
    void columnsAreTheIdsFromTheKeysThenTheDeclaredAttributes() {
        EntityListViewModel vm = new EntityListViewModel(appData.context, license, Scope.all());

        assertThat(vm.columns()).extracting(ListColumn::field).isEqualTo(license.fieldNames());
        assertThat(vm.columns()).extracting(ListColumn::field).startsWith("account_id", "license_id");
        assertThat(vm.columns().get(0).keyField()).isTrue();
        assertThat(vm.columns())
                .filteredOn(c -> c.field().equals("seats"))
                .singleElement()
                .satisfies(c -> assertThat(c.sort()).isEqualTo(ListColumn.SortKind.NUMBER))
                .satisfies(c -> assertThat(c.numeric()).isTrue());
        assertThat(vm.columns())
                .filteredOn(c -> c.field().equals("updated_at"))
                .singleElement()
                .satisfies(c -> assertThat(c.sort()).isEqualTo(ListColumn.SortKind.INSTANT));
        assertThat(vm.columns()).allSatisfy(c -> assertThat(c.width()).isBetween(80.0, 420.0));
        assertThat(vm.titleProperty().get()).isEqualTo("Licenses · all");
        assertThat(vm.readDescriptionProperty().get())
                .isEqualTo("Query app_data index GSI1 where GSI1PK = ENTITY#LICENSE");
        assertThat(vm.fullScanProperty().get()).isFalse();
    }

    @Test
    void rowsAppearPageByPageAndTheFirstPageShowsBeforeTheLast() {
        HeldUi ui = new HeldUi();
        EntityListViewModel vm = new EntityListViewModel(ui.context(appData), license, Scope.all(), 7);
        List<Integer> sizesSeen = new ArrayList<>();
        vm.list().rows().addListener((ListChangeListener<EntityRowViewModel>)
                c -> sizesSeen.add(vm.list().rows().size()));
        int expected = appData.data.recognisedCounts().get("License");

        vm.load();

        assertThat(vm.list().rows())
                .as("nothing is painted before the UI thread runs")
                .isEmpty();
        assertThat(vm.list().loadingProperty().get()).isTrue();
        int filled = (expected + 6) / 7;
        // DynamoDB ends a full page with a LastEvaluatedKey, so a last full page is followed by an empty one
        int pages = expected / 7 + 1;
        assertThat(ui.pending()).as("one UI update per page, then the end").isEqualTo(pages + 1);

        ui.runNext();
        assertThat(vm.list().rows()).hasSize(7);
        assertThat(vm.list().progress().pagesProperty().get()).isEqualTo(1);
        assertThat(vm.list().progress().runningProperty().get()).isTrue();
        assertThat(vm.list().statusProperty().get()).contains("Loading").contains("7 rows so far");

        ui.runAll();
        assertThat(vm.list().rows()).hasSize(expected);
        assertThat(sizesSeen)
                .as("appended a page at a time, never a row at a time")
                .hasSize(filled)
                .startsWith(7, 14)
                .endsWith(expected);
        assertThat(vm.list().loadingProperty().get()).isFalse();
        assertThat(vm.list().progress().runningProperty().get()).isFalse();
        assertThat(vm.list().progress().rowsProperty().get()).isEqualTo(expected);
        assertThat(vm.list().progress().pagesProperty().get()).isEqualTo(pages);
        assertThat(vm.list().statusProperty().get()).startsWith(expected + " rows · " + pages + " pages");
    }

    @Test
    void cancelStopsTheLoadAndKeepsWhatArrived() {
        EntityListViewModel vm = new EntityListViewModel(appData.context, license, Scope.all(), 10);
        vm.list().loadedRows().addListener((ListChangeListener<EntityRowViewModel>) c -> {
            if (vm.list().loadedRows().size() == 20) {
                vm.list().progress().cancel();
            }
        });

        vm.load();

        assertThat(vm.list().rows()).hasSize(20);
        assertThat(vm.list().loadingProperty().get()).isFalse();
        assertThat(vm.list().statusProperty().get())
                .startsWith("Cancelled: 20 rows")
                .endsWith("arrived and are kept");
        assertThat(vm.list().progress().messageProperty().get()).isEqualTo("Cancelled; the rows that arrived are kept");
    }

    @Test
    void aReplacedLoadNeverPaintsOverTheNewOne() {
        EntityListViewModel all = loaded(appData, "License", Scope.all());
        Map<String, Long> byTenant = all.list().rows().stream()
                .collect(Collectors.groupingBy(r -> r.row().text("account_id").orElseThrow(), Collectors.counting()));
        String tenant = byTenant.entrySet().stream()
                .filter(e -> e.getValue() >= 2)
                .findFirst()
                .orElseThrow()
                .getKey();

        HeldUi ui = new HeldUi();
        EntityListViewModel vm = new EntityListViewModel(ui.context(appData), license, Scope.all(), 5);
        vm.load();
        int heldForFirst = ui.pending();
        vm.applyScope(Scope.tenant(tenant));
        assertThat(ui.pending()).isGreaterThan(heldForFirst);

        ui.runAll();

        assertThat(vm.list().rows())
                .hasSize(byTenant.get(tenant).intValue())
                .allSatisfy(r -> assertThat(r.row().text("account_id")).contains(tenant));
        assertThat(vm.titleProperty().get()).isEqualTo("Licenses · tenant " + tenant);
        assertThat(vm.list().progress().rowsProperty().get()).isEqualTo(byTenant.get(tenant));
        assertThat(vm.list().loadingProperty().get()).isFalse();
    }

    @Test
    void reloadReplacesTheRowsInsteadOfAddingToThem() {
        EntityListViewModel vm = loaded(appData, "License", Scope.all());
        int first = vm.list().rows().size();

        vm.load();

        assertThat(vm.list().rows()).hasSize(first);
    }

    @Test
    void theQuickFilterMatchesDisplayedTextCaseInsensitively() {
        EntityListViewModel vm = loaded(appData, "License", Scope.all());
        int all = vm.list().rows().size();
        EntityRowViewModel some = vm.list().rows().get(all / 2);
        String id = some.row().text("license_id").orElseThrow();

        vm.list().quickFilterProperty().set(id.toUpperCase());
        assertThat(vm.list().rows()).containsExactly(some);
        assertThat(vm.list().shownCount().get()).isEqualTo(1);

        int updated = ListColumns.indexOf(vm, "updated_at");
        String localTime = some.text(updated);
        vm.list().quickFilterProperty().set(localTime);
        assertThat(vm.list().rows())
                .as("matches the local time shown, not only stored text")
                .contains(some);

        String product = some.row().text("product").orElseThrow();
        String status = some.row().text("status").orElseThrow();
        vm.list().quickFilterProperty().set("  " + status.toUpperCase() + "   " + product.toLowerCase() + " ");
        assertThat(vm.list().rows()).contains(some).allSatisfy(r -> {
            assertThat(r.row().text("status")).contains(status);
            assertThat(r.row().text("product")).contains(product);
        });

        vm.list().quickFilterProperty().set("no such text anywhere");
        assertThat(vm.list().rows()).isEmpty();

        vm.list().quickFilterProperty().set("");
        assertThat(vm.list().rows()).hasSize(all);
    }

    @Test
    void malformedDemoItemsCarryABadgeWithTheReason() {
        EntityListViewModel accounts = loaded(appData, "Account", Scope.all());
        List<String> malformedKeys = appData.data.malformedIn("app_data").stream()
                .filter(m -> m.unrecognised() || m.entity().equals("Account"))
                .map(m -> m.item().scalarText("PK").orElseThrow())
                .toList();

        assertThat(accounts.problemCountProperty().get())
                .isEqualTo(malformedKeys.size())
                .isGreaterThanOrEqualTo(3);
        assertThat(accounts.list().rows().filtered(EntityRowViewModel::problem))
                .extracting(r -> r.row().item().scalarText("PK").orElseThrow())
                .containsExactlyInAnyOrderElementsOf(malformedKeys);
        assertThat(accounts.list().rows().filtered(EntityRowViewModel::problem))
                .extracting(r -> r.problemText().orElseThrow())
                .anySatisfy(t -> assertThat(t).startsWith("Not recognised as any entity"))
                .anySatisfy(t -> assertThat(t).contains("Name is required but missing"))
                .anySatisfy(t -> assertThat(t).contains("Name is stored as N"));
        assertThat(accounts.list().rows().filtered(r -> !r.problem()))
                .allSatisfy(r -> assertThat(r.problemText()).isEmpty());

        accounts.problemsOnlyProperty().set(true);
        assertThat(accounts.list().rows())
                .hasSize(malformedKeys.size())
                .allSatisfy(r -> assertThat(r.problem()).isTrue());
        accounts.list().quickFilterProperty().set("required");
        assertThat(accounts.list().rows())
                .singleElement()
                .satisfies(r -> assertThat(r.problemText().orElseThrow()).contains("required"));

        EntityListViewModel sessions = loaded(wallcrawler, "Session", Scope.all());
        assertThat(sessions.problemCountProperty().get()).isEqualTo(1);
        assertThat(sessions.list().rows().filtered(EntityRowViewModel::problem))
                .singleElement()
                .satisfies(r -> assertThat(r.problemText().orElseThrow()).startsWith("Internal status is stored as N"));
    }

    @Test
    void rowActionsOpenTheItemItsTenantAndANewItem() {
        EntityListViewModel vm = loaded(appData, "License", Scope.all());
        EntityRowViewModel row = vm.list().rows().get(0);
        String tenant = row.row().text("account_id").orElseThrow();

        vm.actions().open(row.row());
        vm.actions().openTenant(row.row());
        vm.actions().duplicate(row.row());
        vm.actions().newItem(Scope.tenant(tenant));

        assertThat(appData.workspace.opened)
                .containsExactly("item License", "tenant " + tenant, "new License", "new License");
        @SuppressWarnings("unchecked")
        Map<String, io.tenantdesk.schema.item.Value> copy =
                (Map<String, io.tenantdesk.schema.item.Value>) appData.workspace.targets.get(2);
        assertThat(copy)
                .containsEntry(
                        "license_id",
                        io.tenantdesk.schema.item.Value.str(
                                row.row().text("license_id").orElseThrow()))
                .containsEntry("account_id", io.tenantdesk.schema.item.Value.str(tenant));
        assertThat(appData.workspace.targets.get(3))
                .isEqualTo(Map.of("account_id", io.tenantdesk.schema.item.Value.str(tenant)));
    }

    @Test
    void aReadOnlyConnectionRefusesNewAndDuplicate() {
        EntityListViewModel vm = loaded(wallcrawler, "Session", Scope.all());
        EntityRowViewModel row = vm.list().rows().get(0);
        wallcrawler.workspace.opened.clear();

        assertThat(vm.readOnly()).isTrue();
        assertThat(vm.actions().canWrite()).isFalse();
        assertThat(vm.actions().canDuplicate(row.row())).isFalse();
        vm.actions().duplicate(row.row());
        vm.actions().newItem(Scope.all());
        vm.actions().open(row.row());

        assertThat(wallcrawler.workspace.opened).containsExactly("item Session");
    }

    @Test
    void secretsAreMaskedInCellsAndTheSearchText() {
        EntityListViewModel vm = loaded(wallcrawler, "Session", Scope.all());
        int signing = ListColumns.indexOf(vm, "signingKey");
        EntityRowViewModel row = vm.list().rows().stream()
                .filter(r -> r.row().item().has("signingKey"))
                .findFirst()
                .orElseThrow();
        String secret = row.row().item().scalarText("signingKey").orElseThrow();

        assertThat(row.text(signing)).isEqualTo(io.tenantdesk.ui.common.ValueText.MASK);
        assertThat(row.searchText()).doesNotContain(secret.toLowerCase());
        vm.list().quickFilterProperty().set(secret.substring(0, 12));
        assertThat(vm.list().rows()).isEmpty();
    }

    @Test
    void aTtlShowsAsADateWithACountdown() {
        EntityListViewModel vm = loaded(wallcrawler, "Session", Scope.all());
        int expires = ListColumns.indexOf(vm, "expiresAt");

        assertThat(vm.columns().get(expires).ttl()).isTrue();
        assertThat(ListColumns.texts(vm.list().rows(), expires))
                .anySatisfy(t -> assertThat(t).matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d · expires in .*"))
                .anySatisfy(t -> assertThat(t).contains("(not yet deleted)"));
    }

    @Test
    void countdownsAreWorkedOutAgainAsTimePasses() {
        TestClock clock = new TestClock(Instant.now());
        ConsoleContext ctx = new ConsoleContext(
                wallcrawler.store,
                wallcrawler.journal,
                UiExecutors.direct(),
                wallcrawler.dialogs,
                wallcrawler.workspace,
                new ValueText(clock, ZoneId.of("Europe/Berlin")),
                clock);
        EntityListViewModel vm = new EntityListViewModel(
                ctx, wallcrawler.platform.entity("Session").orElseThrow(), Scope.all());
        vm.load();
        int expires = ListColumns.indexOf(vm, "expiresAt");
        int status = ListColumns.indexOf(vm, "status");
        EntityRowViewModel row = vm.list().rows().stream()
                .filter(r -> r.text(expires).contains("expires in"))
                .findFirst()
                .orElseThrow();
        long expiresAt = Long.parseLong(row.row().item().scalarText("expiresAt").orElseThrow());

        assertThat(vm.hasRelativeTimes()).isTrue();
        assertThat(vm.currentText(row, expires)).isEqualTo(row.text(expires));
        clock.advance(Duration.between(
                clock.instant(), Instant.ofEpochSecond(expiresAt).plus(Duration.ofHours(3))));

        assertThat(vm.currentText(row, expires)).endsWith("· expired 3 h ago (not yet deleted)");
        assertThat(row.text(expires))
                .as("the text loaded, which the filter searches")
                .contains("expires in");
        assertThat(vm.currentText(row, status)).isEqualTo(row.text(status));
    }

    @Test
    void aScopeThatCannotBeReadStopsTheRunningLoadInTheStatusBarToo() {
        HeldUi ui = new HeldUi();
        EntityListViewModel vm = new EntityListViewModel(ui.context(appData), license, Scope.all(), 5);
        vm.load();
        assertThat(vm.list().progress().runningProperty().get())
                .as("pages held, not yet shown")
                .isTrue();

        vm.applyScope(Scope.range("by-status", Map.of()));
        ui.runAll();

        assertThat(vm.list().messageProperty().get()).startsWith("Cannot read this scope");
        assertThat(vm.list().loadingProperty().get()).isFalse();
        assertThat(vm.list().progress().runningProperty().get()).isFalse();
        assertThat(vm.list().rows()).isEmpty();
    }
}
