package io.tenantdesk.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.FaultProxy.Fault;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The shared audit table on dynalite: created as designed, written conditionally, listed newest first by each index. */
@ExtendWith(DynaliteExtension.class)
class AuditTableTest {

    private static final Instant T0 = Instant.parse("2026-11-20T10:00:00Z");

    private LocalDynamo dynamo;
    private AuditTable table;

    @BeforeEach
    void create(LocalDynamo dynamo) {
        this.dynamo = dynamo;
        table = new AuditTable(
                new Connection("test", dynamo.client(), TableNameMapping.identity(), false),
                dynamo.tablePrefix() + "audit-" + UUID.randomUUID(),
                Optional.of(Duration.ofDays(400)));
        assertThat(table.create()).as("dynalite has no TTL: said, not failed").isFalse();
    }

    private void begin(String id, Instant at, String actor, String account, String sortKey, String tenant) {
        table.begin(
                AuditRecords.edit(id, at, actor, account, sortKey, tenant),
                "{\"kind\":\"begin\",\"id\":\"" + id + "\"}");
    }

    private List<String> ids(AuditQuery query, int pageSize) {
        List<String> ids = new ArrayList<>();
        Optional<AuditPage.Cursor> next = Optional.empty();
        do {
            AuditPage page = table.page(query, next, pageSize);
            page.items().forEach(e -> ids.add(e.scalarTextOrNull(AuditTableDesign.ENTRY_ID)));
            next = page.next();
        } while (next.isPresent());
        return ids;
    }

    @Test
    void eachIndexListsItsEntriesNewestFirstPageByPage() {
        begin("a", T0, "ada", "a1", "LICENSE#l1", "a1");
        begin("b", T0.plusSeconds(60), "bob", "a1", "LICENSE#l1", "a1");
        begin("c", T0.plusSeconds(120), "ada", "a2", "LICENSE#l7", "a2");
        begin("d", T0.plus(Duration.ofDays(2)), "ada", "a1", "META", null);

        assertThat(ids(new AuditQuery.ForItem("app_data", "app_data", "PK=ACCOUNT#a1, SK=LICENSE#l1"), 1))
                .containsExactly("b", "a");
        assertThat(ids(new AuditQuery.ForTenant("app_data", "a1"), 1)).containsExactly("b", "a");
        assertThat(ids(new AuditQuery.ByActor("ada"), 2)).containsExactly("d", "c", "a");
        assertThat(ids(AuditQuery.Window.everything(), 3)).containsExactly("d", "c", "b", "a");
        assertThat(ids(new AuditQuery.Window(T0.plusSeconds(30), T0.plus(Duration.ofDays(1))), 10))
                .containsExactly("c", "b");
    }

