package io.tenantdesk.schema;

import static io.tenantdesk.schema.BundledPlatforms.entityNames;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The bundled app_data descriptor encodes its design: tables, entities, keys, indexes, roles and secrets. */
class AppDataDescriptorTest {

    private final BundledPlatforms bundled = new BundledPlatforms();

    @Test
    void declaresTheTableAndEveryEntity() {
        PlatformDescriptor p = bundled.platform("app_data");
        assertThat(p.tables().keySet()).containsExactly("app_data");
        assertThat(entityNames(p))
                .containsExactlyInAnyOrder(
                        "Account",
                        "AccountAddress",
                        "TechnicalUser",
                        "License",
                        "Workstream",
                        "WorkstreamTool",
                        "Enterprise",
                        "EnterpriseProduct",
                        "EnterpriseService",
                        "User",
                        "UserWorkstream",
                        "Role",
                        "RolePermission",
                        "Group",
                        "Product",
                        "Service",
                        "NotificationAudit");
    }
}
