package io.tenantdesk.schema;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The descriptors that ship with the application: each one loads, covers every table and entity of its
 * platform's design, and encodes the design's keys, indexes, roles and secrets so that real items are
 * recognised and validated as the design says.
 */
class BundledDescriptorsTest {

    private static final Instant AT = Instant.parse("2030-01-01T10:37:12Z");

    private static Map<String, PlatformDescriptor> platforms;

    @BeforeAll
    static void loadBundled() {
        List<PlatformDescriptor> bundled = new DescriptorLoader().loadBundled();
        platforms = new LinkedHashMap<>();
        bundled.forEach(p -> platforms.put(p.id(), p));
    }

    private static PlatformDescriptor platform(String id) {
        assertThat(platforms).containsKey(id);
        return platforms.get(id);
    }

    private static EntityDef entity(String platformId, String name) {
        return platform(platformId).entity(name)
                .orElseThrow(() -> new AssertionError(platformId + " declares no entity " + name));
    }

    private static AttributeSpec attribute(String platformId, String entityName, String attributeName) {
        return entity(platformId, entityName).attribute(attributeName)
                .orElseThrow(() -> new AssertionError(entityName + " declares no attribute " + attributeName));
    }

    private static Set<String> entityNames(PlatformDescriptor p) {
        return p.entities().stream().map(EntityDef::name).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Set<String> namesWithRole(String platformId, Role role) {
        return platform(platformId).entitiesWithRole(role).stream().map(EntityDef::name)
                .collect(Collectors.toCollection(TreeSet::new));
    }

    /** An item from name/value pairs: strings become S, whole numbers N. */
    private static Item item(Object... pairs) {
        Item.Builder b = Item.builder();
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            b.put((String) pairs[i], v instanceof Number n ? Value.num(n.longValue()) : Value.str((String) v));
        }
        return b.build();
    }

    private static Classification classify(String platformId, String table, Item item) {
        return new ItemClassifier(platform(platformId)).classify(table, item);
    }

    private static void assertValid(Classification c, String expectedEntity) {
        assertThat(c.recognised()).as(c.summary()).isTrue();
        assertThat(c.entity().name()).isEqualTo(expectedEntity);
        assertThat(c.violations()).as("violations of a well-formed %s", expectedEntity).isEmpty();
    }

    @Test
    void allFiveBundledDescriptorsLoadInTheOrderOfTheIndex() {
        assertThat(platforms.keySet()).containsExactly("t3nets", "app_data", "lon12", "helpmaton", "wallcrawler");
    }

    @Test
    void everyTableHasAtLeastOneEntity() {
        for (PlatformDescriptor p : platforms.values()) {
            for (String table : p.tables().keySet()) {
                assertThat(p.entitiesOf(table)).as("%s table %s", p.id(), table).isNotEmpty();
            }
        }
    }

    @Test
    void eachPlatformHasOneTenantEntityFoundByItsOwnKey() {
        Map<String, String> expected = Map.of("t3nets", "Tenant", "app_data", "Account", "lon12", "Organization",
                "helpmaton", "Workspace", "wallcrawler", "Project");
        for (PlatformDescriptor p : platforms.values()) {
            assertThat(namesWithRole(p.id(), Role.TENANT)).as(p.id()).containsExactly(expected.get(p.id()));
            EntityDef tenant = p.tenantEntity().orElseThrow();
            assertThat(tenant.tenantField()).as("%s tenant field", p.id()).isPresent();
            assertThat(tenant.keyFields()).as("%s: the tenant id is part of the tenant's own key", p.id())
                    .contains(tenant.tenantField().get());
            assertThat(tenant.byTenant()).as("%s: a tenant is read by its key, not listed per tenant", p.id()).isEmpty();
        }
    }

