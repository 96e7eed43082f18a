package io.tenantdesk.store;

import io.tenantdesk.aws.sso.Sleeper;
import io.tenantdesk.concurrent.Daemons;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

/**
 * When the store checks again a write that is not applied so far, and how it waits. By default 10 seconds, 1, 5 and
 * 16 minutes after the reply was lost: DynamoDB refuses a request that reaches it more than 15 minutes after it was
 * signed, so a write still unchanged at the last check can no longer be applied by its delayed request.
 *
 * @param waits    the waits before each check, the first counted from the lost reply
 * @param sleeper  how the store waits; tests pass one that waits for them rather than the clock
 * @param executor where checks (and outcomes the change journal could not record at first) run in the background
 */
public record OutcomeChecks(List<Duration> waits, Sleeper sleeper, Executor executor) {

    /** How long after it was signed DynamoDB still accepts a request. */
    public static final Duration SIGNED_REQUEST_LIFETIME = Duration.ofMinutes(15);

    /** The waits of the {@linkplain #standard standard} checks: at 10 s, 1 min, 5 min and 16 min. */
    public static final List<Duration> STANDARD_WAITS =
            List.of(Duration.ofSeconds(10), Duration.ofSeconds(50), Duration.ofMinutes(4), Duration.ofMinutes(11));

    public OutcomeChecks {
        waits = List.copyOf(waits);
        if (waits.isEmpty()) {
            throw new IllegalArgumentException("at least one check");
        }
        Objects.requireNonNull(sleeper, "sleeper");
        Objects.requireNonNull(executor, "executor");
    }

    /** Checks at 10 s, 1 min, 5 min and 16 min, on daemon threads of their own. */
    public static OutcomeChecks standard() {
        return new OutcomeChecks(
                STANDARD_WAITS, Sleeper.waiting(), Executors.newCachedThreadPool(Daemons.named("outcome-checks")));
    }

    /** How long after the lost reply the last check is made. */
    Duration span() {
        return waits.stream().reduce(Duration.ZERO, Duration::plus);
    }
}
