package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.TestClock;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Update;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Writes on app_data (no version attribute: guarded on the loaded values) against dynalite. */
@ExtendWith(DynaliteExtension.class)
class StoreWriteTest {

    private LocalDynamo dynamo;
    private EntityStore store;
    private ChangeJournal journal;
    private EntityDef license;
    private Connection connection;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        this.dynamo = dynamo;
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.provision(Platforms.get("app_data"), mapping);
        connection = new Connection("test", dynamo.client(), mapping, false);
        journal = new ChangeJournal(dir.resolve("journal.jsonl"));
        store = new EntityStore(
                connection, Platforms.get("app_data"), journal, Clock.systemUTC(), "arn:aws:iam::1:user/ada");
        license = store.platform().entity("License").orElseThrow();
    }

    private static Map<String, Value> licenseFields(String id, String status, String endDate) {
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("account_id", Value.str("acme"));
        fields.put("license_id", Value.str(id));
        fields.put("product", Value.str("Analytics Pro"));
        fields.put("status", Value.str(status));
        fields.put("end_date", Value.str(endDate));
        fields.put("enterprise_id", Value.str("ent-1"));
        return fields;
    }

    private EntityRow createLicense(String id) {
        return store.apply(
                        store.planCreate(license, licenseFields(id, "active", "2026-12-01")),
                        "new license for a ticket")
                .item()
                .orElseThrow();
    }

    @Test
    void createRendersEveryKeyAndStampsTheItem() {
        EntityRow created = createLicense("l-1");

        assertThat(created.valid()).as(created.classification().summary()).isTrue();
        assertThat(created.item().scalarText("PK")).contains("ACCOUNT#acme");
        assertThat(created.item().scalarText("GSI3PK")).contains("LICENSE#STATUS#active");
        assertThat(created.item().scalarText("GSI3SK")).contains("2026-12-01#l-1");
        assertThat(created.item().scalarText("GSI2PK")).contains("ENTERPRISE#ent-1");
        assertThat(created.item().scalarText("updated_by")).contains("arn:aws:iam::1:user/ada");
        assertThat(store.get(license, Map.of("account_id", "acme", "license_id", "l-1")))
                .contains(created);
    }

    @Test
    void creatingAnExistingKeyIsAConflictCarryingTheItemThatIsThere() {
        EntityRow first = createLicense("l-1");

        assertThatThrownBy(() -> createLicense("l-1")).isInstanceOfSatisfying(StoreException.class, e -> {
            assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT);
            assertThat(e.current()).contains(first);
        });
    }

    @Test
    void anInvalidItemIsNotWrittenAndEveryViolationIsNamed() {
        Map<String, Value> fields = licenseFields("l#2", "paused", "2026-13-01");

        assertThatThrownBy(() -> store.apply(store.planCreate(license, fields), "x")
                        .item()
                        .orElseThrow())
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.VALIDATION);
                    assertThat(e.violations())
                            .extracting(Violation::message)
                            .contains("`license_id` must not contain `#`");
                    assertThat(e.violations()).extracting(Violation::rule).contains(Rule.KEY_PATTERN);
                });
        assertThat(dynamo.client()
                        .scan(b -> b.tableName(connection.tables().physical("app_data")))
                        .count())
                .isZero();
    }

    @Test
    void aStatusEditMovesTheItemToTheNewGsi3Partition() {
        EntityRow loaded = createLicense("l-1");
        Map<String, Value> edited = ChangePlanner.fieldsOf(license, loaded);
        edited.put("status", Value.str("expired"));

        ItemWrite plan = store.planUpdate(loaded, edited);
        assertThat(plan.changes()).extracting(AttributeChange::attribute).contains("status", "GSI3PK");
        assertThat(plan.changes())
                .filteredOn(c -> c.attribute().equals("GSI3PK"))
                .singleElement()
                .satisfies(c -> assertThat(c.derived()).isTrue());

        store.apply(store.planUpdate(loaded, edited), "customer cancelled")
                .item()
                .orElseThrow();

        assertThat(Rows.of(store, "License", Scope.range("by-status", Map.of("status", "expired"))))
                .extracting(r -> r.text("license_id").orElseThrow())
                .containsExactly("l-1");
        assertThat(Rows.of(store, "License", Scope.range("by-status", Map.of("status", "active"))))
                .isEmpty();
    }

    @Test
    void twoEditsFromTheSameLoadedStateOneWinsTheOtherConflicts() {
        EntityRow loaded = createLicense("l-1");
        Map<String, Value> mine = ChangePlanner.fieldsOf(license, loaded);
        mine.put("product", Value.str("Data Vault"));
        Map<String, Value> theirs = ChangePlanner.fieldsOf(license, loaded);
        theirs.put("seats", Value.num(40));

        EntityRow winner = store.apply(store.planUpdate(loaded, theirs), "more seats")
                .item()
                .orElseThrow();

        assertThatThrownBy(() -> store.apply(store.planUpdate(loaded, mine), "rename")
                        .item()
                        .orElseThrow())
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT);
                    assertThat(e.current()).contains(winner);
                });
        assertThat(store.reload(loaded).orElseThrow().item().scalarText("product"))
                .contains("Analytics Pro");
    }

    @Test
    void deleteIsGuardedToo() {
        EntityRow loaded = createLicense("l-1");
        Map<String, Value> edited = ChangePlanner.fieldsOf(license, loaded);
        edited.put("seats", Value.num(3));
        store.apply(store.planUpdate(loaded, edited), "seats").item().orElseThrow();

        assertThatThrownBy(() -> store.apply(store.planDelete(loaded), "cleanup"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT));
        store.apply(store.planDelete(store.reload(loaded).orElseThrow()), "cleanup");
        assertThat(store.reload(loaded)).isEmpty();
    }

    @Test
    void primaryKeyValuesCannotBeChangedByAnUpdate() {
        EntityRow loaded = createLicense("l-1");
        Map<String, Value> edited = ChangePlanner.fieldsOf(license, loaded);
        edited.put("license_id", Value.str("l-2"));

        assertThatThrownBy(() -> store.apply(store.planUpdate(loaded, edited), "x")
                        .item()
                        .orElseThrow())
                .isInstanceOfSatisfying(
                        StoreException.class,
                        e -> assertThat(e.violations())
                                .extracting(Violation::message)
                                .anySatisfy(m -> assertThat(m).contains("primary-key values are not edited in place")));
    }

    @Test
    void aReadOnlyConnectionRefusesEveryWriteInTheStore() {
        EntityRow loaded = createLicense("l-1");
        EntityStore readOnly = new EntityStore(
                new Connection("prod", dynamo.client(), connection.tables(), true),
                store.platform(),
                journal,
                Clock.systemUTC(),
                "x");
        Map<String, Value> edited = ChangePlanner.fieldsOf(license, loaded);
        edited.put("seats", Value.num(3));

        for (Runnable write : List.<Runnable>of(
                () -> readOnly.apply(readOnly.planCreate(license, licenseFields("l-9", "active", "2026-12-01")), "x")
                        .item()
                        .orElseThrow(),
                () -> readOnly.apply(readOnly.planUpdate(loaded, edited), "x")
                        .item()
                        .orElseThrow(),
                () -> readOnly.apply(readOnly.planDelete(loaded), "x"))) {
            assertThatThrownBy(write::run).isInstanceOfSatisfying(StoreException.class, e -> {
                assertThat(e.kind()).isEqualTo(StoreException.Kind.READ_ONLY);
                assertThat(e.getMessage()).contains("prod").contains("read-only");
            });
        }
        assertThat(store.reload(loaded)).contains(loaded);
    }

    @Test
    void theJournalRecordsEveryWriteWithItsOutcome() {
        EntityRow loaded = createLicense("l-1");
        Map<String, Value> edited = ChangePlanner.fieldsOf(license, loaded);
        edited.put("status", Value.str("expired"));
        store.apply(store.planUpdate(loaded, edited), "customer cancelled")
                .item()
                .orElseThrow();

        List<WriteRecord> entries = journal.entries();

        assertThat(entries).hasSize(2);
        WriteRecord update = entries.get(0);
        assertThat(update.status()).isEqualTo(WriteOutcome.Status.SUCCEEDED);
        assertThat(update.provenance().reason()).isEqualTo("customer cancelled");
        assertThat(update.provenance().actor()).isEqualTo("arn:aws:iam::1:user/ada");
        assertThat(update.write().entity()).isEqualTo("License");
        assertThat(update.request().condition())
                .contains("attribute_exists(PK)")
                .contains("status = \"active\"");
        assertThat(update.before()).contains(loaded.item());
        assertThat(update.after().orElseThrow().scalarText("GSI3PK")).contains("LICENSE#STATUS#expired");
    }

    @Test
    void aWriteWhoseRequestFailsLeavesAFailedEntry() {
        EntityStore broken = new EntityStore(
                new Connection("test", dynamo.client(), TableNameMapping.prefixed("missing-"), false),
                store.platform(),
                journal,
                Clock.systemUTC(),
                "x");

        assertThatThrownBy(() -> broken.apply(
                                broken.planCreate(license, licenseFields("l-1", "active", "2026-12-01")), "x")
                        .item()
                        .orElseThrow())
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.TABLE_MISSING);
                    assertThat(e.getMessage()).contains("app_data (missing-app_data) does not exist");
                });
        assertThat(journal.entries()).singleElement().satisfies(e -> {
            assertThat(e.status()).isEqualTo(WriteOutcome.Status.FAILED);
            assertThat(e.outcome().message()).contains("does not exist");
        });
    }

    @Test
    void aJournalThatCannotBeWrittenStopsTheWrite(@TempDir Path dir) throws Exception {
        Path notAFile = java.nio.file.Files.createDirectories(dir.resolve("journal.jsonl"));
        EntityStore unrecorded =
                new EntityStore(connection, store.platform(), new ChangeJournal(notAFile), Clock.systemUTC(), "x");

        assertThatThrownBy(() -> unrecorded
                        .apply(unrecorded.planCreate(license, licenseFields("l-1", "active", "2026-12-01")), "x")
                        .item()
                        .orElseThrow())
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.JOURNAL));
        assertThat(store.get(license, Map.of("account_id", "acme", "license_id", "l-1")))
                .isEmpty();
    }

    @Test
    void everyWriteTheTestsSentCarriedACondition() {
        createLicense("l-1");

        assertThat(dynamo.writeGuard().sent())
                .as("the create went out as a put that cannot overwrite")
                .anySatisfy(w -> {
                    assertThat(w.operation()).isEqualTo("PutItem");
                    assertThat(w.table()).isEqualTo(connection.tables().physical("app_data"));
                    assertThat(w.condition()).startsWith("attribute_not_exists(");
                });
        assertThatThrownBy(() -> dynamo.client()
                        .putItem(b -> b.tableName(connection.tables().physical("app_data"))
                                .item(Map.of(
                                        "PK",
                                        software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("x"),
                                        "SK",
                                        software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("y")))))
                .hasMessageContaining("without a ConditionExpression");
    }

    /** A store on the app_data tables whose time {@code clock} tells. */
    private EntityStore timed(TestClock clock) {
        return new EntityStore(connection, Platforms.get("app_data"), journal, clock, "arn:aws:iam::1:user/ada");
    }

    @Test
    void aConfirmedPlanIsWrittenAsPlannedAndStampedWhenItIsSent() {
        TestClock clock = new TestClock(Instant.parse("2026-11-26T10:00:00Z"));
        EntityStore timed = timed(clock);
        EntityRow loaded = timed.apply(
                        timed.planCreate(license, licenseFields("l-9", "active", "2026-12-01")), "set up")
                .item()
                .orElseThrow();
        Map<String, Value> fields = ChangePlanner.fieldsOf(license, loaded);
        fields.put("status", Value.str("expired"));
        clock.advance(Duration.ofMinutes(1));
        ItemWrite plan = timed.planUpdate(loaded, fields);

        clock.advance(Duration.ofSeconds(36));
        EntityRow written = timed.apply(plan, "expired early, ticket 42").item().orElseThrow();

        Item stored = timed.reload(written).orElseThrow().item();
        assertThat(stored.scalarText("updated_at")).as("stamped at the write").contains("2026-11-26T10:01:36Z");
        assertThat(stored.toBuilder().remove("updated_at").build())
                .as("otherwise as confirmed")
                .isEqualTo(plan.afterImage().orElseThrow().toBuilder()
                        .remove("updated_at")
                        .build());
        assertThat(journal.entries().get(0).after().orElseThrow().scalarText("updated_at"))
                .as("recorded as sent")
                .contains("2026-11-26T10:01:36Z");
    }

    @Test
    void aNewItemIsStampedWhenItIsSentAndARevertOfADeletePutsItsStampsBack() {
        TestClock clock = new TestClock(Instant.parse("2026-11-26T10:00:00Z"));
        EntityStore timed = timed(clock);
        Create plan = timed.planCreate(license, licenseFields("l-11", "active", "2026-12-01"));
        clock.advance(Duration.ofSeconds(50));

        EntityRow created = timed.apply(plan, "new").item().orElseThrow();
        clock.advance(Duration.ofMinutes(3));
        timed.apply(timed.planDelete(created), "gone");
        WriteRecord deleted = journal.entries().get(0);
        clock.advance(Duration.ofMinutes(3));
        EntityRow back = timed.revert(
                        (ItemWrite) new io.tenantdesk.journal.WriteResolver(timed.platform(), timed::rowOf)
                                .resolve(deleted),
                        "undo")
                .item()
                .orElseThrow();

        assertThat(created.item().scalarText("updated_at")).contains("2026-11-26T10:00:50Z");
        assertThat(back.item()).as("put back as it was").isEqualTo(created.item());
    }

    @Test
    void aRepairIsStampedWhenItIsSent() {
        TestClock clock = new TestClock(Instant.parse("2026-11-26T10:00:00Z"));
        EntityStore timed = timed(clock);
        EntityRow created = timed.apply(
                        timed.planCreate(license, licenseFields("l-12", "active", "2026-12-01")), "set up")
                .item()
                .orElseThrow();
        Item drifted = created.item().toBuilder()
                .put("GSI3PK", Value.str("LICENSE#STATUS#expired"))
                .build();
        dynamo.client()
                .putItem(b -> b.tableName(connection.tables().physical("app_data"))
                        .item(ItemConverter.toAttributes(drifted))
                        .conditionExpression("attribute_exists(PK)"));
        clock.advance(Duration.ofMinutes(1));
        RepairPlan plan = timed.planRepair(timed.rowOf("app_data", drifted));

        clock.advance(Duration.ofSeconds(36));
        timed.apply(plan.writeIfAny().orElseThrow(), "repair");

        Item repaired = timed.reload(created).orElseThrow().item();
        assertThat(repaired.scalarText("GSI3PK")).contains("LICENSE#STATUS#active");
        assertThat(repaired.scalarText("updated_at")).contains("2026-11-26T10:01:36Z");
    }

    @Test
    void anIndexKeyMadeOfAStampIsRenderedAgainWhenTheWriteIsStamped() {
        TableNameMapping mapping = dynamo.freshMapping();
        dynamo.provision(Platforms.get("lon12"), mapping);
        TestClock clock = new TestClock(Instant.parse("2026-11-26T10:00:00Z"));
        EntityStore lon12 = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                Platforms.get("lon12"),
                journal,
                clock,
                "arn:aws:iam::1:user/ada");
        EntityDef report = lon12.platform().entity("Report").orElseThrow();
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("orgId", Value.str("org-1"));
        fields.put("reportId", Value.str("r-1"));
        fields.put("title", Value.str("Quarterly"));
        fields.put("status", Value.str("draft"));
        Create plan = lon12.planCreate(report, fields);
        assertThat(plan.after().scalarText("GSI2SK")).contains("draft#2026-11-26T10:00:00Z");

        clock.advance(Duration.ofSeconds(36));
        EntityRow created = lon12.apply(plan, "new report").item().orElseThrow();

        assertThat(created.valid()).as(created.classification().summary()).isTrue();
        assertThat(created.item().scalarText("updatedAt")).contains("2026-11-26T10:00:36Z");
        assertThat(created.item().scalarText("GSI2SK")).contains("draft#2026-11-26T10:00:36Z");
    }

    @Test
    void aPlanWhoseItemBreaksTheDesignIsRefusedAndNothingIsWritten() {
        Create valid = store.planCreate(license, licenseFields("l-10", "active", "2026-12-01"));
        Item broken = valid.after().toBuilder().remove("product").build();
        Create tampered = Create.of(license, broken, List.of());

        assertThatThrownBy(() -> store.apply(tampered, "create"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.VALIDATION))
                .hasMessageContaining("product");
        assertThat(store.get(license, Map.of("account_id", "acme", "license_id", "l-10")))
                .isEmpty();
    }

    @Test
    void theJournalRecordsExactlyTheConditionAndUpdateSentForAnUpdateOfTenOrMoreAttributes() {
        EntityRow loaded = createLicense("l-11");
        Item.Builder edited = loaded.item().toBuilder();
        List<String> sets = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            edited.putString("note" + i, "#n1 note " + i);
            sets.add("note" + i + " = \"#n1 note " + i + "\"");
        }
        Update update = Update.of(license, loaded.item(), edited.build(), List.of());

        store.apply(update, "notes for a ticket");

        WriteRecord.Request sent = journal.entries().get(0).request();
        assertThat(sent.update()).isEqualTo("SET " + String.join(", ", sets));
        assertThat(sent.condition()).startsWith("attribute_exists(PK) AND ").doesNotContainPattern("#n\\d|:v\\d");
        loaded.item().attributes().forEach((name, value) -> {
            if (!name.equals("PK") && !name.equals("SK")) {
                assertThat(sent.condition())
                        .contains(name + " = \"" + Item.scalarText(value).orElseThrow() + "\"");
            }
        });
        for (int i = 0; i < 12; i++) {
            assertThat(sent.condition()).contains("attribute_not_exists(note" + i + ")");
        }
    }

    @Test
    void anUpdateThatChangesThePrimaryKeyIsRefusedAsAMove() {
        EntityRow loaded = createLicense("l-12");
        Item moved = loaded.item().toBuilder().putString("SK", "LICENSE#l-13").build();

        assertThatThrownBy(() -> store.apply(Update.of(license, loaded.item(), moved, List.of()), "x"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.REFUSED))
                .hasMessageContaining("that is a move");
        assertThat(journal.entries()).hasSize(1);
    }
}