    @Test
    void tenantScopedEntitiesWithoutATenantQueryAreExactlyThoseTheDesignGivesNoIndexFor() {
        Map<String, Set<String>> expected = Map.of(
                "t3nets", Set.of(),
                "app_data", Set.of(),
                "lon12", Set.of("Message", "ReportAccess", "ReportVersion"),
                "helpmaton", Set.of("AgentKey", "AgentConversation", "CreditReservation", "AgentStreamServer"),
                "wallcrawler", Set.of("Context"));
        for (PlatformDescriptor p : platforms.values()) {
            Set<String> withoutQuery = p.entities().stream()
                    .filter(e -> e.tenantField().isPresent() && !e.hasRole(Role.TENANT) && e.byTenant().isEmpty())
                    .map(EntityDef::name).collect(Collectors.toSet());
            assertThat(withoutQuery).as(p.id()).isEqualTo(expected.get(p.id()));
        }
    }

    @Test
    void everyQueryPatternUsesAnIndexOfItsOwnTable() {
        for (PlatformDescriptor p : platforms.values()) {
            for (EntityDef e : p.entities()) {
                List<String> indexes = new java.util.ArrayList<>();
                e.list().indexIfAny().ifPresent(indexes::add);
                e.byTenant().flatMap(AccessPattern::indexIfAny).ifPresent(indexes::add);
                e.ranges().values().forEach(r -> r.indexIfAny().ifPresent(indexes::add));
                assertThat(e.table().indexes().keySet()).as("%s.%s", p.id(), e.name()).containsAll(indexes);
                if (e.list().scan()) {
                    assertThat(e.list().indexIfAny()).isEmpty();
                }
            }
        }
    }

    @Nested
    class T3nets {

        @Test
        void declaresBothTablesAndEveryItemType() {
            PlatformDescriptor p = platform("t3nets");
            assertThat(p.tables().keySet()).containsExactlyInAnyOrder("conversations", "tenants");
            assertThat(entityNames(p)).containsExactlyInAnyOrder("Tenant", "User", "ChannelMapping", "UserMemory",
                    "Conversation");
        }

        @Test
        void usesTheLowercaseKeyNamesOfTheCodeAndTheChannelMappingIndex() {
            TableDef tenants = platform("t3nets").table("tenants").orElseThrow();
            assertThat(tenants.partitionKey()).isEqualTo(new KeyAttribute("pk", KeyType.S));
            assertThat(tenants.sortKey()).isEqualTo(new KeyAttribute("sk", KeyType.S));
            IndexDef channel = tenants.index("channel-mapping").orElseThrow();
            assertThat(channel.partitionKey().name()).isEqualTo("gsi1pk");
            assertThat(channel.sortKey().name()).isEqualTo("gsi1sk");
            TableDef conversations = platform("t3nets").table("conversations").orElseThrow();
            assertThat(conversations.primaryKeyNames()).containsExactly("pk", "sk");
            assertThat(conversations.ttlAttributeIfAny()).contains("ttl");
            assertThat(attribute("t3nets", "Conversation", "ttl").type()).isEqualTo(AttributeType.EPOCH);
        }

        @Test
        void rolesAreTenantUserAndConversationSessions() {
            assertThat(namesWithRole("t3nets", Role.USER)).containsExactly("User");
            assertThat(namesWithRole("t3nets", Role.SESSION)).containsExactly("Conversation");
            assertThat(entity("t3nets", "Tenant").tenantField()).contains("tenant_id");
        }

        @Test
        void jsonCarriedInStringsIsDeclaredAsJsonWithItsShape() {
            AttributeSpec settings = attribute("t3nets", "Tenant", "settings");
            assertThat(settings.type()).isEqualTo(AttributeType.JSON);
            assertThat(settings.jsonShape()).isEqualTo("object");
            assertThat(settings.jsonFields()).contains("ai_provider", "ai_model", "enabled_channels", "enabled_skills",
                    "messages_per_day", "max_conversation_history");
            AttributeSpec messages = attribute("t3nets", "Conversation", "messages");
            assertThat(messages.type()).isEqualTo(AttributeType.JSON);
            assertThat(messages.jsonShape()).isEqualTo("array");
            assertThat(messages.jsonFields()).containsExactly("role", "content");
            for (String name : List.of("channel_identities", "preferences", "custom_properties")) {
                assertThat(attribute("t3nets", "User", name).type()).as(name).isEqualTo(AttributeType.JSON);
            }
        }

