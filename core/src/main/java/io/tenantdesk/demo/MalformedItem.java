package io.tenantdesk.demo;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.validation.Rule;

/**
 * An item the demo writes on purpose to be wrong, so views and checks have something real to find.
 *
 * @param entity    the entity it still belongs to, or null when its key matches no template
 * @param rule      the one rule it breaks, or null when it is unrecognised
 * @param attribute the attribute that breaks it, or the key attribute that matches nothing
 */
public record MalformedItem(String table, Item item, String entity, Rule rule, String attribute) {

    public boolean unrecognised() {
        return entity == null;
    }
}
