package io.tenantdesk.bench;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The window benchmark's figures: the median of each over the rounds with its spread, per kind of process; then the
 * ratios to the bare window and to the goals, and of each other start to the console from the build.
 */
final class WindowReport {

    /** DynamoIt 2.0.0's CPU from launch to a usable window, measured beside the console (issue 39). */
    private static final double PEER_CPU_UNTIL_USABLE_S = 3.63;

    private static final List<String> TO_COMPARE = List.of(
            "start: CPU until usable (s)",
            "start: usable, first click answered (ms)",
            "resident: idle, connected (MB)",
            "resident: list loaded (MB)",
            "list cold: click -> rows painted (ms)",
            "list warm: click -> rows painted (ms)");

    private final BenchReport report;

    WindowReport(BenchReport report) {
        this.report = report;
    }

    void print(Map<String, List<Map<String, Double>>> rounds, List<String> loads) {
        report.note("medians over " + rounds.values().iterator().next().size()
                + " rounds taken in turns (min-max); loads at each round's start and at the end: "
                + String.join(", ", loads));
        rounds.forEach((label, runs) -> {
            report.note("");
            report.note(label + ":");
            for (String name : names(runs)) {
                List<Double> values = values(runs, name);
                report.figure("  " + name, BenchStats.median(values), spread(values));
            }
        });
        List<String> labels = new ArrayList<>(rounds.keySet());
        List<Map<String, Double>> console = rounds.get(labels.get(0));
        List<Map<String, Double>> bare = rounds.get(labels.get(1));
        report.note("");
        report.ratio(
                "console usable / bare window shown (medians)",
                median(console, "start: usable, first click answered (ms)")
                        / median(bare, "start: first window shown (ms)"),
                "<= 1.1 packaged");
        report.ratio(
                "console CPU until usable / bare window's until shown",
                median(console, "start: CPU until usable (s)") / median(bare, "start: CPU until shown (s)"),
                "<= 1.1 packaged");
        report.ratio(
                "console CPU until usable / DynamoIt's (3.63 s)",
                median(console, "start: CPU until usable (s)") / PEER_CPU_UNTIL_USABLE_S,
                "<= 1.0");
        report.ratio(
                "console resident idle connected / bare window idle",
                median(console, "resident: idle, connected (MB)") / median(bare, "resident: idle (MB)"),
                "-");
        report.ratio(
                "resident with " + WindowBenchmark.LICENSES + " rows / 300 MB",
                median(console, "resident: list loaded (MB)") / 300,
                "<= 1.0");
        for (String open : List.of("list", "form", "overview")) {
            for (String when : List.of("cold", "warm")) {
                String name = open + " " + when + ": data -> rows painted (ms)";
                report.ratio(name.replace(" (ms)", "") + " / 100 ms", median(console, name) / 100, "<= 1.0");
            }
        }
        for (String label : labels.subList(2, labels.size())) {
            for (String name : TO_COMPARE) {
                report.ratio(
                        label + " / from the build: " + name.replaceAll(" \\(.*\\)$", ""),
                        median(rounds.get(label), name) / median(console, name),
                        "<= 0.85 to adopt");
            }
        }
    }

    private static Set<String> names(List<Map<String, Double>> runs) {
        Set<String> names = new LinkedHashSet<>();
        runs.forEach(r -> names.addAll(r.keySet()));
        return names;
    }

    private static List<Double> values(List<Map<String, Double>> runs, String name) {
        return runs.stream()
                .map(r -> r.get(name))
                .filter(v -> v != null && !v.isNaN())
                .toList();
    }

    private static double median(List<Map<String, Double>> runs, String name) {
        return BenchStats.median(values(runs, name));
    }

    private static String spread(List<Double> values) {
        double min = values.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
        return String.format(Locale.ROOT, "(%.2f-%.2f, n=%d)", min, max, values.size());
    }
}
