package io.tenantdesk.lint;

import java.util.ArrayList;
import java.util.TreeMap;
import java.util.function.Supplier;

/** Counts a group's items and keeps the examples with the smallest keys. Not thread-safe: its table tally guards it. */
final class GroupTally {

    private final String code;
    private final String title;
    private final int limit;
    private final TreeMap<String, Example> examples = new TreeMap<>();
    private long count;

    GroupTally(String code, String title, int limit) {
        this.code = code;
        this.title = title;
        this.limit = limit;
    }

    /** @param example made only when it is kept, since most items of a large group are not */
    void add(String sortKey, Supplier<Example> example) {
        count++;
        if (limit == 0 || examples.size() >= limit && sortKey.compareTo(examples.lastKey()) >= 0) {
            return;
        }
        examples.put(sortKey, example.get());
        if (examples.size() > limit) {
            examples.pollLastEntry();
        }
    }

    Group group() {
        return new Group(code, title, count, new ArrayList<>(examples.values()));
    }
}