    @Test
    void anOutcomeIsRecordedOnceAndStepsInOrder() {
        WriteRecord m = AuditRecords.edit("m", T0, "ada", "a1", "LICENSE#l1", "a1");
        table.begin(m, "{\"kind\":\"begin\",\"id\":\"m\"}");
        table.step("m", "{\"kind\":\"step\",\"n\":1}");
        table.step("m", "{\"kind\":\"step\",\"n\":2}");
        table.complete(AuditRecords.ended(m, WriteOutcome.Status.SUCCEEDED), "{\"kind\":\"end\"}");

        Item stored = table.get("m").orElseThrow();
        assertThat(stored.scalarText(AuditTableDesign.STATUS)).contains("SUCCEEDED");
        assertThat(stored.scalarText(AuditTableDesign.BEGIN)).contains("{\"kind\":\"begin\",\"id\":\"m\"}");
        assertThat(stored.get(AuditTableDesign.STEPS))
                .contains(new Value.ListOf(
                        List.of(Value.str("{\"kind\":\"step\",\"n\":1}"), Value.str("{\"kind\":\"step\",\"n\":2}"))));
        assertThat(stored.scalarText(AuditTableDesign.END)).contains("{\"kind\":\"end\"}");
        assertThat(stored.scalarText(AuditTableDesign.TENANT_KEY)).contains("app_data|a1");
        assertThat(stored.scalarText(AuditTableDesign.ITEM_KEY))
                .contains("app_data|app_data|PK=ACCOUNT#a1, SK=LICENSE#l1");
        assertThatThrownBy(() -> table.complete(AuditRecords.ended(m, WriteOutcome.Status.FAILED), "{}"))
                .as("an outcome, once settled, is never replaced")
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT));
        assertThatThrownBy(() -> table.begin(AuditRecords.edit("m", T0, "eve", "x", "META", null), "{}"))
                .as("an id is never recorded twice")
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT));
        assertThat(table.get("m").orElseThrow().scalarText(AuditTableDesign.ACTOR))
                .contains("ada");
        var ttl = dynamo.client()
                .getItem(b -> b.tableName(table.name())
                        .key(java.util.Map.of(
                                AuditTableDesign.ENTRY_ID,
                                software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS("m"))))
                .item()
                .get(AuditTableDesign.EXPIRES_AT);
        assertThat(Long.parseLong(ttl.n()))
                .isEqualTo(T0.plus(Duration.ofDays(400)).getEpochSecond());
    }

    @Test
    void anOutcomeNotSettledIsReplacedOnceByTheOneFoundLater() {
        WriteRecord late = AuditRecords.edit("late", T0, "ada", "a1", "LICENSE#l1", "a1");
        table.begin(late, "{\"kind\":\"begin\",\"id\":\"late\"}");
        table.complete(AuditRecords.ended(late, WriteOutcome.Status.NOT_APPLIED_SO_FAR), "{\"kind\":\"end\",\"n\":1}");

        table.settle(AuditRecords.ended(late, WriteOutcome.Status.APPLIED_LATE), "{\"kind\":\"end\",\"n\":2}");

        Item stored = table.get("late").orElseThrow();
        assertThat(stored.scalarText(AuditTableDesign.STATUS)).contains("APPLIED_LATE");
        assertThat(stored.scalarText(AuditTableDesign.END)).contains("{\"kind\":\"end\",\"n\":2}");
        assertThatThrownBy(
                        () -> table.settle(AuditRecords.ended(late, WriteOutcome.Status.NOT_APPLIED_AFTER_CHECK), "{}"))
                .as("a settled outcome is never replaced")
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.CONFLICT));

        WriteRecord unrecorded = AuditRecords.edit("unrecorded", T0, "ada", "a1", "LICENSE#l2", "a1");
        table.begin(unrecorded, "{\"kind\":\"begin\",\"id\":\"unrecorded\"}");
        table.settle(AuditRecords.ended(unrecorded, WriteOutcome.Status.NOT_APPLIED_AFTER_CHECK), "{\"kind\":\"end\"}");
        assertThat(table.get("unrecorded").orElseThrow().scalarText(AuditTableDesign.STATUS))
                .as("settled where the first outcome never reached the table")
                .contains("NOT_APPLIED_AFTER_CHECK");
    }

    @Test
    void aLostReplyIsSettledByReadingTheEntryBackSoEachWriteIsMadeOnce() {
        try (FaultProxy proxy = FaultProxy.start(dynamo.endpoint());
                DynamoDbClient client = DynamoClients.local(proxy.endpoint())) {
            AuditTable through = new AuditTable(
                    new Connection("through the proxy", client, TableNameMapping.identity(), false),
                    table.name(),
                    Optional.empty());
            WriteRecord lost = AuditRecords.edit("lost-1", T0, "ada", "a1", "LICENSE#l1", "a1");

            proxy.faultNextWrite("lost-1", Fault.ERROR_AFTER_APPLYING);
            through.begin(lost, "{\"kind\":\"begin\",\"id\":\"lost-1\"}");
            proxy.faultNextWrite("lost-1", Fault.DROP_AFTER_APPLYING);
            through.step("lost-1", "{\"kind\":\"step\"}");
            proxy.faultNextWrite("lost-1", Fault.ERROR_AFTER_APPLYING);
            through.complete(AuditRecords.ended(lost, WriteOutcome.Status.SUCCEEDED), "{\"kind\":\"end\"}");

            Item stored = table.get("lost-1").orElseThrow();
            assertThat(stored.get(AuditTableDesign.STEPS))
                    .as("appended once")
                    .contains(new Value.ListOf(List.of(Value.str("{\"kind\":\"step\"}"))));
            assertThat(stored.scalarText(AuditTableDesign.STATUS)).contains("SUCCEEDED");
            assertThat(proxy.seen("lost-1"))
                    .as("each write sent once")
                    .extracting(FaultProxy.Seen::operation)
                    .containsExactly("PutItem", "UpdateItem", "UpdateItem");

            WriteRecord never = AuditRecords.edit("lost-2", T0, "ada", "a1", "LICENSE#l2", "a1");
            proxy.faultNextWrite("lost-2", Fault.DROP_BEFORE_SENDING);
            assertThatThrownBy(() -> through.begin(never, "{\"kind\":\"begin\",\"id\":\"lost-2\"}"))
                    .isInstanceOfSatisfying(
                            StoreException.class,
                            e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.NOT_APPLIED_SO_FAR));
            assertThat(table.get("lost-2")).isEmpty();
        }
    }
}
