package io.tenantdesk.ui.entitylist;

import java.util.Comparator;
import java.util.List;

/**
 * One level of the list's sort: a column (an index into the list's columns, or {@link #STATUS} for the badge
 * column) and its direction. Empty and unreadable values always sort last, in either direction.
 */
public record SortOrder(int column, boolean ascending) {

    /** The status column: rows with a problem badge first when ascending. */
    public static final int STATUS = -1;

    /** The comparator for sort levels in order (the first decides, the next breaks ties); null for none. */
    static Comparator<EntityRowViewModel> comparator(List<SortOrder> orders, List<ListColumn> columns) {
        Comparator<EntityRowViewModel> result = null;
        for (SortOrder order : orders) {
            Comparator<EntityRowViewModel> level = order.comparator(columns);
            result = result == null ? level : result.thenComparing(level);
        }
        return result;
    }

    private Comparator<EntityRowViewModel> comparator(List<ListColumn> columns) {
        int sign = ascending ? 1 : -1;
        if (column == STATUS) {
            return (a, b) -> sign * Boolean.compare(b.problem(), a.problem());
        }
        int c = column;
        if (columns.get(c).sort() == ListColumn.SortKind.TEXT) {
            return (a, b) -> {
                String ta = a.text(c);
                String tb = b.text(c);
                if (ta.isEmpty() != tb.isEmpty()) {
                    return ta.isEmpty() ? 1 : -1;
                }
                return sign * String.CASE_INSENSITIVE_ORDER.compare(ta, tb);
            };
        }
        return (a, b) -> {
            Comparable<?> ka = a.sortKey(c);
            Comparable<?> kb = b.sortKey(c);
            if (ka != null && kb != null) {
                return sign * compare(ka, kb);
            }
            if (ka != null || kb != null) {
                return ka == null ? 1 : -1;
            }
            String ta = a.text(c);
            String tb = b.text(c);
            if (ta.isEmpty() != tb.isEmpty()) {
                return ta.isEmpty() ? 1 : -1;
            }
            return sign * String.CASE_INSENSITIVE_ORDER.compare(ta, tb);
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(Comparable a, Comparable b) {
        return a.compareTo(b);
    }
}
