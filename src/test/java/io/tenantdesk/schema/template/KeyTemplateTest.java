package io.tenantdesk.schema.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class KeyTemplateTest {

    @Test
    void rendersAndParsesACompositeKey() {
        KeyTemplate t = KeyTemplate.parse("ORG#{orgId}#CONV#{conversationId}");

        assertThat(t.placeholders()).containsExactly("orgId", "conversationId");
        assertThat(t.separators()).containsExactly('#');
        assertThat(t.render(Map.of("orgId", "o1", "conversationId", "c-9"))).isEqualTo("ORG#o1#CONV#c-9");
        assertThat(t.match("ORG#o1#CONV#c-9")).contains(Map.of("orgId", "o1", "conversationId", "c-9"));
    }

    @Test
    void aPlaceholderNeverSpansASeparator() {
        KeyTemplate org = KeyTemplate.parse("ORG#{orgId}");

        assertThat(org.match("ORG#o1#CONV#c1")).isEmpty();
        assertThat(org.match("ORG#")).as("empty value").isEmpty();
        assertThat(org.match("ORGo1")).isEmpty();
    }

    @Test
    void slashSeparatedTemplatesUseSlashOnly() {
        KeyTemplate t = KeyTemplate.parse("llm-request-buckets/{subscriptionId}/{hourTimestamp}");

        assertThat(t.separators()).containsExactly('/');
        assertThat(t.match("llm-request-buckets/sub-1/2026-01-01T10:00:00.000Z"))
                .contains(Map.of("subscriptionId", "sub-1", "hourTimestamp", "2026-01-01T10:00:00.000Z"));
    }

    @Test
    void literalAndSinglePlaceholderTemplates() {
        KeyTemplate meta = KeyTemplate.parse("META");
        KeyTemplate id = KeyTemplate.parse("{sessionId}");

        assertThat(meta.isLiteral()).isTrue();
        assertThat(meta.match("META")).contains(Map.of());
        assertThat(meta.match("METADATA")).isEmpty();
        assertThat(id.isSinglePlaceholder()).isTrue();
        assertThat(id.separators()).isEmpty();
        assertThat(id.match("sess_1#2/3")).contains(Map.of("sessionId", "sess_1#2/3"));
    }

    @Test
    void declaredPatternsTakePartInMatching() {
        KeyTemplate id = KeyTemplate.parse("{sessionId}");
        Map<String, Pattern> patterns = Map.of("sessionId", Pattern.compile("sess_[a-z0-9]+"));

        assertThat(id.match("sess_abc1", patterns)).isPresent();
        assertThat(id.match("ctx_abc1", patterns)).isEmpty();
    }

    @Test
    void literalPrefixAndSpecificity() {
        KeyTemplate t = KeyTemplate.parse("LICENSE#STATUS#{status}");

        assertThat(t.literalPrefix()).isEqualTo("LICENSE#STATUS#");
        assertThat(t.literalLength()).isEqualTo(15);
        assertThat(KeyTemplate.parse("{end_date}#{license_id}").literalPrefix()).isEmpty();
    }

    @Test
    void explainsWhyAKeyDoesNotFit() {
        KeyTemplate sk = KeyTemplate.parse("LICENSE#{license_id}");

        assertThat(sk.explainMismatch("SK", "LICENCE#1")).contains("SK must start with `LICENSE#`");
        assertThat(sk.explainMismatch("SK", "LICENSE#1")).isEmpty();
        assertThat(KeyTemplate.parse("META").explainMismatch("SK", "META2")).contains("SK must be `META`, not `META2`");
        assertThat(KeyTemplate.parse("{a}#USERS").explainMismatch("GSI2PK", "x#ROLES"))
                .contains("GSI2PK must end with `#USERS`");
    }

    @Test
    void renderingWithoutAValueFailsNamingThePlaceholder() {
        KeyTemplate t = KeyTemplate.parse("ACCOUNT#{account_id}");

        assertThat(t.canRender(Map.of())).isFalse();
        assertThatThrownBy(() -> t.render(Map.of())).hasMessageContaining("{account_id}");
    }

    @Test
    void rejectsTemplatesThatCouldNotBeParsedBack() {
        assertThatThrownBy(() -> KeyTemplate.parse("{a}{b}")).hasMessageContaining("need a separator");
        assertThatThrownBy(() -> KeyTemplate.parse("{a}x{b}")).hasMessageContaining("must start with a separator");
        assertThatThrownBy(() -> KeyTemplate.parse("A#{a}#{a}")).hasMessageContaining("appears twice");
        assertThatThrownBy(() -> KeyTemplate.parse("A#{a")).hasMessageContaining("unclosed '{' at position 3");
        assertThatThrownBy(() -> KeyTemplate.parse("A#a}")).hasMessageContaining("unmatched '}'");
        assertThatThrownBy(() -> KeyTemplate.parse("A#{1a}")).hasMessageContaining("not a placeholder name");
        assertThatThrownBy(() -> KeyTemplate.parse("")).hasMessageContaining("must not be empty");
    }

    @Test
    void regexCharactersInLiteralsAreLiteral() {
        KeyTemplate t = KeyTemplate.parse("a.b*[{x}]");

        assertThat(t.match("a.b*[v]")).contains(Map.of("x", "v"));
        assertThat(t.match("aXb*[v]")).isEmpty();
    }
}
