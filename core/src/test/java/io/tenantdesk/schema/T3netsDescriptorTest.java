package io.tenantdesk.schema;

import static io.tenantdesk.schema.BundledPlatforms.AT;
import static io.tenantdesk.schema.BundledPlatforms.assertValid;
import static io.tenantdesk.schema.BundledPlatforms.entityNames;
import static io.tenantdesk.schema.BundledPlatforms.item;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bundled t3nets descriptor encodes its design: tables, entities, keys, indexes, roles and secrets. */
class T3netsDescriptorTest {

    private final BundledPlatforms bundled = new BundledPlatforms();

    @Test
    void declaresBothTablesAndEveryItemType() {
        PlatformDescriptor p = bundled.platform("t3nets");
        assertThat(p.tables().keySet()).containsExactlyInAnyOrder("conversations", "tenants");
        assertThat(entityNames(p))
                .containsExactlyInAnyOrder("Tenant", "User", "ChannelMapping", "UserMemory", "Conversation");
    }

    @Test
    void usesTheLowercaseKeyNamesOfTheCodeAndTheChannelMappingIndex() {
        TableDef tenants = bundled.platform("t3nets").table("tenants").orElseThrow();
        assertThat(tenants.partitionKey()).isEqualTo(new KeyAttribute("pk", KeyType.S));
        assertThat(tenants.sortKey()).isEqualTo(new KeyAttribute("sk", KeyType.S));
        IndexDef channel = tenants.index("channel-mapping").orElseThrow();
        assertThat(channel.partitionKey().name()).isEqualTo("gsi1pk");
        assertThat(channel.sortKey().name()).isEqualTo("gsi1sk");
        TableDef conversations =
                bundled.platform("t3nets").table("conversations").orElseThrow();
        assertThat(conversations.primaryKeyNames()).containsExactly("pk", "sk");
        assertThat(conversations.ttlAttributeIfAny()).contains("ttl");
        assertThat(bundled.attribute("t3nets", "Conversation", "ttl").type()).isEqualTo(AttributeType.EPOCH);
    }

    @Test
    void rolesAreTenantUserAndConversationSessions() {
        assertThat(bundled.namesWithRole("t3nets", Role.USER)).containsExactly("User");
        assertThat(bundled.namesWithRole("t3nets", Role.SESSION)).containsExactly("Conversation");
        assertThat(bundled.entity("t3nets", "Tenant").tenantField()).contains("tenant_id");
    }

    @Test
    void jsonCarriedInStringsIsDeclaredAsJsonWithItsShape() {
        AttributeSpec settings = bundled.attribute("t3nets", "Tenant", "settings");
        assertThat(settings.type()).isEqualTo(AttributeType.JSON);
        assertThat(settings.jsonShape()).isEqualTo("object");
        assertThat(settings.jsonFields())
                .contains(
                        "ai_provider",
                        "ai_model",
                        "enabled_channels",
                        "enabled_skills",
                        "messages_per_day",
                        "max_conversation_history");
        AttributeSpec messages = bundled.attribute("t3nets", "Conversation", "messages");
        assertThat(messages.type()).isEqualTo(AttributeType.JSON);
        assertThat(messages.jsonShape()).isEqualTo("array");
        assertThat(messages.jsonFields()).containsExactly("role", "content");
        for (String name : List.of("channel_identities", "preferences", "custom_properties")) {
            assertThat(bundled.attribute("t3nets", "User", name).type())
                    .as(name)
                    .isEqualTo(AttributeType.JSON);
        }
    }

    @Test
    void recognisesTheDesignsExampleItems() {
        String settings = "{\"ai_provider\": \"bedrock\", \"ai_model\": \"claude-sonnet-4-5-20250929\","
                + " \"system_prompt_override\": \"\", \"max_tokens_per_message\": 4096,"
                + " \"enabled_channels\": [\"dashboard\"], \"enabled_skills\": [\"sprint_status\"],"
                + " \"custom_skills\": [], \"messages_per_day\": 1000, \"max_conversation_history\": 20}";
        assertValid(
                bundled.classify(
                        "t3nets",
                        "tenants",
                        item(
                                "pk",
                                "TENANT#outlocks",
                                "sk",
                                "META",
                                "tenant_id",
                                "outlocks",
                                "name",
                                "Outlocks",
                                "status",
                                "active",
                                "created_at",
                                "2026-02-21T14:30:00Z",
                                "settings",
                                settings)),
                "Tenant");
        Classification mapping = bundled.classify(
                "t3nets",
                "tenants",
                item(
                        "pk",
                        "TENANT#outlocks",
                        "sk",
                        "CHANNEL#teams#azure-bot-app-id",
                        "gsi1pk",
                        "CHANNEL#teams#azure-bot-app-id",
                        "gsi1sk",
                        "TENANT#outlocks"));
        assertValid(mapping, "ChannelMapping");
        assertThat(mapping.keyValues())
                .containsEntry("channel_type", "teams")
                .containsEntry("channel_id", "azure-bot-app-id")
                .containsEntry("tenant_id", "outlocks");
        assertValid(
                bundled.classify(
                        "t3nets",
                        "conversations",
                        item(
                                "pk",
                                "default",
                                "sk",
                                "conv-abc-123",
                                "messages",
                                "[{\"role\": \"user\", \"content\": \"what's the sprint status?\"}]",
                                "updated_at",
                                "2026-02-21T14:30:00Z",
                                "ttl",
                                1743004200L)),
                "Conversation");
    }

    @Test
    void aStoredIdMustAgreeWithTheKey() {
        Classification c = bundled.classify(
                "t3nets",
                "tenants",
                item(
                        "pk",
                        "TENANT#outlocks",
                        "sk",
                        "USER#admin",
                        "user_id",
                        "someone-else",
                        "email",
                        "admin@outlocks.example"));
        assertThat(c.entity().name()).isEqualTo("User");
        assertThat(c.violations()).extracting(Violation::rule).containsExactly(Rule.KEY_MISMATCH);
    }

    @Test
    void resolvesAChannelThroughTheChannelMappingIndex() {
        RangePattern byChannel =
                bundled.entity("t3nets", "ChannelMapping").ranges().get("by-channel");
        assertThat(byChannel.indexIfAny()).contains("channel-mapping");
        assertThat(byChannel.parameters()).containsExactly("channel_type", "channel_id");
        assertThat(byChannel.partition().render(AT, Map.of("channel_type", "teams", "channel_id", "bot-1"), KeyType.S))
                .isEqualTo("CHANNEL#teams#bot-1");
    }
}
