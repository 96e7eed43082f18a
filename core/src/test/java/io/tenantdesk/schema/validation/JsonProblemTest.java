package io.tenantdesk.schema.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JsonProblemTest {

    private static String problemOf(String text) {
        JsonProcessingException e =
                catchThrowableOfType(JsonProcessingException.class, () -> new ObjectMapper().readTree(text));
        return JsonProblem.describe(e);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '`',
            value = {
                "[{\"channel\": \"slack\", \"id\": \"C024BE91L\"}   | ']' expected at line 1, column 41",
                "{\"a\": 1                                          | '}' expected at line 1, column 8",
                "{\"a\" 1}                                          | ':' expected after the field name, not '1' at line 1, column 6",
                "{a: 1}                                             | a field name in double quotes expected, not 'a' at line 1, column 2",
                "[1 2]                                              | ',' or ']' expected, not '2' at line 1, column 4",
                "{\"a\": 1 \"b\": 2}                                | ',' or '}' expected, not '\"' at line 1, column 9",
                "{\"a\": yes}                                       | 'yes' is not a value (text needs double quotes; values are numbers, true, false, null, [...] or {...}) at line 1, column 7",
                "{\"a\": \"open                                     | '\"' expected to close the text at line 1, column 12",
            })
    void saysWhatIsExpectedAndWhereWithoutTheParsersWords(String text, String expected) {
        String problem = problemOf(text.strip());

        assertThat(problem).isEqualTo(expected.strip());
        assertThat(problem).doesNotContain("Source", "REDACTED", "StreamReadFeature", "code ");
    }
}
