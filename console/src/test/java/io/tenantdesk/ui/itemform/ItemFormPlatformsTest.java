package io.tenantdesk.ui.itemform;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.common.ValueText;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The form on the other platforms' shapes: versions, secrets, JSON in strings, TTLs, lists and maps. */
@ExtendWith(DynaliteExtension.class)
class ItemFormPlatformsTest {

    private static FieldViewModel field(ItemFormViewModel form, String name) {
        return form.field(name).orElseThrow();
    }

    @Test
    void helpmatonVersionIsDerivedAndEveryEditBumpsIt(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture fixture = ConsoleFixture.withOnly(dynamo, "helpmaton", dir, "Workspace");
        EntityRow workspace = FormData.firstValid(fixture, "Workspace");
        ItemFormViewModel form = ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), workspace);
        FieldViewModel version = field(form, "version");
        assertThat(version.role()).isEqualTo(FieldViewModel.Role.DERIVED);
        assertThat(version.editableProperty().get()).isFalse();
        assertThat(version.hintProperty().get()).isEqualTo("Set by every save");
        assertThat(field(form, "createdAt").hintProperty().get())
                .isEqualTo("Set when the item was created; stored as "
                        + workspace.item().scalarText("createdAt").orElseThrow());
        ItemFormViewModel fresh = ItemFormViewModel.forNew(
                fixture.context, fixture.dialogs.items(), workspace.entity().orElseThrow(), Map.of());
        assertThat(fresh.field("createdAt").orElseThrow().hintProperty().get()).isEqualTo("Set when saved");
        assertThat(field(form, "spendingLimits").kind()).isEqualTo(FieldKind.STRUCTURED);

        field(form, "name").textProperty().set("Renamed workspace");
        fixture.dialogs.answer("customer asked for the new name");
        form.save();

        ItemWrite shown = fixture.dialogs.items().changesShown.get(0);
        AttributeChange bump = shown.changes().stream()
                .filter(c -> c.attribute().equals("version"))
                .findFirst()
                .orElseThrow();
        assertThat(bump.derived()).isTrue();
        BigDecimal was = new BigDecimal(workspace.item().scalarText("version").orElseThrow());
        assertThat(form.loadedRow().orElseThrow().item().scalarText("version"))
                .contains(was.add(BigDecimal.ONE).toPlainString());
        assertThat(version.textProperty().get())
                .isEqualTo(was.add(BigDecimal.ONE).toPlainString());
    }

    @Test
    void anItemWhoseOnlyKeyIsSecretIsTitledByItsIdentifyingAttribute(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture fixture = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, "wallcrawler", dir);
        EntityRow apiKey = FormData.firstValid(fixture, "ApiKey");
        String hash = apiKey.item().scalarText("apiKeyHash").orElseThrow();
        String keyId = apiKey.item().scalarText("keyId").orElseThrow();

        ItemFormViewModel form = ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), apiKey);

        assertThat(form.titleProperty().get()).isEqualTo("API key " + keyId).doesNotContain(hash);
        assertThat(form.keyText()).isEqualTo(keyId);
    }

    @Test
    void helpmatonSecretsAreNeverInTheFormAndSavesKeepThem(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture fixture = ConsoleFixture.withOnly(dynamo, "helpmaton", dir, "AgentKey");
        EntityRow agentKey = FormData.firstValid(fixture, "AgentKey");
        Value secret = agentKey.item().get("key").orElseThrow();
        ItemFormViewModel form = ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), agentKey);
        FieldViewModel key = field(form, "key");

        assertThat(key.kind()).isEqualTo(FieldKind.SECRET);
        assertThat(key.textProperty().get()).isEmpty();
        assertThat(key.displayText()).isEqualTo(ValueText.MASK);
        assertThat(key.editableProperty().get()).isFalse();
        assertThat(form.fieldValues()).containsEntry("key", secret);

        field(form, "name").textProperty().set("Renamed key");
        fixture.dialogs.answer("rename");
        form.save();

        assertThat(fixture.dialogs.items().changesShown.get(0).changes())
                .extracting(AttributeChange::attribute)
                .doesNotContain("key");
        assertThat(fixture.store.reload(agentKey).orElseThrow().item().get("key"))
                .contains(secret);

        form.duplicateAsNew();
        @SuppressWarnings("unchecked")
        Map<String, Value> prefill = (Map<String, Value>) fixture.workspace.targets.get(0);
        assertThat(prefill).doesNotContainKeys("key", "keyId", "version", "createdAt");
        ItemFormViewModel copy =
                ItemFormViewModel.forNew(fixture.context, fixture.dialogs.items(), form.entity(), prefill);
        assertThat(field(copy, "key").messageProperty().get()).contains("required secret");
        assertThat(copy.canSaveProperty().get()).isFalse();
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"t3nets, Tenant, tenant_id", "helpmaton, Workspace, workspaceId"})
    void duplicatingAnEntityWithOneKeyFieldDropsTheKey(
            String platform, String entity, String keyField, LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture fixture = ConsoleFixture.offeringWritesOnSharedDemo(dynamo, platform, dir);
        EntityRow original = FormData.firstValid(fixture, entity);
        ItemFormViewModel form = ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), original);

        form.duplicateAsNew();

        @SuppressWarnings("unchecked")
        Map<String, Value> prefill = (Map<String, Value>) fixture.workspace.targets.get(0);
        assertThat(prefill).doesNotContainKey(keyField);
        ItemFormViewModel copy =
                ItemFormViewModel.forNew(fixture.context, fixture.dialogs.items(), form.entity(), prefill);
        assertThat(field(copy, keyField).textProperty().get()).isEmpty();
        assertThat(copy.canSaveProperty().get())
                .as("no Create until the copy has a key of its own")
                .isFalse();
    }

    @Test
    void t3netsJsonInAStringIsNeverSavedInvalid(LocalDynamo dynamo, @TempDir Path dir) throws Exception {
        ConsoleFixture fixture = ConsoleFixture.withOnly(dynamo, "t3nets", dir, "Tenant");
        EntityRow tenant = FormData.firstValid(fixture, "Tenant");
        ItemFormViewModel form = ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), tenant);
        FieldViewModel settings = field(form, "settings");
        assertThat(settings.kind()).isEqualTo(FieldKind.JSON);

        settings.textProperty().set("{\"locale\": \"de-DE\",");
        assertThat(settings.messageProperty().get())
                .startsWith("Settings is not valid JSON: ")
                .doesNotContain("Source", "REDACTED");
        assertThat(form.canSaveProperty().get()).isFalse();
        assertThat(settings.prettyPrint()).isFalse();
        form.save();
        assertThat(fixture.dialogs.errors).singleElement().asString().startsWith("Not saved yet: Fix these first:");
        assertThat(fixture.journal.entries()).isEmpty();

        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        var edited = (com.fasterxml.jackson.databind.node.ObjectNode)
                mapper.readTree(tenant.text("settings").orElseThrow());
        edited.remove("enabled_skills");
        settings.textProperty().set(edited.toString());
        assertThat(settings.messageProperty().get()).isEqualTo("Settings lacks the field enabled_skills");
        edited.putArray("enabled_skills").add("search");
        edited.put("locale", "de-DE");
        settings.textProperty().set(edited.toString());
        assertThat(settings.prettyPrint()).isTrue();
        assertThat(settings.textProperty().get()).contains("\n").contains("\"locale\" : \"de-DE\"");
        assertThat(form.canSaveProperty().get()).isTrue();
        fixture.dialogs.answer("enable beta");
        form.save();
        assertThat(fixture.store.reload(tenant).orElseThrow().item().scalarText("settings"))
                .contains(settings.textProperty().get());
    }

    @Test
    void wallcrawlerTtlListsMapsBooleansAndKeyPatterns(LocalDynamo dynamo, @TempDir Path dir) {
        ConsoleFixture fixture = ConsoleFixture.withOnly(dynamo, "wallcrawler", dir, "Session");
        // dynalite finds a stored non-empty List or Map unequal to itself in a condition, and sessions are
        // unversioned, so their writes are guarded by every loaded value: edit one that holds neither
        EntityRow session = FormData.firstValid(
                fixture,
                "Session",
                row -> row.item().names().stream()
                        .map(n -> row.item().get(n).orElseThrow())
                        .noneMatch(v -> v instanceof Value.ListOf || v instanceof Value.MapOf));
        ItemFormViewModel form = ItemFormViewModel.forItem(fixture.context, fixture.dialogs.items(), session);

        FieldViewModel expires = field(form, "expiresAt");
        assertThat(expires.kind()).isEqualTo(FieldKind.EPOCH);
        assertThat(expires.hintProperty().get()).containsPattern("expire[sd]");
        expires.textProperty().set("1767225600000");
        assertThat(expires.messageProperty().get()).contains("looks like milliseconds");
        expires.textProperty().set(session.item().scalarText("expiresAt").orElseThrow());

        assertThat(field(form, "keepAlive").kind()).isEqualTo(FieldKind.BOOLEAN);
        assertThat(field(form, "signingKey").kind()).isEqualTo(FieldKind.SECRET);
        FieldViewModel metadata = field(form, "userMetadata");
        assertThat(metadata.kind()).isEqualTo(FieldKind.STRUCTURED);
        metadata.textProperty().set("[1, 2]");
        assertThat(metadata.messageProperty().get()).contains("is a map");
        metadata.textProperty().set("{\"team\": \"support\", \"seats\": 3, \"tags\": [\"a\", \"b\"]}");
        assertThat(metadata.invalid()).isFalse();
        field(form, "keepAlive").textProperty().set("true");
        fixture.dialogs.answer("customer asked to keep it alive");
        form.save();

        EntityRow now = fixture.store.reload(session).orElseThrow();
        assertThat(now.item().get("userMetadata"))
                .contains(new Value.MapOf(Map.of(
                        "team",
                        Value.str("support"),
                        "seats",
                        Value.num(3),
                        "tags",
                        new Value.ListOf(java.util.List.of(Value.str("a"), Value.str("b"))))));
        assertThat(now.item().get("keepAlive")).contains(Value.bool(true));

        ItemFormViewModel created =
                ItemFormViewModel.forNew(fixture.context, fixture.dialogs.items(), form.entity(), Map.of());
        field(created, "sessionId").textProperty().set("session-1");
        assertThat(field(created, "sessionId").messageProperty().get())
                .isEqualTo("Session ID “session-1” is not in the expected form, such as “sess_8k2m4q9x1z”");
        assertThat(field(created, "sessionId").prompt()).isEqualTo("e.g. sess_8k2m4q9x1z");
    }
}
