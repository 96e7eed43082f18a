package io.tenantdesk.ui.rows;

/** A grid row the quick filter can look through: its displayed texts, lower-cased once when it arrived. */
public interface Searchable {

    /** Every displayed text of the row, lower-cased (Locale.ROOT), separated by a character no one types. */
    String searchText();

    /** True for a row that fails validation or matches no (or another) entity. */
    boolean problem();
}