        @Test
        void recognisesTheDesignsExampleItems() {
            String settings = "{\"ai_provider\": \"bedrock\", \"ai_model\": \"claude-sonnet-4-5-20250929\","
                    + " \"system_prompt_override\": \"\", \"max_tokens_per_message\": 4096,"
                    + " \"enabled_channels\": [\"dashboard\"], \"enabled_skills\": [\"sprint_status\"],"
                    + " \"custom_skills\": [], \"messages_per_day\": 1000, \"max_conversation_history\": 20}";
            assertValid(classify("t3nets", "tenants", item("pk", "TENANT#outlocks", "sk", "META", "tenant_id", "outlocks",
                    "name", "Outlocks", "status", "active", "created_at", "2026-02-21T14:30:00Z", "settings", settings)),
                    "Tenant");
            Classification mapping = classify("t3nets", "tenants", item("pk", "TENANT#outlocks",
                    "sk", "CHANNEL#teams#azure-bot-app-id", "gsi1pk", "CHANNEL#teams#azure-bot-app-id",
                    "gsi1sk", "TENANT#outlocks"));
            assertValid(mapping, "ChannelMapping");
            assertThat(mapping.keyValues()).containsEntry("channel_type", "teams")
                    .containsEntry("channel_id", "azure-bot-app-id").containsEntry("tenant_id", "outlocks");
            assertValid(classify("t3nets", "conversations", item("pk", "default", "sk", "conv-abc-123",
                    "messages", "[{\"role\": \"user\", \"content\": \"what's the sprint status?\"}]",
                    "updated_at", "2026-02-21T14:30:00Z", "ttl", 1743004200L)), "Conversation");
        }

        @Test
        void aStoredIdMustAgreeWithTheKey() {
            Classification c = classify("t3nets", "tenants", item("pk", "TENANT#outlocks", "sk", "USER#admin",
                    "user_id", "someone-else", "email", "admin@outlocks.example"));
            assertThat(c.entity().name()).isEqualTo("User");
            assertThat(c.violations()).extracting(Violation::rule).containsExactly(Rule.KEY_MISMATCH);
        }

        @Test
        void resolvesAChannelThroughTheChannelMappingIndex() {
            RangePattern byChannel = entity("t3nets", "ChannelMapping").ranges().get("by-channel");
            assertThat(byChannel.indexIfAny()).contains("channel-mapping");
            assertThat(byChannel.parameters()).containsExactly("channel_type", "channel_id");
            assertThat(byChannel.partition().render(AT, Map.of("channel_type", "teams", "channel_id", "bot-1"), KeyType.S))
                    .isEqualTo("CHANNEL#teams#bot-1");
        }
    }

    @Nested
    class AppData {

        @Test
        void declaresTheTableAndEveryEntity() {
            PlatformDescriptor p = platform("app_data");
            assertThat(p.tables().keySet()).containsExactly("app_data");
            assertThat(entityNames(p)).containsExactlyInAnyOrder("Account", "AccountAddress", "TechnicalUser", "License",
                    "Workstream", "WorkstreamTool", "Enterprise", "EnterpriseProduct", "EnterpriseService", "User",
                    "UserWorkstream", "Role", "RolePermission", "Group", "Product", "Service", "NotificationAudit");
        }
    }

    @Nested
    class Lon12 {

        @Test
        void declaresTheTableAndEveryItemType() {
            PlatformDescriptor p = platform("lon12");
            assertThat(p.tables().keySet()).containsExactly("lon12-table");
            assertThat(entityNames(p)).containsExactlyInAnyOrder("Organization", "Conversation", "Message", "AgentRun",
                    "Report", "Source", "User", "Partner", "ReportAccess", "ReportVersion", "AuditLog");
        }

