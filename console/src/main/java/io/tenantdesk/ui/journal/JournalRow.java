package io.tenantdesk.ui.journal;

import io.tenantdesk.store.WriteRecord;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One line of the change journal as the list shows it: a recorded write, or a line that cannot be read (then
 * {@code entry} is null, the key column says where the line is and the outcome column why it cannot be read).
 *
 * A batch is one line that stands for its items ({@code members}, newest first; {@code entry} is then the newest
 * item's) and, once expanded, is followed by them, each its own line.
 *
 * @param where   the platform and the data (account or endpoint, region) the write went to
 * @param members a batch line's items; empty for any other line
 */
public record JournalRow(
        WriteRecord entry,
        String time,
        String operation,
        String entity,
        String key,
        String tenant,
        String reason,
        String actor,
        String outcome,
        String where,
        List<JournalRow> members) {

    public JournalRow {
        members = List.copyOf(members);
    }

    public JournalRow(
            WriteRecord entry,
            String time,
            String operation,
            String entity,
            String key,
            String tenant,
            String reason,
            String actor,
            String outcome,
            String where) {
        this(entry, time, operation, entity, key, tenant, reason, actor, outcome, where, List.of());
    }

    /** The recorded write; empty for an unreadable line. */
    public Optional<WriteRecord> write() {
        return Optional.ofNullable(entry);
    }

    public boolean unreadable() {
        return entry == null;
    }

    /** True for the line that stands for a whole batch. */
    public boolean batch() {
        return !members.isEmpty();
    }

    /** The batch this line's write belongs to; null for a write made alone. */
    String batchId() {
        return entry == null ? null : entry.write().batch();
    }

    /** A journal operation ({@code UPDATE}, {@code REVERT_CREDIT}...) in words: "Edit", "Revert of credit adjustment". */
    static String words(String operation) {
        String name = operation.toLowerCase(Locale.ROOT);
        boolean revert = name.startsWith("revert_");
        String what = switch (revert ? name.substring("revert_".length()) : name) {
            case "update" -> "edit";
            case "credit" -> "credit adjustment";
            default -> name.substring(revert ? "revert_".length() : 0).replace('_', ' ');
        };
        String text = revert ? "revert of " + what : what;
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
