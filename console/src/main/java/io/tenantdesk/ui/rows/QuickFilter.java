package io.tenantdesk.ui.rows;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * The quick filter's predicate: rows whose displayed texts contain every word typed (case-insensitive), and
 * with "problems only", just the rows with a problem badge. Built once per keystroke; testing a row is a few
 * substring searches in its precomputed search text.
 */
public final class QuickFilter {

    /** Joins a row's texts in its search text, so a word never matches across two cells. */
    public static final char SEPARATOR = '\u0001';

    private QuickFilter() {}

    /** @return null when nothing is filtered (FilteredList then shows every row without testing any) */
    public static <R extends Searchable> Predicate<R> of(String query, boolean problemsOnly) {
        String[] words = words(query);
        if (words.length == 0) {
            return problemsOnly ? Searchable::problem : null;
        }
        if (words.length == 1) {
            String word = words[0];
            return problemsOnly
                    ? r -> r.problem() && r.searchText().contains(word)
                    : r -> r.searchText().contains(word);
        }
        return r -> (!problemsOnly || r.problem()) && containsAll(r.searchText(), words);
    }

    static String[] words(String query) {
        if (query == null || query.isBlank()) {
            return new String[0];
        }
        return Arrays.stream(query.trim().toLowerCase(Locale.ROOT).split("\\s+"))
                .distinct()
                .toArray(String[]::new);
    }

    private static boolean containsAll(String text, String[] words) {
        for (String w : words) {
            if (!text.contains(w)) {
                return false;
            }
        }
        return true;
    }

    /** The search text of a row's cells: lower-cased once, cells kept apart by {@link #SEPARATOR}. */
    public static String searchText(String... cells) {
        StringBuilder out = new StringBuilder(cells.length * 16);
        for (String cell : cells) {
            if (cell != null && !cell.isEmpty()) {
                out.append(cell).append(SEPARATOR);
            }
        }
        return out.toString().toLowerCase(Locale.ROOT);
    }
}