        @Test
        void everyRecordCarriesItsOrganization() {
            for (EntityDef e : platform("lon12").entities()) {
                assertThat(e.tenantField()).as(e.name()).contains("orgId");
                AttributeSpec orgId = e.attribute("orgId").orElseThrow();
                assertThat(orgId.stored() && orgId.required()).as("%s stores orgId", e.name()).isTrue();
            }
            assertThat(namesWithRole("lon12", Role.USER)).containsExactly("User");
        }

        @Test
        void gsi1IsPlainAttributesAndGsi2CarriesReportsByStatus() {
            TableDef table = platform("lon12").table("lon12-table").orElseThrow();
            IndexDef gsi1 = table.index("GSI1").orElseThrow();
            assertThat(gsi1.partitionKey()).isEqualTo(new KeyAttribute("cognitoSub", KeyType.S));
            assertThat(gsi1.sortKey()).isEqualTo(new KeyAttribute("orgId", KeyType.S));
            IndexDef gsi2 = table.index("GSI2").orElseThrow();
            assertThat(gsi2.partitionKey().name()).isEqualTo("GSI2PK");
            assertThat(gsi2.sortKey().name()).isEqualTo("GSI2SK");

            EntityDef report = entity("lon12", "Report");
            assertThat(report.keys().get("GSI2PK").text()).isEqualTo("ORG#{orgId}");
            assertThat(report.keys().get("GSI2SK").text()).isEqualTo("{status}#{updatedAt}");
            RangePattern byStatus = report.ranges().get("by-status");
            assertThat(byStatus.indexIfAny()).contains("GSI2");
            assertThat(byStatus.parameters()).containsExactly("orgId", "status");
            assertThat(entity("lon12", "User").ranges().get("by-cognito-sub").indexIfAny()).contains("GSI1");
        }

        @Test
        void aReportsVersionIsItsDocumentVersionNotALock() {
            for (EntityDef e : platform("lon12").entities()) {
                assertThat(e.versionAttribute()).as(e.name()).isEmpty();
            }
            assertThat(attribute("lon12", "Report", "version").type()).isEqualTo(AttributeType.NUMBER);
        }

        @Test
        void recognisesCompositePartitionsAndFlagsAStaleStatusIndexKey() {
            Classification message = classify("lon12", "lon12-table", item("PK", "ORG#o1#CONV#c1",
                    "SK", "MSG#2026-02-21T14:30:00Z", "orgId", "o1", "role", "user", "content", "hello",
                    "createdAt", "2026-02-21T14:30:00Z"));
            assertValid(message, "Message");
            assertThat(message.keyValues()).containsEntry("conversationId", "c1");

            assertValid(classify("lon12", "lon12-table", item("PK", "ORG#o1", "SK", "AUDIT#2026-02-21T14:30:00Z#evt-1",
                    "orgId", "o1", "eventId", "evt-1", "eventType", "report.approved",
                    "createdAt", "2026-02-21T14:30:00Z")), "AuditLog");

            Item report = item("PK", "ORG#o1", "SK", "REPORT#r1", "GSI2PK", "ORG#o1",
                    "GSI2SK", "draft#2026-02-20T10:00:00Z", "orgId", "o1", "reportId", "r1", "title", "Q1",
                    "status", "approved", "createdAt", "2026-02-20T09:00:00Z", "updatedAt", "2026-02-21T10:00:00Z");
            Classification stale = classify("lon12", "lon12-table", report);
            assertThat(stale.entity().name()).isEqualTo("Report");
            assertThat(stale.violations()).extracting(Violation::rule).containsExactly(Rule.KEY_DRIFT);
        }
    }

    @Nested
    class Helpmaton {

        private static final Set<String> TABLES = Set.of("next-auth", "webhook-logs", "workspace", "permission", "agent",
                "agent-key", "workspace-api-key", "workspace-document", "output_channel", "agent-conversations",
                "credit-reservations", "token-usage-aggregates", "email-connection", "mcp-server",
                "trial-credit-requests", "subscription", "llm-request-buckets", "workspace-invite",
                "agent-stream-servers", "user-api-key", "user-refresh-token");

