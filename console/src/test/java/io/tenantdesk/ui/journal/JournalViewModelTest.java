package io.tenantdesk.ui.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.concurrent.Daemons;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.ShortWriteAttempts;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ItemConverter;
import io.tenantdesk.store.OutcomeChecks;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.Move;
import io.tenantdesk.store.write.MoveStep;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

@ExtendWith(DynaliteExtension.class)
class JournalViewModelTest {

    private static EntityRow edit(ConsoleFixture f, String status) {
        EntityDef license = f.platform.entity("License").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        f.store.list(license, Scope.all(), null, p -> rows.addAll(p.rows()), new CancelToken());
        EntityRow loaded = rows.stream()
                .filter(EntityRow::valid)
                .filter(r -> !r.text("status").orElse("").equals(status))
                .findFirst()
                .orElseThrow();
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, loaded);
        fields.put("status", Value.str(status));
        return f.store
                .apply(f.store.planUpdate(loaded, fields), "ticket 12")
                .item()
                .orElseThrow();
    }

    private static io.tenantdesk.store.EntityStore colleague(ConsoleFixture f) {
        return new io.tenantdesk.store.EntityStore(
                f.store.connection(), f.platform, f.journal, java.time.Clock.systemUTC(), "colleague@example.com");
    }

    @Test
    void showsEntriesNewestFirstWithTheirDiffAndFilters(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityRow changed = edit(f, "expired");
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());

        vm.load();

        assertThat(vm.rows()).singleElement().satisfies(r -> {
            assertThat(r.operation()).isEqualTo("Edit");
            assertThat(r.entity()).isEqualTo("License");
            assertThat(r.tenant()).isEqualTo(changed.text("account_id").orElseThrow());
            assertThat(r.outcome()).isEqualTo("Applied");
            assertThat(r.time())
                    .as("the fixture's zone, Europe/Berlin")
                    .isEqualTo(r.entry()
                            .provenance()
                            .at()
                            .atZone(ZoneId.of("Europe/Berlin"))
                            .format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")));
        });
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.diff()).extracting(DiffRow::attribute).contains("status", "GSI3PK");
        assertThat(vm.diff())
                .filteredOn(d -> d.attribute().equals("GSI3PK"))
                .singleElement()
                .satisfies(d -> assertThat(d.derived()).isTrue());

        vm.tenantFilterProperty().set("no-such-tenant");
        assertThat(vm.rows()).isEmpty();
        vm.tenantFilterProperty().set("");
        vm.entityFilterProperty().set("User");
        assertThat(vm.rows()).isEmpty();
        vm.entityFilterProperty().set(JournalViewModel.ALL_ENTITIES);
        assertThat(vm.rows()).hasSize(1);
    }

    @Test
    void aLongJournalShowsItsNewestWritesAndReadsOnWhenAskedWithUnreadableLinesMarkedWhereTheyAre(
            LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityRow changed = edit(f, "expired");
        Update again = f.store.planUpdate(
                changed, ChangePlanner.fieldsOf(f.platform.entity("License").orElseThrow(), changed));
        for (int i = 0; i < JournalViewModel.PAGE + 40; i++) {
            f.journal.begin(WriteRecord.planned(
                    again,
                    new WriteRecord.Provenance(Instant.now(), "x", "app_data", "test", "us-east-1", "bulk " + i),
                    new WriteRecord.Request("t", "c", null)));
        }
        Files.writeString(
                dir.resolve("journal.jsonl"),
                "{\"kind\":\"begin\",\"id\":\"z\",\"operation\":\"RENAME\"}\n",
                StandardOpenOption.APPEND);
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());

        vm.load();

        assertThat(vm.rows()).hasSize(JournalViewModel.PAGE);
        assertThat(vm.rows().get(0)).satisfies(r -> {
            assertThat(r.unreadable()).isTrue();
            assertThat(r.operation()).isEqualTo("Unreadable");
            assertThat(r.key()).isEqualTo("journal.jsonl, line " + (JournalViewModel.PAGE + 43));
            assertThat(r.outcome()).isEqualTo("Cannot be read: no `at`");
        });
        assertThat(vm.rows().get(1).reason()).isEqualTo("bulk " + (JournalViewModel.PAGE + 39));
        assertThat(vm.olderProperty().get()).isTrue();
        assertThat(vm.statusProperty().get())
                .startsWith("The newest 199 recorded writes in ")
                .endsWith("; 1 line cannot be read and is marked. Load older to read on.");
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.diff()).isEmpty();
        assertThat(vm.canRevert().get()).isFalse();

        vm.loadOlder();

        assertThat(vm.rows()).hasSize(JournalViewModel.PAGE + 42);
        assertThat(vm.rows().get(vm.rows().size() - 1).reason()).isEqualTo("ticket 12");
        assertThat(vm.olderProperty().get()).isFalse();

        vm.keyFilterProperty().set(changed.item().scalarText("SK").orElseThrow());
        assertThat(vm.rows()).hasSize(JournalViewModel.PAGE);
        vm.keyFilterProperty().set("LICENSE#no-such-license");
        assertThat(vm.rows()).isEmpty();
        assertThat(vm.statusProperty().get()).startsWith("No recorded write matches in ");
    }

    @Test
    void aMoveInterruptedHalfWayIsShownAsSuchAndCanBeFinished(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityRow loaded = edit(f, "expired");
        Map<String, Value> fields =
                ChangePlanner.fieldsOf(f.platform.entity("License").orElseThrow(), loaded);
        fields.put("license_id", Value.str("renumbered"));
        Move move = f.store.planMove(loaded, fields);
        WriteRecord planned = WriteRecord.planned(
                move,
                new WriteRecord.Provenance(Instant.now(), "x", "app_data", "test", "us-east-1", "renumber"),
                new WriteRecord.Request("t", "c", null));
        f.journal.begin(planned);
        f.dynamo
                .client()
                .putItem(b -> b.tableName(
                                f.mapping.physical(move.entity().table().name()))
                        .item(ItemConverter.toAttributes(move.after()))
                        .conditionExpression("attribute_not_exists(PK)"));
        f.journal.step(
                planned,
                new WriteRecord.Step(
                        MoveStep.CREATED.about(move.to().describe()),
                        WriteOutcome.Status.SUCCEEDED,
                        Instant.now(),
                        null));
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());
        vm.load();
        vm.selectedProperty().set(vm.rows().get(0));

        assertThat(vm.rows().get(0).outcome()).startsWith("Interrupted move");
        assertThat(vm.canFinishMove().get()).isTrue();
        assertThat(vm.canRevert().get())
                .as("an interrupted move can be undone too")
                .isTrue();
        f.dialogs.answer("finish it");

        vm.finishMove();

        assertThat(f.store.reload(loaded)).isEmpty();
        assertThat(vm.rows().get(0).operation()).isEqualTo("Delete");
        assertThat(vm.rows().get(1).outcome()).startsWith("Applied: finished from the change journal");
        assertThat(vm.statusProperty().get()).startsWith("Finished the move of License");
    }

    @Test
    void revertShowsWhatGoesBackAsksForAReasonAndUndoesTheChange(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityRow changed = edit(f, "expired");
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());
        vm.load();
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.canRevert().get()).isTrue();
        f.dialogs.answer("wrong license");

        vm.revert();

        assertThat(f.dialogs.asked).containsExactly("confirmChange: Revert edit");
        assertThat(f.dialogs.items().changesShown)
                .singleElement()
                .satisfies(shown -> assertThat(shown.changes())
                        .filteredOn(c -> c.attribute().equals("status"))
                        .singleElement()
                        .satisfies(c -> assertThat(c.after()).isEqualTo(Value.str("active"))));
        assertThat(f.store.reload(changed).orElseThrow().text("status")).contains("active");
        assertThat(vm.rows()).hasSize(2);
        assertThat(vm.rows().get(0).operation()).isEqualTo("Revert of edit");
        assertThat(vm.statusProperty().get()).startsWith("Reverted License");
    }

    @Test
    void revertIsNotOfferedOnceTheItemChangedAndSaysWhy(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityRow changed = edit(f, "expired");
        Map<String, Value> again =
                ChangePlanner.fieldsOf(f.platform.entity("License").orElseThrow(), changed);
        again.put("seats", Value.num(99));
        f.store.apply(f.store.planUpdate(changed, again), "more seats").item().orElseThrow();
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());
        vm.load();

        vm.selectedProperty().set(vm.rows().get(1));

        assertThat(vm.canRevert().get()).isFalse();
        assertThat(vm.revertHintProperty().get()).startsWith("The item has changed since this write");
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.canRevert().get()).isTrue();
    }

    @Test
    void anEntryAlreadyRevertedIsNotOfferedAgain(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        edit(f, "expired");
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());
        vm.load();
        vm.selectedProperty().set(vm.rows().get(0));
        f.dialogs.answer("wrong license");
        vm.revert();

        vm.selectedProperty().set(vm.rows().get(1));

        assertThat(vm.rows().get(1).operation()).isEqualTo("Edit");
        assertThat(vm.canRevert().get()).isFalse();
        assertThat(vm.revertHintProperty().get()).startsWith("Already reverted");
    }

    @Test
    void aRevertThatLostItsRaceAfterTheCheckIsShownAsAnError(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityRow changed = edit(f, "expired");
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());
        vm.load();
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.canRevert().get()).isTrue();
        Map<String, Value> again =
                ChangePlanner.fieldsOf(f.platform.entity("License").orElseThrow(), changed);
        again.put("seats", Value.num(99));
        colleague(f).apply(f.store.planUpdate(changed, again), "more seats");
        f.dialogs.answer("undo status");

        vm.revert();

        assertThat(f.dialogs.errors).singleElement().asString().startsWith("Not reverted: Someone changed this item");
        assertThat(f.store.reload(changed).orElseThrow().text("seats")).contains("99");
    }

    @Test
    void attemptsThatWroteNothingAreTheirOwnKindHiddenByDefaultAndNotCounted(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityDef license = f.platform.entity("License").orElseThrow();
        EntityRow changed = edit(f, "expired");
        Map<String, Value> theirs = ChangePlanner.fieldsOf(license, changed);
        theirs.put("seats", Value.num(50));
        colleague(f).apply(f.store.planUpdate(changed, theirs), "their change");
        Map<String, Value> late = ChangePlanner.fieldsOf(license, changed);
        late.put("seats", Value.num(7));
        assertThatThrownBy(() -> f.store.apply(f.store.planUpdate(changed, late), "too late"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT));
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());

        vm.load();

        assertThat(vm.rows()).hasSize(2).allSatisfy(r -> assertThat(r.outcome()).isEqualTo("Applied"));
        assertThat(vm.statusProperty().get())
                .startsWith("2 recorded writes in ")
                .doesNotContain("attempt");
        vm.showAttemptsProperty().set(true);
        assertThat(vm.rows()).hasSize(3);
        JournalRow attempt = vm.rows().get(0);
        assertThat(attempt.outcome()).startsWith("Conflict: not applied");
        vm.selectedProperty().set(attempt);
        assertThat(vm.afterHeadingProperty().get()).isEqualTo("Would have been (not written)");
        assertThat(vm.diff())
                .filteredOn(d -> d.attribute().equals("seats"))
                .singleElement()
                .satisfies(d -> assertThat(d.after()).isEqualTo("7"));
        assertThat(vm.canRevert().get()).isFalse();
        assertThat(vm.revertHintProperty().get()).contains("wrote nothing");
        assertThat(vm.statusProperty().get())
                .startsWith("2 recorded writes in ")
                .contains("; 1 attempt that wrote nothing");
    }

    @Test
    void aRefusedCreditAdjustmentShowsTheCreditItWouldHaveMade(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "helpmaton", dir, "Workspace");
        EntityDef workspace = f.platform.entity("Workspace").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        f.store.list(workspace, Scope.all(), null, p -> rows.addAll(p.rows()), new CancelToken());
        EntityRow tenant = rows.stream().filter(EntityRow::valid).findFirst().orElseThrow();
        BigDecimal balance = new BigDecimal(tenant.text("creditBalance").orElseThrow());
        BigDecimal tooMuch = balance.add(BigDecimal.TEN).negate();
        String id = tenant.text("workspaceId").orElseThrow();
        assertThatThrownBy(() -> f.store.apply(f.store.planCredit(workspace, id, tooMuch), "refund"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.REFUSED));
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());
        vm.showAttemptsProperty().set(true);
        vm.load();

        vm.selectedProperty().set(vm.rows().get(0));

        assertThat(vm.afterHeadingProperty().get()).isEqualTo("Would have been (not written)");
        assertThat(vm.diff())
                .extracting(DiffRow::attribute, DiffRow::before, DiffRow::after)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple(
                                "creditBalance",
                                balance.toPlainString(),
                                balance.add(tooMuch).toPlainString()),
                        org.assertj.core.groups.Tuple.tuple(
                                "version",
                                tenant.text("version").orElseThrow(),
                                new BigDecimal(tenant.text("version").orElseThrow())
                                        .add(BigDecimal.ONE)
                                        .toPlainString()));
    }

    @Test
    void aWriteNotAppliedSoFarShowsSoInTheHistoryAndItsLateOutcomeOnceKnown(LocalDynamo dynamo, @TempDir Path dir)
            throws Exception {
        CountDownLatch checksMayRun = new CountDownLatch(1);
        OutcomeChecks checks = new OutcomeChecks(
                OutcomeChecks.STANDARD_WAITS,
                (wait, cancel) -> checksMayRun.await(),
                Executors.newCachedThreadPool(Daemons.named("journal-test-checks")));
        try (FaultProxy proxy = FaultProxy.start(dynamo.endpoint());
                DynamoDbClient client = DynamoClients.local(
                        proxy.endpoint(),
                        List.of(dynamo.writeGuard(), ShortWriteAttempts.scaled(Duration.ofMillis(400))))) {
            ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, client, checks, "License");
            EntityDef license = f.platform.entity("License").orElseThrow();
            List<EntityRow> rows = new ArrayList<>();
            f.store.list(license, Scope.all(), null, p -> rows.addAll(p.rows()), new CancelToken());
            EntityRow loaded = rows.stream()
                    .filter(EntityRow::valid)
                    .filter(r -> r.text("status").orElse("").equals("active"))
                    .findFirst()
                    .orElseThrow();
            String marker = "\"" + loaded.item().scalarText("SK").orElseThrow() + "\"";
            JournalViewModel history = new JournalViewModel(f.context, loaded);
            Map<String, Value> fields = ChangePlanner.fieldsOf(license, loaded);
            fields.put("status", Value.str("expired"));
            proxy.faultNextWrite(marker, FaultProxy.Fault.DELAY_PAST_TIMEOUT);
            assertThatThrownBy(() -> f.store.apply(f.store.planUpdate(loaded, fields), "expire"))
                    .isInstanceOfSatisfying(
                            StoreException.class,
                            e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.NOT_APPLIED_SO_FAR));
            history.load();
            assertThat(history.rows())
                    .singleElement()
                    .satisfies(r -> assertThat(r.outcome()).startsWith("Not applied so far"));
            CompletableFuture<WriteRecord> settled = new CompletableFuture<>();
            f.store.onOutcomeSettled(settled::complete);

            proxy.release(marker);
            proxy.delivered(marker);
            checksMayRun.countDown();
            settled.get();

            assertThat(history.rows())
                    .as("read again once the outcome was known")
                    .singleElement()
                    .satisfies(r -> assertThat(r.outcome())
                            .startsWith("Applied late (reply lost; the item read back was unchanged at first")
                            .contains(", found at "));
            assertThat(history.statusProperty().get())
                    .startsWith("The outcome of a write not applied so far is known: Applied late");
            history.dispose();
        }
    }

    @Test
    void anotherPlatformsEntryIsNamedByItsTitleAndShowsItsDiff(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture lon12 = ConsoleFixture.withOnly(dynamo, "lon12", dir, "Organization");
        EntityDef organization = lon12.platform.entity("Organization").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        lon12.store.list(organization, Scope.all(), null, p -> rows.addAll(p.rows()), new CancelToken());
        EntityRow loaded = rows.stream().filter(EntityRow::valid).findFirst().orElseThrow();
        Map<String, Value> fields = ChangePlanner.fieldsOf(organization, loaded);
        fields.put("name", Value.str("Renamed Ltd"));
        lon12.store.apply(lon12.store.planUpdate(loaded, fields), "ticket 31");
        ConsoleFixture appData = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        JournalViewModel vm = new JournalViewModel(appData.context, appData.dialogs.items(), appData.dialogs.bulk());

        vm.everywhereProperty().set(true);

        JournalRow elsewhere = vm.rows().stream()
                .filter(r -> r.reason().equals("ticket 31"))
                .findFirst()
                .orElseThrow();
        assertThat(elsewhere.where()).startsWith("Treven · ");
        assertThat(elsewhere.entity()).isEqualTo("Organization");
        vm.selectedProperty().set(elsewhere);
        assertThat(vm.diff())
                .filteredOn(d -> d.attribute().equals("name"))
                .singleElement()
                .satisfies(d -> assertThat(d.after()).isEqualTo("Renamed Ltd"));
        assertThat(vm.canRevert().get()).isFalse();
    }

    @Test
    void listsThisPlatformAndConnectionsWritesUnlessAskedAndOpensNoItemAcrossThem(
            LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityRow changed = edit(f, "expired");
        Update again = f.store.planUpdate(
                changed, ChangePlanner.fieldsOf(f.platform.entity("License").orElseThrow(), changed));
        f.journal.begin(WriteRecord.planned(
                again,
                new WriteRecord.Provenance(
                        Instant.now(), "x", "app_data", "prod", "eu-west-1", "on another account", "123456789012"),
                new WriteRecord.Request("t", "c", null)));
        f.journal.begin(WriteRecord.planned(
                again,
                new WriteRecord.Provenance(Instant.now(), "x", "lon12", "test", "us-east-1", "on another platform"),
                new WriteRecord.Request("t", "c", null)));
        f.journal.begin(WriteRecord.planned(
                again,
                new WriteRecord.Provenance(
                        Instant.now(), "x", "app_data", "test", "us-east-1", "before entries recorded their account"),
                new WriteRecord.Request("t", "c", null)));
        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk());

        vm.load();

        assertThat(vm.rows())
                .extracting(JournalRow::reason)
                .containsExactly("before entries recorded their account", "ticket 12");
        assertThat(vm.rows().get(1).entry().provenance().account())
                .isEqualTo(dynamo.endpoint().toString());
        assertThat(vm.statusProperty().get()).contains(" for App Data · " + dynamo.endpoint() + ", us-east-1");

        vm.everywhereProperty().set(true);

        assertThat(vm.rows())
                .extracting(JournalRow::reason)
                .containsExactly(
                        "before entries recorded their account",
                        "on another platform",
                        "on another account",
                        "ticket 12");
        JournalRow elsewhere = vm.rows().get(2);
        assertThat(elsewhere.where()).isEqualTo("App Data · account 123456789012, eu-west-1");
        vm.selectedProperty().set(elsewhere);
        assertThat(vm.canRevert().get()).isFalse();
        assertThat(vm.revertHintProperty().get())
                .isEqualTo("It was made on account 123456789012, eu-west-1; connect there to revert it.");
        vm.openItem();
        assertThat(f.workspace.opened).isEmpty();
        assertThat(f.dialogs.infos)
                .singleElement()
                .asString()
                .startsWith("Item not opened: This change was made on "
                        + "App Data · account 123456789012, eu-west-1, and this console is on App Data · ");
        vm.selectedProperty().set(vm.rows().get(1));
        assertThat(vm.revertHintProperty().get()).isEqualTo("It was made on platform lon12; switch to it to revert.");
        vm.selectedProperty().set(vm.rows().get(3));
        vm.openItem();
        assertThat(f.workspace.opened).hasSize(1);
    }

    @Test
    void anItemsHistoryListsItsWritesOnlyNewestFirstWithWhoWhenAndWhy(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture f = ConsoleFixture.withOnly(dynamo, "app_data", dir, "License");
        EntityDef license = f.platform.entity("License").orElseThrow();
        EntityRow first = edit(f, "expired");
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, first);
        fields.put("seats", Value.num(12));
        EntityRow second = colleague(f)
                .apply(f.store.planUpdate(first, fields), "twelve seats")
                .item()
                .orElseThrow();
        EntityRow other = edit(f, "expired");
        assertThat(other.item().get("SK")).isNotEqualTo(second.item().get("SK"));

        JournalViewModel vm = new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk(), second);
        vm.load();

        assertThat(vm.title())
                .isEqualTo("History: License "
                        + io.tenantdesk.schema.PrimaryKey.of(license.table(), second.item())
                                .describe());
        assertThat(vm.itemHistory()).isTrue();
        assertThat(vm.rows())
                .extracting(r -> r.actor() + ": " + r.reason())
                .containsExactly("colleague@example.com: twelve seats", "support@example.com: ticket 12");
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.diff())
                .filteredOn(d -> d.attribute().equals("seats"))
                .singleElement()
                .satisfies(d -> assertThat(d.after()).isEqualTo("12"));
        assertThat(new JournalViewModel(f.context, f.dialogs.items(), f.dialogs.bulk(), other).identity())
                .isNotEqualTo(vm.identity());
    }
}
