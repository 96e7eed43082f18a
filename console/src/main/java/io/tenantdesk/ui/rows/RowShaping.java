package io.tenantdesk.ui.rows;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The loaded rows filtered and sorted, kept apart from the UI thread: each change (a page arrived, the filter or
 * the order changed, a row was replaced or removed) makes the next {@link ShownRows.Snapshot}, with the steps that
 * lead to it from the one before. A page is sorted on its own and merged in, so rows already shown keep their
 * relative order. One thread at a time (see {@link ShapingQueue}).
 *
 * @param <R> the row type
 */
final class RowShaping<R> {

    private List<R> loaded = new ArrayList<>();
    private List<R> ranked = loaded;
    private List<R> shown = List.of();
    private Comparator<? super R> order;
    private Predicate<? super R> filter;

    int size() {
        return loaded.size();
    }

    ShownRows.Snapshot<R> clear() {
        List<R> before = shown;
        loaded = new ArrayList<>();
        ranked = order == null ? loaded : new ArrayList<>();
        shown = List.of();
        return new ShownRows.Snapshot<>(shown, List.of(), null, before);
    }

    ShownRows.Snapshot<R> append(List<R> page) {
        loaded.addAll(page);
        if (order == null) {
            List<R> next = new ArrayList<>(shown.size() + page.size());
            next.addAll(shown);
            int from = next.size();
            for (R row : page) {
                if (passes(row)) {
                    next.add(row);
                }
            }
            List<ShownRows.Step<R>> steps = next.size() == from
                    ? List.of()
                    : List.of(new ShownRows.Step<>(ShownRows.Step.Kind.ADD, from, next.size() - from, null));
            shown = next;
            return new ShownRows.Snapshot<>(next, steps, null, null);
        }
        List<R> incoming = new ArrayList<>(page);
        incoming.sort(order);
        ranked = merge(ranked, incoming, order);
        return rewalk(row -> true);
    }

    ShownRows.Snapshot<R> filter(Predicate<? super R> newFilter) {
        filter = newFilter;
        return rewalk(row -> true);
    }

    /** Sorts by {@code newOrder}; null: the order the rows arrived in. */
    ShownRows.Snapshot<R> order(Comparator<? super R> newOrder) {
        order = newOrder;
        if (newOrder == null) {
            ranked = loaded;
        } else {
            ranked = new ArrayList<>(loaded);
            ranked.sort(newOrder);
        }
        List<R> before = shown;
        List<R> next = new ArrayList<>(before.size());
        for (R row : ranked) {
            if (passes(row)) {
                next.add(row);
            }
        }
        Map<R, Integer> at = new IdentityHashMap<>(next.size() * 2);
        for (int i = 0; i < next.size(); i++) {
            at.put(next.get(i), i);
        }
        int[] permutation = new int[before.size()];
        for (int i = 0; i < before.size(); i++) {
            permutation[i] = at.get(before.get(i));
        }
        shown = next;
        return new ShownRows.Snapshot<>(next, List.of(), permutation, null);
    }

    /** {@code now} takes the place of {@code old} (the same item, as a write left it). */
    ShownRows.Snapshot<R> replace(R old, R now) {
        replaceIn(loaded, old, now);
        if (ranked != loaded) {
            replaceIn(ranked, old, now);
        }
        int index = indexOf(shown, old);
        if (index < 0) {
            return rewalk(row -> true);
        }
        List<R> next = new ArrayList<>(shown);
        List<ShownRows.Step<R>> steps;
        if (passes(now)) {
            next.set(index, now);
            steps = List.of(new ShownRows.Step<>(ShownRows.Step.Kind.SET, index, 1, old));
        } else {
            next.remove(index);
            steps = List.of(new ShownRows.Step<>(ShownRows.Step.Kind.REMOVE, index, 1, old));
        }
        shown = next;
        return new ShownRows.Snapshot<>(next, steps, null, null);
    }

    ShownRows.Snapshot<R> remove(R old) {
        ShownRows.Snapshot<R> next = rewalk(row -> row != old);
        removeFrom(loaded, old);
        if (ranked != loaded) {
            removeFrom(ranked, old);
        }
        return next;
    }

    /**
     * Walks the rows in their order and shows those that pass the filter (and {@code keep}), with the steps from
     * the rows shown before, which must be in the same relative order.
     */
    private ShownRows.Snapshot<R> rewalk(Predicate<R> keep) {
        List<R> before = shown;
        List<R> next = new ArrayList<>(Math.max(16, before.size()));
        List<ShownRows.Step<R>> steps = new ArrayList<>();
        int j = 0;
        for (R row : ranked) {
            boolean wasShown = j < before.size() && before.get(j) == row;
            boolean isShown = keep.test(row) && passes(row);
            if (wasShown) {
                j++;
            }
            if (isShown) {
                if (!wasShown) {
                    addStep(steps, next.size());
                }
                next.add(row);
            } else if (wasShown) {
                steps.add(new ShownRows.Step<>(ShownRows.Step.Kind.REMOVE, next.size(), 1, row));
            }
        }
        shown = next;
        return new ShownRows.Snapshot<>(next, steps, null, null);
    }

    /** An add at {@code index}, joined to the add just before it when they touch. */
    private static <R> void addStep(List<ShownRows.Step<R>> steps, int index) {
        if (!steps.isEmpty()) {
            ShownRows.Step<R> last = steps.get(steps.size() - 1);
            if (last.kind() == ShownRows.Step.Kind.ADD && last.index() + last.count() == index) {
                steps.set(
                        steps.size() - 1,
                        new ShownRows.Step<>(ShownRows.Step.Kind.ADD, last.index(), last.count() + 1, null));
                return;
            }
        }
        steps.add(new ShownRows.Step<>(ShownRows.Step.Kind.ADD, index, 1, null));
    }

    private boolean passes(R row) {
        return filter == null || filter.test(row);
    }

    private static <R> List<R> merge(List<R> ranked, List<R> incoming, Comparator<? super R> order) {
        List<R> merged = new ArrayList<>(ranked.size() + incoming.size());
        int i = 0;
        int j = 0;
        while (i < ranked.size() && j < incoming.size()) {
            merged.add(order.compare(incoming.get(j), ranked.get(i)) < 0 ? incoming.get(j++) : ranked.get(i++));
        }
        merged.addAll(ranked.subList(i, ranked.size()));
        merged.addAll(incoming.subList(j, incoming.size()));
        return merged;
    }

    private static <R> int indexOf(List<R> rows, R row) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) == row) {
                return i;
            }
        }
        return -1;
    }

    private static <R> void replaceIn(List<R> rows, R old, R now) {
        int index = indexOf(rows, old);
        if (index >= 0) {
            rows.set(index, now);
        }
    }

    private static <R> void removeFrom(List<R> rows, R old) {
        int index = indexOf(rows, old);
        if (index >= 0) {
            rows.remove(index);
        }
    }
}
