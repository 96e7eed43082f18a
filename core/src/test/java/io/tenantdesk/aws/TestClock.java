package io.tenantdesk.aws;

import io.tenantdesk.aws.sso.Sleeper;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A clock tests move by hand, and a sleeper that only moves it (recording each wait), so polls take no time. */
public final class TestClock extends Clock {

    private volatile Instant now;
    private final List<Duration> sleeps = new CopyOnWriteArrayList<>();

    public TestClock(Instant start) {
        this.now = start;
    }

    public static TestClock startingNow() {
        return new TestClock(Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS));
    }

    public void advance(Duration duration) {
        now = now.plus(duration);
    }

    public Sleeper sleeper() {
        return (duration, cancel) -> {
            sleeps.add(duration);
            advance(duration);
        };
    }

    public List<Duration> sleeps() {
        return List.copyOf(sleeps);
    }

    @Override
    public Instant instant() {
        return now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }
}
