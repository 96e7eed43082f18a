package io.tenantdesk.ui.journal;

import io.tenantdesk.journal.JournalEntry;
import java.util.Locale;

/** One journal entry as the list shows it. */
public record JournalRow(JournalEntry entry, String time, String operation, String entity, String key, String tenant,
                         String reason, String actor, String outcome) {

    /** How the entry ended, in words: what changed data says so, an attempt says it wrote nothing. */
    static String outcome(JournalEntry entry) {
        String message = entry.outcome() == null || entry.outcome().message() == null ? "" : ": " + entry.outcome().message();
        return switch (entry.state()) {
            case SUCCEEDED -> "Written";
            case CONFLICT -> "Conflict, nothing written" + message;
            case FAILED -> "Failed, nothing written" + message;
            case UNKNOWN -> "Outcome unknown (no reply recorded)";
        };
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
