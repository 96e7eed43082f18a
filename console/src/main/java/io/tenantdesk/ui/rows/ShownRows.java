package io.tenantdesk.ui.rows;

import java.util.ArrayList;
import java.util.List;
import javafx.collections.ObservableListBase;

/**
 * The rows a grid shows, replaced only by whole snapshots that were filtered and sorted elsewhere. Each snapshot
 * comes with the changes that lead to it from the one before, worked out off the UI thread; the grid (and its
 * selection) sees them as ordinary adds, removes, replacements and permutations, as from a FilteredList or a
 * SortedList. Read-only to everyone else. UI thread only.
 *
 * @param <R> the row type
 */
public final class ShownRows<R> extends ObservableListBase<R> {

    /** One step from the previous snapshot to the next, at an index of the list as it is while stepping. */
    record Step<R>(Kind kind, int index, int count, R removed) {
        enum Kind {
            ADD,
            REMOVE,
            SET
        }
    }

    /**
     * A finished snapshot: its rows and how to get there from the previous one, either steps in ascending order
     * or a permutation (old index → new index) when only the order changed.
     */
    record Snapshot<R>(List<R> rows, List<Step<R>> steps, int[] permutation, List<R> removedAll) {}

    private List<R> rows = List.of();

    @Override
    public R get(int index) {
        return rows.get(index);
    }

    @Override
    public int size() {
        return rows.size();
    }

    /** Shows the snapshot, telling listeners what changed in one change event. */
    void show(Snapshot<R> next) {
        List<R> before = rows;
        rows = next.rows();
        beginChange();
        if (next.removedAll() != null) {
            if (!next.removedAll().isEmpty()) {
                nextRemove(0, next.removedAll());
            }
            if (!rows.isEmpty()) {
                nextAdd(0, rows.size());
            }
        } else if (next.permutation() != null) {
            if (before.size() > 0) {
                nextPermutation(0, before.size(), next.permutation());
            }
        } else {
            for (Step<R> step : next.steps()) {
                switch (step.kind()) {
                    case ADD -> nextAdd(step.index(), step.index() + step.count());
                    case REMOVE -> nextRemove(step.index(), step.removed());
                    case SET -> nextSet(step.index(), step.removed());
                }
            }
        }
        endChange();
    }

    /** A copy of the rows, for callers that keep them. */
    List<R> copy() {
        return new ArrayList<>(rows);
    }
}
