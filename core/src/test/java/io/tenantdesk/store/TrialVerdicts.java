package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.local.FaultProxy.Fault;
import io.tenantdesk.store.FaultTrials.Trial;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/** What the fault trials must show, and their figures. */
final class TrialVerdicts {

    private TrialVerdicts() {}

    /**
     * Never applied twice; every entry settled once the checks are over; and nothing reported applied that the server
     * did not apply.
     */
    static void assertEveryTrialSettledOnce(List<Trial> trials) {
        for (Trial trial : trials) {
            assertThat(trial.applications()).as("applications of %s", trial).isLessThanOrEqualTo(1);
            assertThat(trial.settled().settled()).as("%s", trial).isTrue();
            if (trial.reported() == FaultTrials.Reported.APPLIED
                    || trial.retried().equals(Optional.of(FaultTrials.Reported.APPLIED))) {
                assertThat(trial.applications()).as("%s", trial).isEqualTo(1);
            }
        }
    }

    /**
     * Truthful: a final outcome that says applied was applied once, one that says not applied was never applied; an
     * unknown one says nothing.
     */
    static void assertTruthful(List<Trial> trials) {
        for (Trial trial : trials) {
            if (trial.settled().applied()) {
                assertThat(trial.applications()).as("%s", trial).isEqualTo(1);
            } else if (trial.settled() != WriteOutcome.Status.UNKNOWN) {
                assertThat(trial.applications()).as("%s", trial).isZero();
            }
        }
    }

    /**
     * Truthful, and where the item tells (versions, planned images) never unknown at the end: a write the server
     * applied, at once or late, ends applied; one it never applied ends not applied.
     */
    static void assertDeterminedAndTrue(List<Trial> trials) {
        assertTruthful(trials);
        for (Trial trial : trials) {
            assertThat(trial.settled().applied()).as("%s", trial).isEqualTo(trial.applications() == 1);
            assertThat(trial.settled()).as("%s", trial).isNotEqualTo(WriteOutcome.Status.UNKNOWN);
        }
    }

    /**
     * The trials in figures, a line per fault: what the store said at once and to the retries, how the entries ended,
     * how often the server applied each write, and in how many the final outcome is the truth.
     */
    static List<String> figures(String what, List<Trial> trials, Predicate<Trial> tookEffect) {
        Map<Fault, List<Trial>> byFault = new EnumMap<>(Fault.class);
        trials.forEach(
                t -> byFault.computeIfAbsent(t.fault(), f -> new ArrayList<>()).add(t));
        List<String> lines = new ArrayList<>();
        byFault.forEach((fault, some) -> {
            long truths = some.stream()
                    .filter(t -> t.settled() == WriteOutcome.Status.UNKNOWN
                            || t.settled().applied() == tookEffect.test(t))
                    .count();
            lines.add("Lost replies, " + what + ", " + fault + ": reported "
                    + count(some, Trial::reported) + ", retried "
                    + count(
                            some.stream().filter(t -> t.retried().isPresent()).toList(),
                            t -> t.retried().orElseThrow())
                    + ", final " + count(some, Trial::settled) + ", server applied " + count(some, Trial::applications)
                    + "; final = truth (or unknown) in " + truths + " of " + some.size() + ", applied twice "
                    + some.stream().filter(t -> t.applications() > 1).count());
        });
        return lines;
    }

    private static <T> Map<T, Long> count(List<Trial> trials, Function<Trial, T> by) {
        return trials.stream().collect(Collectors.groupingBy(by, TreeMap::new, Collectors.counting()));
    }
}
