package io.tenantdesk.bench;

import java.io.PrintStream;
import java.util.Locale;

/** Prints figures in aligned lines, so a run's output reads as a table. */
public final class BenchReport {

    private final PrintStream out;

    public BenchReport(PrintStream out) {
        this.out = out;
    }

    public void section(String title) {
        out.println();
        out.println("== " + title);
    }

    public void figure(String label, double value, String unit) {
        out.printf(Locale.ROOT, "  %-58s %14.2f %s%n", label, value, unit);
    }

    /** A ratio with its goal and the machine's load when it was taken, which slows its two sides unevenly. */
    public void ratio(String label, double value, String goal) {
        out.printf(Locale.ROOT, "  %-58s %14.3f   (goal %s; %s)%n", label, value, goal, BenchStats.loadAverage());
    }

    public void note(String text) {
        out.println("  " + text);
    }
}
