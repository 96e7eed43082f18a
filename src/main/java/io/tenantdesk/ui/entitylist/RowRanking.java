package io.tenantdesk.ui.entitylist;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The list's sort order kept as a rank per row, so that the grid's {@link javafx.collections.transformation.SortedList}
 * compares two ints instead of parsing and comparing cell values. Ranking all loaded rows costs one real sort when
 * the user changes the sort; a page that arrives later is sorted on its own and merged in, which keeps the relative
 * order of the rows already ranked. UI thread only.
 */
final class RowRanking {

    private Comparator<EntityRowViewModel> order;
    private List<EntityRowViewModel> ranked = new ArrayList<>();

    /** True while rows are sorted by something other than their arrival. */
    boolean sorted() {
        return order != null;
    }

    /** Ranks every row by {@code newOrder} (null: the order they arrived in). */
    void order(Comparator<EntityRowViewModel> newOrder, List<EntityRowViewModel> rows) {
        this.order = newOrder;
        ranked = new ArrayList<>(rows);
        if (newOrder != null) {
            ranked.sort(newOrder);
        }
        renumber(0);
    }

    /** Ranks a page of new rows among those already ranked. */
    void add(List<EntityRowViewModel> page) {
        if (order == null) {
            int from = ranked.size();
            ranked.addAll(page);
            renumber(from);
            return;
        }
        List<EntityRowViewModel> incoming = new ArrayList<>(page);
        incoming.sort(order);
        List<EntityRowViewModel> merged = new ArrayList<>(ranked.size() + incoming.size());
        int i = 0;
        int j = 0;
        while (i < ranked.size() && j < incoming.size()) {
            merged.add(order.compare(incoming.get(j), ranked.get(i)) < 0 ? incoming.get(j++) : ranked.get(i++));
        }
        merged.addAll(ranked.subList(i, ranked.size()));
        merged.addAll(incoming.subList(j, incoming.size()));
        ranked = merged;
        renumber(0);
    }

    /** {@code now} takes the place and rank of {@code old} (the same item, as a write left it). */
    void replace(EntityRowViewModel old, EntityRowViewModel now) {
        int index = ranked.indexOf(old);
        if (index >= 0) {
            ranked.set(index, now);
        }
        now.rank = old.rank;
    }

    void remove(EntityRowViewModel old) {
        ranked.remove(old);
    }

    void clear() {
        ranked = new ArrayList<>();
    }

    /**
     * A comparator by rank; a new instance each time (not a lambda, which the JVM may hand out as one shared
     * instance), so that a SortedList given it after the ranks changed sorts again.
     */
    static Comparator<EntityRowViewModel> byRank() {
        return new Comparator<>() {
            @Override
            public int compare(EntityRowViewModel a, EntityRowViewModel b) {
                return Integer.compare(a.rank, b.rank);
            }
        };
    }

    private void renumber(int from) {
        for (int r = from; r < ranked.size(); r++) {
            ranked.get(r).rank = r;
        }
    }
}
