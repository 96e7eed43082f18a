package io.tenantdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class ValueTextTest {

    private final ValueText text = new ValueText(Clock.fixed(Instant.parse("2026-03-01T00:00:00Z"), ZoneOffset.UTC),
            ZoneId.of("Asia/Kolkata"));

    @Test
    void momentsReadInTheUsersZone() {
        Instant at = Instant.parse("2026-02-21T14:30:05Z");

        assertThat(text.timestamp(at)).isEqualTo("2026-02-21 20:00:05");
        assertThat(text.timeOfDay(at)).isEqualTo("20:00:05");
        assertThat(text.timestamp("2026-02-21T14:30:05Z")).isEqualTo("2026-02-21 20:00:05");
        assertThat(text.timestamp("yesterday")).as("not a timestamp: shown as it is").isEqualTo("yesterday");
    }
}
