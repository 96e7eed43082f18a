package io.tenantdesk.ui.entitylist;

import java.util.List;

/** A list's columns found by field, and a column's texts as the rows show them. */
public final class ListColumns {

    private ListColumns() {}

    /** The index of the column showing {@code field}. */
    public static int indexOf(EntityListViewModel list, String field) {
        for (int i = 0; i < list.columns().size(); i++) {
            if (list.columns().get(i).field().equals(field)) {
                return i;
            }
        }
        throw new AssertionError("no column " + field);
    }

    public static List<String> texts(List<EntityRowViewModel> rows, int column) {
        return rows.stream().map(r -> r.text(column)).toList();
    }
}
