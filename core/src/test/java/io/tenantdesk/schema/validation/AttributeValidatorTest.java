package io.tenantdesk.schema.validation;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class AttributeValidatorTest {

    private final AttributeValidator validator = new AttributeValidator();

    private static AttributeSpec spec(String name, AttributeType type) {
        return AttributeSpec.of(name, type);
    }

    private static AttributeSpec enumSpec() {
        return new AttributeSpec(
                "status",
                AttributeType.ENUM,
                true,
                true,
                false,
                List.of("active", "suspended"),
                null,
                "any",
                List.of(),
                null,
                null,
                null,
                null,
                null);
    }

    private List<String> messages(AttributeSpec spec, Value value) {
        return validator.validate(spec, value).stream().map(Violation::message).toList();
    }

    @Test
    void wrongDynamoTypeIsNamedWithBothTypes() {
        assertThat(validator.validate(spec("status", AttributeType.STRING), Value.num(3)))
                .singleElement()
                .satisfies(v -> {
                    assertThat(v.rule()).isEqualTo(Rule.WRONG_TYPE);
                    assertThat(v.message())
                            .isEqualTo(
                                    "`status` is stored as N (number); as a string attribute it should be S (string)");
                });
        assertThat(messages(spec("enabled", AttributeType.BOOLEAN), Value.str("true")))
                .containsExactly(
                        "`enabled` is stored as S (string); as a boolean attribute it should be BOOL (boolean)");
    }

    @Test
    void enumValuesAreListedWhenOneIsWrong() {
        assertThat(validator.validate(enumSpec(), Value.str("paused")))
                .singleElement()
                .satisfies(v -> {
                    assertThat(v.rule()).isEqualTo(Rule.BAD_ENUM);
                    assertThat(v.message()).isEqualTo("`status` is `paused`; expected one of active, suspended");
                });
        assertThat(messages(enumSpec(), Value.str("active"))).isEmpty();
    }

    @Test
    void formatsOfTextTypes() {
        assertThat(messages(spec("email", AttributeType.EMAIL), Value.str("ada@example.com")))
                .isEmpty();
        assertThat(messages(spec("email", AttributeType.EMAIL), Value.str("ada.example.com")))
                .containsExactly("`email` `ada.example.com` is not an email address");
        assertThat(messages(spec("url", AttributeType.URL), Value.str("s3://bucket/key")))
                .isEmpty();
        assertThat(messages(spec("url", AttributeType.URL), Value.str("/relative")))
                .hasSize(1);
        assertThat(messages(spec("at", AttributeType.TIMESTAMP), Value.str("2026-02-21T14:30:00Z")))
                .isEmpty();
        assertThat(messages(spec("at", AttributeType.TIMESTAMP), Value.str("2026-02-21T14:30:00.123+01:00")))
                .isEmpty();
        assertThat(messages(spec("at", AttributeType.TIMESTAMP), Value.str("2026-02-21 14:30")))
                .containsExactly("`at` `2026-02-21 14:30` is not an ISO-8601 timestamp such as 2026-02-21T14:30:00Z");
        assertThat(messages(spec("day", AttributeType.DATE), Value.str("2026-02-30")))
                .containsExactly("`day` `2026-02-30` is not a date such as 2026-02-21");
    }

    @Test
    void jsonIsParsedAndItsExpectedFieldsChecked() {
        AttributeSpec settings = new AttributeSpec(
                "settings",
                AttributeType.JSON,
                false,
                true,
                false,
                List.of(),
                null,
                "object",
                List.of("ai_provider", "ai_model"),
                null,
                null,
                null,
                null,
                null);

        assertThat(messages(settings, Value.str("{\"ai_provider\":\"bedrock\",\"ai_model\":\"m\"}")))
                .isEmpty();
        assertThat(validator.validate(settings, Value.str("{\"ai_provider\":")))
                .singleElement()
                .satisfies(v -> {
                    assertThat(v.rule()).isEqualTo(Rule.INVALID_JSON);
                    assertThat(v.message())
                            .startsWith("`settings` is not valid JSON: ")
                            .contains("line 1, column");
                });
        assertThat(messages(settings, Value.str("[1]"))).containsExactly("`settings` should be a JSON object");
        assertThat(messages(settings, Value.str("{\"ai_provider\":\"x\"}")))
                .containsExactly("`settings` lacks the field ai_model");
    }

    @Test
    void jsonArrayElementsAreCheckedOneByOne() {
        AttributeSpec messages = new AttributeSpec(
                "messages",
                AttributeType.JSON,
                false,
                true,
                false,
                List.of(),
                null,
                "array",
                List.of("role", "content"),
                null,
                null,
                null,
                null,
                null);

        assertThat(messages(messages, Value.str("[{\"role\":\"user\",\"content\":\"hi\"},{\"role\":\"assistant\"}]")))
                .containsExactly("element 2 of `messages` lacks the field content");
    }

    @Test
    void epochSecondsMustBeWholeSecondsNotMilliseconds() {
        AttributeSpec ttl = spec("ttl", AttributeType.EPOCH);

        assertThat(messages(ttl, Value.num(1_743_004_200L))).isEmpty();
        assertThat(validator.validate(ttl, Value.num(1_743_004_200_000L)))
                .singleElement()
                .extracting(Violation::rule)
                .isEqualTo(Rule.OUT_OF_RANGE);
        assertThat(messages(ttl, Value.num("17.5")))
                .containsExactly("`ttl` must be whole seconds since 1970, not 17.5");
    }

    @Test
    void numberBoundsAreChecked() {
        AttributeSpec temperature = new AttributeSpec(
                "temperature",
                AttributeType.NUMBER,
                false,
                true,
                false,
                List.of(),
                null,
                "any",
                List.of(),
                BigDecimal.ZERO,
                new BigDecimal("2"),
                null,
                null,
                null);

        assertThat(messages(temperature, Value.num("2.5")))
                .containsExactly("`temperature` is 2.5; the most allowed is 2");
        assertThat(messages(temperature, Value.num("-1")))
                .containsExactly("`temperature` is -1; the least allowed is 0");
        assertThat(validator.validateText(temperature, "abc"))
                .extracting(Violation::rule)
                .containsExactly(Rule.WRONG_TYPE);
    }

    @Test
    void nullCountsAsMissingOnlyWhenRequired() {
        assertThat(messages(enumSpec(), Value.nul())).containsExactly("`status` is required but NULL");
        assertThat(messages(spec("note", AttributeType.STRING), Value.nul())).isEmpty();
    }

    @Test
    void neverThrowsWhateverTheValue() {
        Random random = new Random(7);
        for (AttributeType type : AttributeType.values()) {
            AttributeSpec spec = spec("a", type);
            for (int i = 0; i < 500; i++) {
                String text = KeyValueRulesTest.randomString(random);
                assertThat(validator.validate(spec, Value.str(text))).isNotNull();
                assertThat(validator.validateText(spec, text)).isNotNull();
            }
            assertThat(validator.validate(spec, new Value.Bin(new byte[] {1, 2})))
                    .isNotNull();
            assertThat(validator.validate(spec, new Value.ListOf(List.of(Value.nul()))))
                    .isNotNull();
        }
    }

    @Test
    void aSecretsValueIsNeverQuotedInAProblem() {
        AttributeSpec contact = AttributeSpec.of("contact", AttributeType.EMAIL);
        AttributeSpec secretContact = new AttributeSpec(
                "contact",
                AttributeType.EMAIL,
                false,
                true,
                true,
                List.of(),
                null,
                "any",
                List.of(),
                null,
                null,
                null,
                null,
                null);

        assertThat(messages(contact, Value.str("not-a-mail")))
                .containsExactly("`contact` `not-a-mail` is not an email address");
        assertThat(messages(secretContact, Value.str("not-a-mail")))
                .containsExactly("`contact` `********` is not an email address");
        AttributeSpec secretJson = new AttributeSpec(
                "flags",
                AttributeType.JSON,
                false,
                true,
                true,
                List.of(),
                null,
                "any",
                List.of(),
                null,
                null,
                null,
                null,
                null);
        assertThat(messages(secretJson, Value.str("sekret-token-42")))
                .containsExactly("`flags` is not valid JSON; the details are not shown, as the value is secret");
        assertThat(validator.validateText(secretContact, "not-a-mail"))
                .extracting(Violation::message)
                .containsExactly("`contact` `********` is not an email address");
    }
}