        @Test
        void declaresAll21TablesAndTheirEntities() {
            PlatformDescriptor p = platform("helpmaton");
            assertThat(p.tables()).hasSize(21);
            assertThat(p.tables().keySet()).containsExactlyInAnyOrderElementsOf(TABLES);
            assertThat(entityNames(p)).containsExactlyInAnyOrder("AuthUser", "AuthAccount", "WebhookLog", "Workspace",
                    "WorkspacePermission", "ResourcePermission", "Agent", "AgentKey", "WorkspaceApiKey",
                    "WorkspaceDocument", "OutputChannel", "AgentConversation", "CreditReservation",
                    "TokenUsageAggregate", "EmailConnection", "McpServer", "TrialCreditRequest", "Subscription",
                    "LlmRequestBucket", "WorkspaceInvite", "AgentStreamServer", "UserApiKey", "UserRefreshToken");
        }

        @Test
        void everyEntityLocksOnVersionAndStampsItsWrites() {
            for (EntityDef e : platform("helpmaton").entities()) {
                assertThat(e.versionAttribute()).as(e.name()).contains("version");
                AttributeSpec version = e.attribute("version").orElseThrow();
                assertThat(version.type()).isEqualTo(AttributeType.NUMBER);
                assertThat(version.required()).as("%s.version required", e.name()).isTrue();
                assertThat(e.stamps()).as(e.name())
                        .isEqualTo(new Stamps("createdAt", "createdBy", "updatedAt", "updatedBy"));
            }
        }

        @Test
        void workspaceIsTheTenantAndCarriesTheCreditBalance() {
            EntityDef workspace = entity("helpmaton", "Workspace");
            assertThat(workspace.roles()).containsExactlyInAnyOrder(Role.TENANT, Role.CREDIT);
            assertThat(workspace.keys().get("pk").text()).isEqualTo("workspaces/{workspaceId}");
            assertThat(workspace.keys().get("sk").text()).isEqualTo("workspace");
            CreditSpec credit = workspace.credit().orElseThrow();
            assertThat(credit.balanceAttribute()).isEqualTo("creditBalance");
            assertThat(credit.currencyAttributeIfAny()).contains("currency");
            assertThat(credit.floor()).isEqualByComparingTo("0");
            assertThat(attribute("helpmaton", "Workspace", "currency").enumValues()).containsExactly("usd", "eur", "gbp");
            assertThat(namesWithRole("helpmaton", Role.CREDIT)).containsExactly("CreditReservation", "Workspace");
            assertThat(namesWithRole("helpmaton", Role.USER)).containsExactly("AuthUser");
            assertThat(namesWithRole("helpmaton", Role.LICENSE)).containsExactly("Subscription");
            assertThat(namesWithRole("helpmaton", Role.SESSION)).containsExactly("UserRefreshToken");
        }

        @Test
        void sortKeysAndTtlFollowTheDesign() {
            PlatformDescriptor p = platform("helpmaton");
            Set<String> withoutSortKey = p.tables().values().stream().filter(t -> t.sortKey() == null)
                    .map(TableDef::name).collect(Collectors.toSet());
            assertThat(withoutSortKey).containsExactlyInAnyOrder("webhook-logs", "agent-conversations",
                    "credit-reservations", "llm-request-buckets");
            Set<String> withTtl = p.tables().values().stream().filter(t -> t.ttlAttributeIfAny().isPresent())
                    .map(TableDef::name).collect(Collectors.toSet());
            assertThat(withTtl).containsExactlyInAnyOrder("next-auth", "webhook-logs", "agent-conversations",
                    "credit-reservations", "llm-request-buckets", "workspace-invite");
            p.tables().values().forEach(t -> t.ttlAttributeIfAny().ifPresent(ttl -> assertThat(ttl).isEqualTo("expires")));
            Map<String, String> fixedSortKeys = Map.of("Workspace", "workspace", "Agent", "agent", "AgentKey", "key",
                    "WorkspaceApiKey", "key", "WorkspaceDocument", "document", "OutputChannel", "channel",
                    "EmailConnection", "connection", "McpServer", "server", "TrialCreditRequest", "request",
                    "Subscription", "subscription");
            fixedSortKeys.forEach((name, word) -> assertThat(entity("helpmaton", name).keys().get("sk").isLiteral()
                    && entity("helpmaton", name).keys().get("sk").text().equals(word)).as(name).isTrue());
        }

