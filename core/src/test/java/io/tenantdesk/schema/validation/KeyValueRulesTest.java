package io.tenantdesk.schema.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class KeyValueRulesTest {

    private static final Set<Character> HASH = Set.of('#');

    private static List<String> messages(String value) {
        return KeyValueRules.check("license_id", value, HASH, null).stream()
                .map(Violation::message)
                .toList();
    }

    @Test
    void anOrdinaryIdPasses() {
        assertThat(messages("lic-00042_A.b")).isEmpty();
    }

    @Test
    void separatorsAreRejectedByName() {
        assertThat(messages("a#b")).containsExactly("`license_id` must not contain `#`");
    }

    @Test
    void emptyIsRejected() {
        assertThat(messages("")).containsExactly("`license_id` must not be empty");
        assertThat(messages(null)).containsExactly("`license_id` must not be empty");
    }

    @Test
    void unicodeIsRejectedWithTheCodePoint() {
        assertThat(messages("café"))
                .containsExactly(
                        "`license_id` contains 'é' (U+00E9); key values are plain ASCII unless the descriptor declares a pattern");
        assertThat(messages("a😀")).singleElement().asString().contains("U+1F600");
    }

    @Test
    void spacesAndControlCharactersAreRejected() {
        assertThat(messages("a b")).containsExactly("`license_id` must not contain spaces");
        assertThat(messages("a\u0007b")).containsExactly("`license_id` must not contain control characters");
        assertThat(messages("a\u00a0b")).containsExactly("`license_id` must not contain spaces");
    }

    @Test
    void veryLongValuesAreRejected() {
        assertThat(messages("x".repeat(KeyValueRules.MAX_LENGTH))).isEmpty();
        assertThat(messages("x".repeat(300)))
                .containsExactly("`license_id` is 300 characters long; a key value may have at most 256");
    }

    @Test
    void everyBrokenRuleIsReported() {
        assertThat(messages("é #" + "x".repeat(300))).hasSize(4);
    }

    @Test
    void aDeclaredPatternReplacesTheDefaultButNotTheSeparators() {
        Pattern names = Pattern.compile("[\\p{L} ]+");

        assertThat(KeyValueRules.check("name", "Zoë Müller", HASH, names)).isEmpty();
        assertThat(KeyValueRules.check("name", "Zoë#1", HASH, names))
                .extracting(Violation::message)
                .containsExactly(
                        "`name` must not contain `#`",
                        "`name` `Zoë#1` is not in the expected form (pattern `[\\p{L} ]+`)");
        assertThat(KeyValueRules.check("name", "Zoë#1", HASH, names, "Zoë Müller"))
                .extracting(Violation::message)
                .contains("`name` `Zoë#1` is not in the expected form, such as `Zoë Müller`");
    }

    @Test
    void randomStringsOnlyEverYieldViolations() {
        Random random = new Random(20261125L);
        Set<Character> separators = Set.of('#', '/', ':');
        for (int i = 0; i < 20_000; i++) {
            String value = randomString(random);
            List<Violation> violations = KeyValueRules.check("field", value, separators, null);
            boolean clean = !value.isEmpty()
                    && value.length() <= KeyValueRules.MAX_LENGTH
                    && value.chars().allMatch(c -> c > 0x20 && c < 0x7f && c != '#' && c != '/' && c != ':');
            assertThat(violations.isEmpty()).as("value %s", value).isEqualTo(clean);
            assertThat(violations).allSatisfy(v -> {
                assertThat(v.rule()).isEqualTo(Rule.KEY_PATTERN);
                assertThat(v.message()).startsWith("`field`");
            });
        }
    }

    static String randomString(Random random) {
        int length = random.nextInt(10) == 0 ? random.nextInt(400) : random.nextInt(12);
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < length; i++) {
            int kind = random.nextInt(10);
            if (kind < 6) {
                s.append((char) (0x21 + random.nextInt(0x5e)));
            } else if (kind < 7) {
                s.append("#/: \t\n".charAt(random.nextInt(6)));
            } else if (kind < 9) {
                s.appendCodePoint(0x80 + random.nextInt(0x2000));
            } else {
                s.appendCodePoint(0x1F300 + random.nextInt(0x200));
            }
        }
        return s.toString();
    }
}
