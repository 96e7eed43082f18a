package io.tenantdesk.schema;

import static io.tenantdesk.schema.BundledPlatforms.AT;
import static io.tenantdesk.schema.BundledPlatforms.assertValid;
import static io.tenantdesk.schema.BundledPlatforms.entityNames;
import static io.tenantdesk.schema.BundledPlatforms.item;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.item.Item;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bundled wallcrawler descriptor encodes its design: tables, entities, keys, indexes, roles and secrets. */
class WallcrawlerDescriptorTest {

    private final BundledPlatforms bundled = new BundledPlatforms();

    @Test
    void declaresTheFourTablesAndTheirEntities() {
        PlatformDescriptor p = bundled.platform("wallcrawler");
        assertThat(p.tables().keySet())
                .containsExactlyInAnyOrder(
                        "wallcrawler-sessions", "wallcrawler-projects", "wallcrawler-api-keys", "wallcrawler-contexts");
        assertThat(entityNames(p)).containsExactlyInAnyOrder("Session", "Project", "ApiKey", "Context");
        assertThat(bundled.namesWithRole("wallcrawler", Role.SESSION)).containsExactly("Session");
        assertThat(bundled.entity("wallcrawler", "Session").tenantField()).contains("projectId");
    }

    @Test
    void theStatusIndexIsKeysOnlyAndSortsOnANumericExpiry() {
        TableDef sessions =
                bundled.platform("wallcrawler").table("wallcrawler-sessions").orElseThrow();
        IndexDef byStatus = sessions.index("status-expiresAt-index").orElseThrow();
        assertThat(byStatus.projection().type()).isEqualTo(Projection.Type.KEYS_ONLY);
        assertThat(byStatus.projection().isWholeItem()).isFalse();
        assertThat(byStatus.partitionKey()).isEqualTo(new KeyAttribute("status", KeyType.S));
        assertThat(byStatus.sortKey()).isEqualTo(new KeyAttribute("expiresAt", KeyType.N));
        assertThat(sessions.ttlAttributeIfAny()).contains("expiresAt");
        assertThat(bundled.attribute("wallcrawler", "Session", "expiresAt").type())
                .isEqualTo(AttributeType.EPOCH);
        IndexDef byProject = sessions.index("projectId-createdAt-index").orElseThrow();
        assertThat(byProject.sortKey()).isEqualTo(new KeyAttribute("createdAt", KeyType.S));
        assertThat(bundled.entity("wallcrawler", "Session")
                        .byTenant()
                        .orElseThrow()
                        .indexIfAny())
                .contains("projectId-createdAt-index");
    }

    @Test
    void offersRunningSessionsExpiringWithinTheHour() {
        EntityDef session = bundled.entity("wallcrawler", "Session");
        RangePattern byStatus = session.ranges().get("by-status");
        assertThat(byStatus.indexIfAny()).contains("status-expiresAt-index");
        assertThat(byStatus.parameters()).containsExactly("status");
        RangePattern expiring = session.ranges().get("running-expiring-within-hour");
        assertThat(expiring.indexIfAny()).contains("status-expiresAt-index");
        assertThat(expiring.partition().render(AT, Map.of(), KeyType.S)).isEqualTo("RUNNING");
        SortCondition sort = expiring.sortIfAny().orElseThrow();
        assertThat(sort.operator()).isEqualTo(SortCondition.Operator.BETWEEN);
        assertThat(sort.value().render(AT, Map.of(), KeyType.N)).isEqualTo(Long.toString(AT.getEpochSecond()));
        assertThat(sort.upperIfAny().orElseThrow().render(AT, Map.of(), KeyType.N))
                .isEqualTo(Long.toString(AT.getEpochSecond() + 3600));
        assertThat(bundled.attribute("wallcrawler", "Session", "status").enumValues())
                .containsExactlyInAnyOrder("RUNNING", "COMPLETED", "ERROR", "TIMED_OUT", "STOPPED");
    }

    @Test
    void theHashedApiKeyIsAMaskedStringKey() {
        EntityDef apiKey = bundled.entity("wallcrawler", "ApiKey");
        assertThat(apiKey.table().partitionKey()).isEqualTo(new KeyAttribute("apiKeyHash", KeyType.S));
        AttributeSpec hash = apiKey.attribute("apiKeyHash").orElseThrow();
        assertThat(hash.type()).isEqualTo(AttributeType.STRING);
        assertThat(hash.secret()).isTrue();
        assertThat(apiKey.keyFields()).containsExactly("apiKeyHash");
        assertThat(bundled.attribute("wallcrawler", "ApiKey", "projectIds").type())
                .isEqualTo(AttributeType.LIST);
        assertThat(bundled.attribute("wallcrawler", "Session", "eventHistory").type())
                .isEqualTo(AttributeType.LIST);
        assertThat(bundled.attribute("wallcrawler", "Session", "userMetadata").type())
                .isEqualTo(AttributeType.MAP);
    }

    @Test
    void sessionAndContextIdsMustHaveTheirDeclaredPrefix() {
        Item session = item(
                "sessionId",
                "sess_abc123",
                "status",
                "RUNNING",
                "projectId",
                "project_default",
                "createdAt",
                "2026-02-21T14:30:00Z",
                "expiresAt",
                1771688400L);
        assertValid(bundled.classify("wallcrawler", "wallcrawler-sessions", session), "Session");
        Item unprefixed = session.toBuilder().putString("sessionId", "abc123").build();
        assertThat(bundled.classify("wallcrawler", "wallcrawler-sessions", unprefixed)
                        .recognised())
                .isFalse();
        assertThat(bundled.classify(
                                "wallcrawler",
                                "wallcrawler-contexts",
                                item(
                                        "contextId",
                                        "ctx_9",
                                        "projectId",
                                        "project_default",
                                        "createdAt",
                                        "2026-02-21T14:30:00Z"))
                        .recognised())
                .isTrue();
        assertThat(bundled.classify(
                                "wallcrawler",
                                "wallcrawler-contexts",
                                item(
                                        "contextId",
                                        "9",
                                        "projectId",
                                        "project_default",
                                        "createdAt",
                                        "2026-02-21T14:30:00Z"))
                        .recognised())
                .isFalse();
    }
}
