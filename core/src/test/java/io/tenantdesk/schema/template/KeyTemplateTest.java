package io.tenantdesk.schema.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
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

    /**
     * The shape a template defines, written as a regular expression: its literals, and for each placeholder one
     * or more characters that are none of its separators. Parsing must accept exactly the keys it matches.
     */
    @Test
    void parsingAcceptsExactlyTheKeysOfTheTemplatesShape() {
        Random random = new Random(20261126);
        String[] templates = {
            "ORG#{orgId}#CONV#{conversationId}",
            "{end_date}#{license_id}",
            "LICENSE#STATUS#{status}",
            "a/{x}/b#{y}#",
            "{x}v1",
            "X{x}",
            "{x}#/{y}",
            "META",
            "{id}",
            "A#{a}#B#{b}#C#{c}",
            "a.b*[{x}]",
            "{a}|{b}"
        };
        char[] alphabet = {
            '#', '/', 'A', 'B', 'C', 'O', 'R', 'G', 'a', 'b', 'v', '1', 'x', 'M', 'E', 'T', 'X', '\n', '.', '*', '[',
            ']', '|'
        };
        for (String text : templates) {
            KeyTemplate template = KeyTemplate.parse(text);
            Pattern shape = shapeOf(template);
            for (int n = 0; n < 20_000; n++) {
                String key = n % 2 == 0 ? mutated(template, random, alphabet) : randomText(random, alphabet);
                Matcher expected = shape.matcher(key);
                Optional<Map<String, String>> parsed = template.match(key);
                assertThat(parsed.isPresent())
                        .as("`%s` against `%s`", key, text)
                        .isEqualTo(expected.matches());
                for (int g = 0;
                        parsed.isPresent() && g < template.placeholders().size();
                        g++) {
                    assertThat(parsed.get())
                            .containsEntry(template.placeholders().get(g), expected.group(g + 1));
                }
            }
        }
    }

    private static Pattern shapeOf(KeyTemplate template) {
        List<String> separators = template.separators().stream()
                .map(c -> Pattern.quote(String.valueOf(c)))
                .toList();
        String value = separators.isEmpty() ? "(.+)" : "((?:(?!" + String.join("|", separators) + ").)+)";
        StringBuilder regex = new StringBuilder();
        for (KeyTemplate.Segment segment : template.segments()) {
            regex.append(segment instanceof KeyTemplate.Literal l ? Pattern.quote(l.text()) : value);
        }
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }

    /** A key rendered from random values, then with a character or two changed, so that many keys nearly fit. */
    private static String mutated(KeyTemplate template, Random random, char[] alphabet) {
        Map<String, String> values = new HashMap<>();
        template.placeholders().forEach(p -> values.put(p, randomText(random, alphabet)));
        StringBuilder key = new StringBuilder(template.render(values));
        for (int edits = random.nextInt(3); edits > 0 && key.length() > 0; edits--) {
            key.setCharAt(random.nextInt(key.length()), alphabet[random.nextInt(alphabet.length)]);
        }
        return key.toString();
    }

    private static String randomText(Random random, char[] alphabet) {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(6); i >= 0; i--) {
            text.append(alphabet[random.nextInt(alphabet.length)]);
        }
        return text.toString();
    }
}
