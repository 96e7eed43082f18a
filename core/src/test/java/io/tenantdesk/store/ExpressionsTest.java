package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ExpressionsTest {

    @Test
    void describesAnExpressionOfTenOrMorePlaceholdersExactly() {
        Expressions ex = new Expressions();
        List<String> parts = new ArrayList<>();
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            parts.add(ex.name("attr" + i) + " = " + ex.value(AttributeValue.fromS("value " + i)));
            expected.add("attr" + i + " = \"value " + i + "\"");
        }

        assertThat(ex.describe(String.join(" AND ", parts))).isEqualTo(String.join(" AND ", expected));
    }

    @Test
    void neverReplacesWhatAReplacementBroughtIn() {
        Expressions ex = new Expressions();
        String expression = ex.name("note") + " = " + ex.value(AttributeValue.fromS("see #n0 and :v0"));

        assertThat(ex.describe(expression)).isEqualTo("note = \"see #n0 and :v0\"");
    }

    @Test
    void showsEveryTypeInFullAndQuotesStrings() {
        Expressions ex = new Expressions();
        String long_ = "x".repeat(200);
        String expression = String.join(
                ", ",
                ex.value(AttributeValue.fromS(long_)),
                ex.value(AttributeValue.fromS("a \"b\"\n")),
                ex.value(AttributeValue.fromN("1.50")),
                ex.value(AttributeValue.fromBool(true)),
                ex.value(AttributeValue.fromNul(true)),
                ex.value(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2}))),
                ex.value(AttributeValue.fromSs(List.of("a", "b"))),
                ex.value(AttributeValue.fromL(List.of(AttributeValue.fromN("1")))),
                ex.value(AttributeValue.fromM(Map.of("k", AttributeValue.fromS("v")))));

        assertThat(ex.describe(expression))
                .isEqualTo("\"" + long_ + "\", \"a \\\"b\\\"\\n\", 1.50, true, null, b\"AQI=\", "
                        + "<<\"a\", \"b\">>, [1], {\"k\": \"v\"}");
    }
}
