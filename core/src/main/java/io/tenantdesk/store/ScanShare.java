package io.tenantdesk.store;

/**
 * One share of a table, so that many workers can each read their own: share {@code index} of {@code count},
 * counted from 0. The shares of one count together hold every item exactly once.
 */
public record ScanShare(int index, int count) {

    public ScanShare {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("a share is I/N with 0 <= I < N; got " + index + "/" + count);
        }
    }

    /** The whole table: share 0 of 1. */
    public static ScanShare whole() {
        return new ScanShare(0, 1);
    }

    public boolean isWhole() {
        return count == 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
