package io.tenantdesk.lint;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

/**
 * Counts a group's items and keeps the first examples in {@link Example#ORDER}. Not thread-safe: its table tally
 * guards it.
 */
final class GroupTally {

    private final String code;
    private final String title;
    private final int limit;
    private final List<Example> examples = new ArrayList<>();
    private long count;

    GroupTally(String code, String title, int limit) {
        this.code = code;
        this.title = title;
        this.limit = limit;
    }

    /**
     * @param keyText the example's {@link Example#keyText()}, known before the example is made
     * @param example made only when it may be kept, since most items of a large group are not
     */
    void add(String keyText, Supplier<Example> example) {
        count++;
        if (limit == 0
                || examples.size() >= limit
                        && keyText.compareTo(examples.get(limit - 1).keyText()) > 0) {
            return;
        }
        keep(example.get());
    }

    /** Adds another tally's group of the same code: its count, and its examples where they come first. */
    void add(Group group) {
        count += group.count();
        group.examples().forEach(this::keep);
    }

    private void keep(Example example) {
        int at = Collections.binarySearch(examples, example, Example.ORDER);
        at = at < 0 ? -at - 1 : at;
        if (at >= limit) {
            return;
        }
        examples.add(at, example);
        if (examples.size() > limit) {
            examples.remove(limit);
        }
    }

    Group group() {
        return new Group(code, title, count, examples);
    }
}
