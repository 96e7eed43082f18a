package io.tenantdesk.generated;

import java.util.Locale;

/** What a property's run over generated platforms covered: platforms, items and time, printed once at its end. */
public final class RunFigures {

    private final String label;
    private final long began = System.nanoTime();
    private int platforms;
    private long items;
    private int drafts;
    private double agreement;

    public RunFigures(String label) {
        this.label = label;
    }

    public void add(long items) {
        this.platforms++;
        this.items += items;
    }

    /** A draft's agreement with the generated descriptor, as a share of the items. */
    public void addDraft(double share) {
        this.drafts++;
        this.agreement += share;
    }

    public void print() {
        System.out.printf(
                Locale.ROOT,
                "generated platforms (%s): %d platforms, %d items, %.1f s%s%n",
                label,
                platforms,
                items,
                (System.nanoTime() - began) / 1e9,
                drafts == 0
                        ? ""
                        : String.format(Locale.ROOT, ", drafts agree on %.1f%% of items", 100 * agreement / drafts));
    }
}