        @Test
        void workspaceResourcesAreListedPerTenantThroughByWorkspaceId() {
            for (EntityDef e : platform("helpmaton").entities()) {
                if (e.table().index("byWorkspaceId").isPresent()) {
                    assertThat(e.tenantField()).as(e.name()).contains("workspaceId");
                    AccessPattern byTenant = e.byTenant().orElseThrow();
                    assertThat(byTenant.indexIfAny()).as(e.name()).contains("byWorkspaceId");
                    assertThat(byTenant.partition().text()).isEqualTo("{workspaceId}");
                    assertThat(e.attribute("workspaceId").orElseThrow().stored()).as(e.name()).isTrue();
                }
            }
        }

        @Test
        void creditReservationsAreFoundByTheirExpiryHour() {
            IndexDef byHour = platform("helpmaton").table("credit-reservations").orElseThrow().index("byExpiresHour")
                    .orElseThrow();
            assertThat(byHour.partitionKey()).isEqualTo(new KeyAttribute("expiresHour", KeyType.N));
            assertThat(byHour.sortKey()).isEqualTo(new KeyAttribute("expires", KeyType.N));
            EntityDef reservation = entity("helpmaton", "CreditReservation");
            assertThat(reservation.attribute("expiresHour").orElseThrow().type().dynamoType()).isEqualTo("N");
            RangePattern expired = reservation.ranges().get("expired-this-hour");
            assertThat(expired.indexIfAny()).contains("byExpiresHour");
            long hour = Instant.parse("2030-01-01T10:00:00Z").getEpochSecond();
            assertThat(expired.partition().render(AT, Map.of(), KeyType.N)).isEqualTo(Long.toString(hour));
            SortCondition sort = expired.sortIfAny().orElseThrow();
            assertThat(sort.operator()).isEqualTo(SortCondition.Operator.LT);
            assertThat(sort.value().render(AT, Map.of(), KeyType.N)).isEqualTo(Long.toString(AT.getEpochSecond()));
        }

        @Test
        void recognisesItemsOfPathStyleKeys() {
            assertValid(classify("helpmaton", "permission", item("pk", "workspaces/w1", "sk", "users/u1",
                    "resourceType", "workspaces", "type", 3, "version", 1, "createdAt", "2026-01-01T00:00:00.000Z")),
                    "WorkspacePermission");
            assertValid(classify("helpmaton", "permission", item("pk", "subscriptions/s1", "sk", "users/u1",
                    "resourceType", "subscriptions", "type", 1, "version", 2, "createdAt", "2026-01-01T00:00:00.000Z")),
                    "ResourcePermission");
            assertValid(classify("helpmaton", "credit-reservations", item("pk", "credit-reservations/r1",
                    "workspaceId", "w1", "reservedAmount", 1200, "estimatedCost", 1200, "currency", "usd",
                    "expires", 1893492900L, "expiresHour", 1893492000L, "version", 1,
                    "createdAt", "2030-01-01T09:45:00.000Z")), "CreditReservation");
            Classification aggregate = classify("helpmaton", "token-usage-aggregates", item(
                    "pk", "aggregates/w1/2026-02-21", "sk", "workspace:gemini-2.5-flash:google:platform",
                    "date", "2026-02-21", "aggregateType", "workspace", "workspaceId", "w1",
                    "modelName", "gemini-2.5-flash", "provider", "google", "inputTokens", 10, "outputTokens", 20,
                    "totalTokens", 30, "costUsd", 5, "version", 1, "createdAt", "2026-02-22T00:00:00.000Z"));
            assertValid(aggregate, "TokenUsageAggregate");
            assertThat(aggregate.keyValues()).containsEntry("scopeId", "w1");
            assertValid(classify("helpmaton", "next-auth", item("pk", "users/u1", "sk", "user", "gsi1pk", "a@b.example",
                    "gsi1sk", "a@b.example", "email", "a@b.example", "type", "USER", "version", 1,
                    "createdAt", "2026-01-01T00:00:00.000Z")), "AuthUser");
            assertValid(classify("helpmaton", "next-auth", item("pk", "users/u1", "sk", "accounts/google",
                    "version", 1, "createdAt", "2026-01-01T00:00:00.000Z")), "AuthAccount");
        }

