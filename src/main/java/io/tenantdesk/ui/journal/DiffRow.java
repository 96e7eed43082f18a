package io.tenantdesk.ui.journal;

/** One attribute of an entry's before/after diff; {@code derived} marks keys, version and stamps the console set. */
public record DiffRow(String attribute, String before, String after, boolean derived) {
}
