package io.tenantdesk.ui.itemform;

/**
 * An attribute the item carries that its entity does not declare: shown read-only, kept as it is by saves.
 *
 * @param text the value as one line of text (JSON for nested values)
 */
public record OtherAttribute(String name, String type, String text) {}
