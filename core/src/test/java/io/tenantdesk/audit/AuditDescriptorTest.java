package io.tenantdesk.audit;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.WriteOutcome;
import io.tenantdesk.store.WriteRecord;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The audit table's own descriptor: it loads, and the console's store browses a real audit table through it. */
@ExtendWith(DynaliteExtension.class)
class AuditDescriptorTest {

    private static PlatformDescriptor descriptor() throws IOException {
        try (InputStream in = AuditDescriptorTest.class.getResourceAsStream("/audit/tenantdesk-audit.json")) {
            return new DescriptorLoader()
                    .load("tenantdesk-audit.json", new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void theConsoleBrowsesTheAuditTableLikeAnyPlatform(LocalDynamo dynamo) throws IOException {
        PlatformDescriptor platform = descriptor();
        String name = dynamo.tablePrefix() + "audit-" + UUID.randomUUID();
        AuditTable table = new AuditTable(
                new Connection("audit", dynamo.client(), TableNameMapping.identity(), false), name, Optional.empty());
        table.create();
        Instant at = Instant.parse("2026-11-20T10:00:00Z");
        for (String actor : List.of("ada", "bob", "ada")) {
            String id = UUID.randomUUID().toString();
            at = at.plusSeconds(60);
            WriteRecord edit = AuditRecords.edit(id, at, actor, "a1", "LICENSE#l1", "a1");
            table.begin(edit, "{\"kind\":\"begin\",\"id\":\"" + id + "\"}");
            table.step(id, "{\"kind\":\"step\"}");
            table.complete(
                    AuditRecords.ended(edit, WriteOutcome.Status.SUCCEEDED),
                    "{\"kind\":\"end\",\"status\":\"SUCCEEDED\"}");
        }
        EntityStore store = new EntityStore(
                new Connection(
                        "audit", dynamo.client(), new TableNameMapping("", "", Map.of("tenantdesk-audit", name)), true),
                platform,
                null,
                Clock.systemUTC(),
                "test");
        EntityDef change = platform.entity("Change").orElseThrow();

        List<EntityRow> rows = new ArrayList<>();
        store.list(change, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
        List<EntityRow> byAda = new ArrayList<>();
        store.list(
                change,
                Scope.range("by-actor", Map.of("actor", "ada")),
                null,
                page -> byAda.addAll(page.rows()),
                new CancelToken());

        assertThat(rows)
                .hasSize(3)
                .allSatisfy(row -> assertThat(row.valid())
                        .as(row.classification().summary())
                        .isTrue());
        assertThat(store.describe(change, Scope.all())).contains("index byTime");
        assertThat(byAda)
                .hasSize(2)
                .allSatisfy(row -> assertThat(row.text("actor")).contains("ada"));
    }
}
