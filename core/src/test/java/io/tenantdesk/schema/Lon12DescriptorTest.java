package io.tenantdesk.schema;

import static io.tenantdesk.schema.BundledPlatforms.assertValid;
import static io.tenantdesk.schema.BundledPlatforms.entityNames;
import static io.tenantdesk.schema.BundledPlatforms.item;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.Rule;
import io.tenantdesk.schema.validation.Violation;
import org.junit.jupiter.api.Test;

/** The bundled lon12 descriptor encodes its design: tables, entities, keys, indexes, roles and secrets. */
class Lon12DescriptorTest {

    private final BundledPlatforms bundled = new BundledPlatforms();

    @Test
    void declaresTheTableAndEveryItemType() {
        PlatformDescriptor p = bundled.platform("lon12");
        assertThat(p.tables().keySet()).containsExactly("lon12-table");
        assertThat(entityNames(p))
                .containsExactlyInAnyOrder(
                        "Organization",
                        "Conversation",
                        "Message",
                        "AgentRun",
                        "Report",
                        "Source",
                        "User",
                        "Partner",
                        "ReportAccess",
                        "ReportVersion",
                        "AuditLog");
    }

    @Test
    void everyRecordCarriesItsOrganization() {
        for (EntityDef e : bundled.platform("lon12").entities()) {
            assertThat(e.tenantField()).as(e.name()).contains("orgId");
            AttributeSpec orgId = e.attribute("orgId").orElseThrow();
            assertThat(orgId.stored() && orgId.required())
                    .as("%s stores orgId", e.name())
                    .isTrue();
        }
        assertThat(bundled.namesWithRole("lon12", Role.USER)).containsExactly("User");
    }

    @Test
    void gsi1IsPlainAttributesAndGsi2CarriesReportsByStatus() {
        TableDef table = bundled.platform("lon12").table("lon12-table").orElseThrow();
        IndexDef gsi1 = table.index("GSI1").orElseThrow();
        assertThat(gsi1.partitionKey()).isEqualTo(new KeyAttribute("cognitoSub", KeyType.S));
        assertThat(gsi1.sortKey()).isEqualTo(new KeyAttribute("orgId", KeyType.S));
        IndexDef gsi2 = table.index("GSI2").orElseThrow();
        assertThat(gsi2.partitionKey().name()).isEqualTo("GSI2PK");
        assertThat(gsi2.sortKey().name()).isEqualTo("GSI2SK");

        EntityDef report = bundled.entity("lon12", "Report");
        assertThat(report.keys().get("GSI2PK").text()).isEqualTo("ORG#{orgId}");
        assertThat(report.keys().get("GSI2SK").text()).isEqualTo("{status}#{updatedAt}");
        RangePattern byStatus = report.ranges().get("by-status");
        assertThat(byStatus.indexIfAny()).contains("GSI2");
        assertThat(byStatus.parameters()).containsExactly("orgId", "status");
        assertThat(bundled.entity("lon12", "User")
                        .ranges()
                        .get("by-cognito-sub")
                        .indexIfAny())
                .contains("GSI1");
    }

    @Test
    void aReportsVersionIsItsDocumentVersionNotALock() {
        for (EntityDef e : bundled.platform("lon12").entities()) {
            assertThat(e.versionAttribute()).as(e.name()).isEmpty();
        }
        assertThat(bundled.attribute("lon12", "Report", "version").type()).isEqualTo(AttributeType.NUMBER);
    }

    @Test
    void recognisesCompositePartitionsAndFlagsAStaleStatusIndexKey() {
        Classification message = bundled.classify(
                "lon12",
                "lon12-table",
                item(
                        "PK",
                        "ORG#o1#CONV#c1",
                        "SK",
                        "MSG#2026-02-21T14:30:00Z",
                        "orgId",
                        "o1",
                        "role",
                        "user",
                        "content",
                        "hello",
                        "createdAt",
                        "2026-02-21T14:30:00Z"));
        assertValid(message, "Message");
        assertThat(message.keyValues()).containsEntry("conversationId", "c1");

        assertValid(
                bundled.classify(
                        "lon12",
                        "lon12-table",
                        item(
                                "PK",
                                "ORG#o1",
                                "SK",
                                "AUDIT#2026-02-21T14:30:00Z#evt-1",
                                "orgId",
                                "o1",
                                "eventId",
                                "evt-1",
                                "eventType",
                                "report.approved",
                                "createdAt",
                                "2026-02-21T14:30:00Z")),
                "AuditLog");

        Item report = item(
                "PK",
                "ORG#o1",
                "SK",
                "REPORT#r1",
                "GSI2PK",
                "ORG#o1",
                "GSI2SK",
                "draft#2026-02-20T10:00:00Z",
                "orgId",
                "o1",
                "reportId",
                "r1",
                "title",
                "Q1",
                "status",
                "approved",
                "createdAt",
                "2026-02-20T09:00:00Z",
                "updatedAt",
                "2026-02-21T10:00:00Z");
        Classification stale = bundled.classify("lon12", "lon12-table", report);
        assertThat(stale.entity().name()).isEqualTo("Report");
        assertThat(stale.violations()).extracting(Violation::rule).containsExactly(Rule.KEY_DRIFT);
    }
}
