package io.tenantdesk.ui.main;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Role;
import java.util.ArrayList;
import java.util.List;

/**
 * The navigation of a platform, by role: Tenants, Users, Licenses, Sessions, Credit balances (each a choice when
 * several entities play the role), then All entities, Unclassified items, the Change journal and Approvals.
 */
final class Navigation {

    private Navigation() {}

    static List<NavNode> of(PlatformDescriptor platform) {
        List<NavNode> nodes = new ArrayList<>();
        nodes.add(NavNode.leaf("Overview", NavNode.Kind.OVERVIEW, null));
        for (Role role : Role.values()) {
            List<NavNode> children = new ArrayList<>();
            if (role == Role.CREDIT
                    && platform.entities().stream().anyMatch(e -> e.credit().isPresent())) {
                children.add(NavNode.leaf("Balances", NavNode.Kind.CREDITS, null));
            }
            for (EntityDef entity : platform.entitiesWithRole(role)) {
                if (role != Role.CREDIT || entity.credit().isEmpty()) {
                    children.add(NavNode.leaf(EntityNames.plural(entity), NavNode.Kind.LIST, entity));
                }
            }
            if (children.isEmpty()) {
                continue;
            }
            nodes.add(
                    children.size() == 1
                            ? new NavNode(
                                    role.label(),
                                    children.get(0).kind(),
                                    children.get(0).entity(),
                                    List.of())
                            : new NavNode(role.label(), NavNode.Kind.SECTION, null, children));
        }
        List<NavNode> all = platform.entities().stream()
                .map(e -> NavNode.leaf(EntityNames.plural(e), NavNode.Kind.LIST, e))
                .toList();
        nodes.add(new NavNode("All entities", NavNode.Kind.SECTION, null, all));
        nodes.add(NavNode.leaf("Unclassified items", NavNode.Kind.UNCLASSIFIED, null));
        nodes.add(NavNode.leaf("Change journal", NavNode.Kind.JOURNAL, null));
        nodes.add(NavNode.leaf("Approvals", NavNode.Kind.APPROVALS, null));
        return nodes;
    }
}
