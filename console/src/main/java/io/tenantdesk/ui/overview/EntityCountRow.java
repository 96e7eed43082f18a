package io.tenantdesk.ui.overview;

/** One row of the entity overview: an entity of the platform and how many items it has. */
public record EntityCountRow(String entity, String roles, String table, long items) {}
