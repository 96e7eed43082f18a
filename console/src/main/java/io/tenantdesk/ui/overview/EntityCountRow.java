package io.tenantdesk.ui.overview;

/**
 * One row of the entity overview: an entity of the platform and how many items it has.
 *
 * @param entity the entity's name in the descriptor
 * @param label  the entity's name in words
 */
public record EntityCountRow(String entity, String label, String roles, String table, long items) {}
