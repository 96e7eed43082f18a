package io.tenantdesk.store;

import io.tenantdesk.schema.item.Value;

/**
 * One attribute a write changes.
 *
 * @param before  the value before, or null when the attribute is added
 * @param after   the value after, or null when the attribute is removed
 * @param derived true for what the console works out rather than the user types: re-rendered keys, the
 *                version, the stamps
 */
public record AttributeChange(String attribute, Value before, Value after, boolean derived) {
}
