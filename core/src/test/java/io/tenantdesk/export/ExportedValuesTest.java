package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The values a row was exported with travel in its {@code _exported} cell, and any change to that cell shows. */
class ExportedValuesTest {

    private static final ObjectMapper JSON =
            new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS);

    private ObjectNode fields() throws Exception {
        return (ObjectNode)
                JSON.readTree(
                        "{\"license_id\": \"l-1\", \"seats\": 12.50, \"huge\": 1E+125, \"note\": \"\","
                                + " \"flag\": true, \"none\": null, \"tags\": [\"a\", {\"b\": -5}], \"text\": \"☃ =1 \\u202e\"}");
    }

    @Test
    void aRowsFieldsComeBackAsTheyWereExported() throws Exception {
        ObjectNode fields = fields();

        String cell = ExportedValues.encode(fields);

        assertThat(cell).startsWith("v1.").matches("[A-Za-z0-9._-]+");
        ObjectNode back = ExportedValues.decode(cell);
        assertThat(back.toString()).isEqualTo(fields.toString());
        assertThat(back.get("huge").decimalValue()).isEqualByComparingTo(new BigDecimal("1E+125"));
    }

    @Test
    void aCellEditedCutShortOrFromAnotherVersionIsDamaged() throws Exception {
        String cell = ExportedValues.encode(fields());
        int middle = cell.indexOf('.') + 5;
        char other = cell.charAt(middle) == 'A' ? 'B' : 'A';
        List<String> damaged = List.of(
                cell.substring(0, middle) + other + cell.substring(middle + 1),
                cell.substring(0, cell.length() - 3),
                cell.substring(0, cell.lastIndexOf('.') - 4) + cell.substring(cell.lastIndexOf('.')),
                "v2" + cell.substring(2),
                "v1.",
                "anything");

        for (String text : damaged) {
            assertThatThrownBy(() -> ExportedValues.decode(text))
                    .as(text)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("the _exported value is damaged (edited, cut short or copied wrong)");
        }
    }
}
