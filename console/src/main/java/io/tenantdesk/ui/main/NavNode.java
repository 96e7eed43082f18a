package io.tenantdesk.ui.main;

import io.tenantdesk.schema.EntityDef;
import java.util.List;

/**
 * One entry of the navigation: a section (Tenants, Users...) or what it opens.
 *
 * @param entity the entity a LIST opens; null for the other kinds
 */
public record NavNode(String label, Kind kind, EntityDef entity, List<NavNode> children) {

    /** What choosing the entry opens. */
    public enum Kind {
        SECTION,
        LIST,
        CREDITS,
        OVERVIEW,
        UNCLASSIFIED,
        JOURNAL,
        APPROVALS
    }

    public NavNode {
        children = List.copyOf(children);
    }

    static NavNode leaf(String label, Kind kind, EntityDef entity) {
        return new NavNode(label, kind, entity, List.of());
    }
}