        @Test
        void aMismatchedWorkspaceIdIsCaught() {
            Classification c = classify("helpmaton", "agent", item("pk", "agents/w1/a1", "sk", "agent",
                    "workspaceId", "w2", "name", "Helper", "systemPrompt", "Be helpful.", "version", 1,
                    "createdAt", "2026-01-01T00:00:00.000Z"));
            assertThat(c.entity().name()).isEqualTo("Agent");
            assertThat(c.violations()).extracting(Violation::rule).containsExactly(Rule.KEY_MISMATCH);
        }

        @Test
        void encryptedConfigurationsAndCredentialsAreSecret() {
            for (String name : List.of("OutputChannel", "EmailConnection", "McpServer")) {
                AttributeSpec config = attribute("helpmaton", name, "config");
                assertThat(config.type()).as(name).isEqualTo(AttributeType.MAP);
                assertThat(config.secret()).as(name + ".config").isTrue();
            }
            assertThat(attribute("helpmaton", "UserApiKey", "keySalt").secret()).isTrue();
            assertThat(attribute("helpmaton", "UserRefreshToken", "tokenSalt").secret()).isTrue();
            assertThat(attribute("helpmaton", "WorkspaceInvite", "token").secret()).isTrue();
            for (String[] lookup : new String[][] {{"UserApiKey", "keyLookupHash", "byKeyHash"},
                    {"UserRefreshToken", "tokenLookupHash", "byTokenHash"}}) {
                AttributeSpec hash = attribute("helpmaton", lookup[0], lookup[1]);
                assertThat(hash.secret()).as(lookup[1]).isTrue();
                assertThat(hash.type().isScalar()).as("%s stays usable as an index key", lookup[1]).isTrue();
                assertThat(entity("helpmaton", lookup[0]).table().index(lookup[2]).orElseThrow().partitionKey().name())
                        .isEqualTo(lookup[1]);
            }
        }
    }

    @Nested
    class Wallcrawler {

        @Test
        void declaresTheFourTablesAndTheirEntities() {
            PlatformDescriptor p = platform("wallcrawler");
            assertThat(p.tables().keySet()).containsExactlyInAnyOrder("wallcrawler-sessions", "wallcrawler-projects",
                    "wallcrawler-api-keys", "wallcrawler-contexts");
            assertThat(entityNames(p)).containsExactlyInAnyOrder("Session", "Project", "ApiKey", "Context");
            assertThat(namesWithRole("wallcrawler", Role.SESSION)).containsExactly("Session");
            assertThat(entity("wallcrawler", "Session").tenantField()).contains("projectId");
        }

        @Test
        void theStatusIndexIsKeysOnlyAndSortsOnANumericExpiry() {
            TableDef sessions = platform("wallcrawler").table("wallcrawler-sessions").orElseThrow();
            IndexDef byStatus = sessions.index("status-expiresAt-index").orElseThrow();
            assertThat(byStatus.projection().type()).isEqualTo(Projection.Type.KEYS_ONLY);
            assertThat(byStatus.projection().isWholeItem()).isFalse();
            assertThat(byStatus.partitionKey()).isEqualTo(new KeyAttribute("status", KeyType.S));
            assertThat(byStatus.sortKey()).isEqualTo(new KeyAttribute("expiresAt", KeyType.N));
            assertThat(sessions.ttlAttributeIfAny()).contains("expiresAt");
            assertThat(attribute("wallcrawler", "Session", "expiresAt").type()).isEqualTo(AttributeType.EPOCH);
            IndexDef byProject = sessions.index("projectId-createdAt-index").orElseThrow();
            assertThat(byProject.sortKey()).isEqualTo(new KeyAttribute("createdAt", KeyType.S));
            assertThat(entity("wallcrawler", "Session").byTenant().orElseThrow().indexIfAny())
                    .contains("projectId-createdAt-index");
        }

