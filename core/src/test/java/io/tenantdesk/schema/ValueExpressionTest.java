package io.tenantdesk.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ValueExpressionTest {

    private static final Instant NOW = Instant.parse("2026-11-25T21:35:12.345Z");

    @Test
    void rendersMomentsInEachFormat() {
        assertThat(ValueExpression.parse("{now+30d|iso}").render(NOW, Map.of(), KeyType.S))
                .isEqualTo("2026-12-25T21:35:12Z");
        assertThat(ValueExpression.parse("{now-1d|date}").render(NOW, Map.of(), KeyType.S))
                .isEqualTo("2026-11-24");
        assertThat(ValueExpression.parse("{now+1h|epoch}").render(NOW, Map.of(), KeyType.S))
                .isEqualTo(Long.toString(NOW.getEpochSecond() + 3600));
        assertThat(ValueExpression.parse("{now|epochHour}").render(NOW, Map.of(), KeyType.N))
                .isEqualTo(Long.toString(Instant.parse("2026-11-25T21:00:00Z").getEpochSecond()));
    }

    @Test
    void aMomentWithoutFormatFollowsTheKeyType() {
        ValueExpression now = ValueExpression.parse("{now}");

        assertThat(now.render(NOW, Map.of(), KeyType.N)).isEqualTo(Long.toString(NOW.getEpochSecond()));
        assertThat(now.render(NOW, Map.of(), KeyType.S)).isEqualTo("2026-11-25T21:35:12Z");
    }

    @Test
    void parametersComeFromTheUser() {
        ValueExpression e = ValueExpression.parse("LICENSE#STATUS#{status}");

        assertThat(e.parameters()).containsExactly("status");
        assertThat(e.isLiteral()).isFalse();
        assertThat(e.render(NOW, Map.of("status", "expired"), KeyType.S)).isEqualTo("LICENSE#STATUS#expired");
        assertThatThrownBy(() -> e.render(NOW, Map.of(), KeyType.S)).hasMessage("the range needs a value for `status`");
    }

    @Test
    void unreadableTokensAreRefused() {
        assertThatThrownBy(() -> ValueExpression.parse("{now+3w}")).hasMessageContaining("`{now+3w}`");
        assertThatThrownBy(() -> ValueExpression.parse("a}b")).hasMessageContaining("unbalanced");
    }
}
