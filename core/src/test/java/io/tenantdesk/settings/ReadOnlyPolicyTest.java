package io.tenantdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ReadOnlyPolicyTest {

    private final ConnectionSettings settings =
            ConnectionSettings.defaults().withProductionPatterns(List.of("*prod*", "regex:1111\\d{8}", "glob:live-??"));

    @Test
    void aProfileWhoseNameMatchesIsReadOnlyByDefault() {
        ReadOnlyDecision decision =
                new ReadOnlyPolicy(settings).decide(Optional.of("Support-PROD"), Optional.empty(), false);

        assertThat(decision.readOnly()).isTrue();
        assertThat(decision.reason()).isEqualTo("profile `Support-PROD` matches the production pattern `*prod*`");
    }

    @Test
    void anAccountThatMatchesMakesAnyProfileReadOnly() {
        ReadOnlyDecision decision =
                new ReadOnlyPolicy(settings).decide(Optional.of("support"), Optional.of("111122223333"), false);

        assertThat(decision.readOnly()).isTrue();
        assertThat(decision.reason()).contains("account 111122223333");
    }

    @Test
    void globsMatchTheWholeName() {
        ReadOnlyPolicy policy = new ReadOnlyPolicy(settings);

        assertThat(policy.decide(Optional.of("live-eu"), Optional.empty(), false)
                        .readOnly())
                .isTrue();
        assertThat(policy.decide(Optional.of("live-euw"), Optional.empty(), false)
                        .readOnly())
                .isFalse();
        assertThat(policy.decide(Optional.of("staging"), Optional.of("222233334444"), false)
                        .readOnly())
                .isFalse();
    }

    @Test
    void overridesWinOverPatternsAndAskingForReadOnlyAlwaysWins() {
        ReadOnlyPolicy policy = new ReadOnlyPolicy(
                settings.withReadOnlyOverride("prod-sandbox", false).withReadOnlyOverride("staging", true));

        assertThat(policy.decide(Optional.of("prod-sandbox"), Optional.empty(), false)
                        .readOnly())
                .isFalse();
        assertThat(policy.decide(Optional.of("staging"), Optional.empty(), false)
                        .reason())
                .contains("marked read-only");
        assertThat(policy.decide(Optional.of("dev"), Optional.empty(), true).readOnly())
                .isTrue();
        assertThat(policy.decide(Optional.empty(), Optional.empty(), false).readOnly())
                .isFalse();
    }

    @Test
    void anInvalidPatternIsRefused() {
        assertThatThrownBy(() -> settings.withProductionPatterns(List.of("regex:(")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("regex:(");
    }
}
