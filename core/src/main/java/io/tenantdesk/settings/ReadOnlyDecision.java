package io.tenantdesk.settings;

/** Whether a connection starts read-only, and why, in words the console can show. */
public record ReadOnlyDecision(boolean readOnly, String reason) {}