        @Test
        void offersRunningSessionsExpiringWithinTheHour() {
            EntityDef session = entity("wallcrawler", "Session");
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
            assertThat(attribute("wallcrawler", "Session", "status").enumValues())
                    .containsExactlyInAnyOrder("RUNNING", "COMPLETED", "ERROR", "TIMED_OUT", "STOPPED");
        }

        @Test
        void theHashedApiKeyIsAMaskedStringKey() {
            EntityDef apiKey = entity("wallcrawler", "ApiKey");
            assertThat(apiKey.table().partitionKey()).isEqualTo(new KeyAttribute("apiKeyHash", KeyType.S));
            AttributeSpec hash = apiKey.attribute("apiKeyHash").orElseThrow();
            assertThat(hash.type()).isEqualTo(AttributeType.STRING);
            assertThat(hash.secret()).isTrue();
            assertThat(apiKey.keyFields()).containsExactly("apiKeyHash");
            assertThat(attribute("wallcrawler", "ApiKey", "projectIds").type()).isEqualTo(AttributeType.LIST);
            assertThat(attribute("wallcrawler", "Session", "eventHistory").type()).isEqualTo(AttributeType.LIST);
            assertThat(attribute("wallcrawler", "Session", "userMetadata").type()).isEqualTo(AttributeType.MAP);
        }

        @Test
        void sessionAndContextIdsMustHaveTheirDeclaredPrefix() {
            Item session = item("sessionId", "sess_abc123", "status", "RUNNING", "projectId", "project_default",
                    "createdAt", "2026-02-21T14:30:00Z", "expiresAt", 1771688400L);
            assertValid(classify("wallcrawler", "wallcrawler-sessions", session), "Session");
            Item unprefixed = session.toBuilder().putString("sessionId", "abc123").build();
            assertThat(classify("wallcrawler", "wallcrawler-sessions", unprefixed).recognised()).isFalse();
            assertThat(classify("wallcrawler", "wallcrawler-contexts", item("contextId", "ctx_9",
                    "projectId", "project_default", "createdAt", "2026-02-21T14:30:00Z")).recognised()).isTrue();
            assertThat(classify("wallcrawler", "wallcrawler-contexts", item("contextId", "9",
                    "projectId", "project_default", "createdAt", "2026-02-21T14:30:00Z")).recognised()).isFalse();
        }
    }

    @Test
    void everySecretTheDesignNamesIsDeclaredSecretWhereverItAppears() {
        Map<String, Set<String>> designSecrets = Map.of(
                "helpmaton", Set.of("key", "keyHash", "tokenHash", "secret"),
                "wallcrawler", Set.of("signingKey", "apiKeyHash"));
        designSecrets.forEach((platformId, names) -> {
            Set<String> seen = new TreeSet<>();
            for (EntityDef e : platform(platformId).entities()) {
                for (AttributeSpec a : e.attributes().values()) {
                    if (names.contains(a.name())) {
                        seen.add(a.name());
                        assertThat(a.secret()).as("%s.%s.%s", platformId, e.name(), a.name()).isTrue();
                    }
                }
            }
            assertThat(seen).as(platformId).containsExactlyInAnyOrderElementsOf(names);
        });
        assertThat(entity("helpmaton", "AgentKey").attribute("key").orElseThrow().secret()).isTrue();
        assertThat(entity("helpmaton", "WorkspaceApiKey").attribute("key").orElseThrow().secret()).isTrue();
    }
}
