package io.tenantdesk.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

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
                dynamo.client(),
                dynamo.tablePrefix() + "audit-" + UUID.randomUUID(),
                Optional.of(Duration.ofDays(400)));
        assertThat(table.create()).as("dynalite has no TTL: said, not failed").isFalse();
    }

    private static AuditEntry entry(String id, Instant at, String actor, String key, String tenant) {
        return new AuditEntry(
                id,
                at,
                "app_data",
                actor,
                AuditTableDesign.itemKey("app_data", "app_data", key),
                tenant,
                AuditEntry.PENDING,
                "{\"kind\":\"begin\",\"id\":\"" + id + "\"}",
                List.of(),
                null);
    }

    private List<String> ids(AuditQuery query, int pageSize) {
        List<String> ids = new ArrayList<>();
        Optional<AuditPage.Cursor> next = Optional.empty();
        do {
            AuditPage page = table.page(query, next, pageSize);
            page.entries().forEach(e -> ids.add(e.id()));
            next = page.next();
        } while (next.isPresent());
        return ids;
    }

    @Test
    void eachIndexListsItsEntriesNewestFirstPageByPage() {
        table.begin(entry("a", T0, "ada", "PK=ACCOUNT#a1, SK=LICENSE#l1", "a1"));
        table.begin(entry("b", T0.plusSeconds(60), "bob", "PK=ACCOUNT#a1, SK=LICENSE#l1", "a1"));
        table.begin(entry("c", T0.plusSeconds(120), "ada", "PK=ACCOUNT#a2, SK=LICENSE#l7", "a2"));
        table.begin(entry("d", T0.plus(Duration.ofDays(2)), "ada", "PK=ACCOUNT#a1, SK=META", null));

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
        table.begin(entry("m", T0, "ada", "PK=ACCOUNT#a1, SK=LICENSE#l1", "a1"));
        table.step("m", "{\"kind\":\"step\",\"n\":1}");
        table.step("m", "{\"kind\":\"step\",\"n\":2}");
        table.complete("m", "SUCCEEDED", "{\"kind\":\"end\"}");

        AuditEntry stored = table.get("m").orElseThrow();
        assertThat(stored.status()).isEqualTo("SUCCEEDED");
        assertThat(stored.lines())
                .containsExactly(
                        "{\"kind\":\"begin\",\"id\":\"m\"}",
                        "{\"kind\":\"step\",\"n\":1}",
                        "{\"kind\":\"step\",\"n\":2}",
                        "{\"kind\":\"end\"}");
        assertThat(stored.tenant()).isEqualTo("a1");
        assertThatThrownBy(() -> table.complete("m", "FAILED", "{}"))
                .isInstanceOf(ConditionalCheckFailedException.class);
        assertThatThrownBy(() -> table.begin(entry("m", T0, "eve", "x", null)))
                .as("an id is never recorded twice")
                .isInstanceOf(ConditionalCheckFailedException.class);
        assertThat(table.get("m").orElseThrow().actor()).isEqualTo("ada");
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
}
