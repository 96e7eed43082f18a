package io.tenantdesk.infer;

/**
 * How few is a handful: the thresholds by which a draft tells odd items (probably broken) from a pattern of the
 * design. A handful of {@code n} items is 0.5% of them, and never less than one: 1 of up to 399 items, 10 of 2,000,
 * 100 of 20,000.
 */
final class Rarity {

    private Rarity() {}

    static int handful(int n) {
        return Math.max(1, n / 200);
    }

    /**
     * Whether {@code odd} of {@code n} items are exceptions to what the others show: no more than a handful, and
     * fewer than a quarter, so that the others are a pattern at all.
     */
    static boolean exceptions(int odd, int n) {
        return odd <= handful(n) && odd * 4 < n;
    }
}
