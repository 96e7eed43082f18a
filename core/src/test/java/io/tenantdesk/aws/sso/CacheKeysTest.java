package io.tenantdesk.aws.sso;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CacheKeysTest {

    @Test
    void theTokenFileIsNamedByTheSessionOrTheLegacyStartUrl() {
        assertThat(CacheKeys.sha1Hex("my-sso")).isEqualTo("0ad374308c5a4e22f723adf10145eafad7c4031c");
        SsoSessionConfig legacy = new SsoSessionConfig(
                "p", Optional.empty(), "https://d-123.awsapps.com/start", "us-east-1", Optional.empty());
        assertThat(CacheKeys.tokenFileName(legacy))
                .isEqualTo(CacheKeys.sha1Hex("https://d-123.awsapps.com/start") + ".json");
    }

    @Test
    void theRegistrationFileIsNamedAsPythonsJsonDumpsWouldHashIt() {
        // Expected values computed with CPython: hashlib.sha1(json.dumps(args, sort_keys=True).encode()).hexdigest()
        SsoSessionConfig session = new SsoSessionConfig(
                "p",
                Optional.of("my-sso"),
                "https://d-123.awsapps.com/start",
                "us-east-1",
                Optional.of(List.of("sso:account:access")));
        assertThat(CacheKeys.registrationFileName(session)).isEqualTo("41703fba9789c2c8f9b7faa73b70bebb72c62cc9.json");

        SsoSessionConfig legacy = new SsoSessionConfig(
                "p", Optional.empty(), "https://d-123.awsapps.com/start#\u00e9", "us-east-1", Optional.empty());
        assertThat(CacheKeys.registrationFileName(legacy)).isEqualTo("5f8e3ca350c2390153140ee1c6762553beced1e7.json");
    }

    @Test
    void timestampsAreWrittenAsTheCliWritesThemAndReadInEveryFormSeen() {
        Instant instant = Instant.parse("2030-01-02T03:04:05Z");
        assertThat(CacheTimestamps.format(instant.plusMillis(999))).isEqualTo("2030-01-02T03:04:05Z");

        assertThat(CacheTimestamps.parse("2030-01-02T03:04:05Z")).isEqualTo(instant);
        assertThat(CacheTimestamps.parse("2030-01-02T03:04:05UTC")).isEqualTo(instant);
        assertThat(CacheTimestamps.parse("2030-01-02T03:04:05+00:00")).isEqualTo(instant);
        assertThat(CacheTimestamps.parse("2030-01-02T04:04:05+01:00")).isEqualTo(instant);
        assertThat(CacheTimestamps.parse("2030-01-02T03:04:05.000Z")).isEqualTo(instant);
        assertThat(CacheTimestamps.parse("2030-01-02T03:04:05.123456+00:00")).isEqualTo(instant.plusNanos(123_456_000));
        assertThat(CacheTimestamps.parse("2030-01-02T03:04:05")).isEqualTo(instant);
        assertThatThrownBy(() -> CacheTimestamps.parse("tomorrow")).isInstanceOf(DateTimeParseException.class);
    }
}
