package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.text.VisibleText;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A CSV cell is safe to open in a spreadsheet, and reads back as the text it was written for. */
class CsvCellsTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void textASpreadsheetWouldRunAsAFormulaStartsWithASingleQuote() {
        for (String formula : List.of("=cmd|'/c calc'!A1", "+1+1", "-2+3", "@SUM(A1:A9)", "\t=1", "\r=1", "\n=1")) {
            assertThat(CsvCells.of(formula)).as(VisibleText.escape(formula)).isEqualTo("'" + formula);
            assertThat(CsvCells.read(CsvCells.of(formula))).isEqualTo(formula);
        }
        assertThat(CsvCells.of("plain = text")).isEqualTo("plain = text");
        assertThat(CsvCells.of("")).isEmpty();
    }

    @Test
    void textStartingWithASingleQuoteIsMarkedOnlyWhereTheMarkCouldBeMistakenForIt() {
        assertThat(CsvCells.of("'=1")).isEqualTo("''=1");
        assertThat(CsvCells.of("''")).isEqualTo("'''");
        assertThat(CsvCells.of("'Tis")).isEqualTo("'Tis");
        assertThat(CsvCells.of("'")).isEqualTo("'");
        for (String text : List.of("'=1", "''", "'Tis", "'", "''=")) {
            assertThat(CsvCells.read(CsvCells.of(text))).isEqualTo(text);
        }
        assertThat(CsvCells.read("'Tis")).as("a quote a person typed").isEqualTo("'Tis");
    }

    @Test
    void hiddenCharactersAreWrittenAsTheConsoleShowsThemWhileTabsAndLineBreaksStay() {
        assertThat(CsvCells.of("a\u0000b\u001bc\u202Ed\u2066e\u200Bf\u007Fg"))
                .isEqualTo("a\\u0000b\\u001bc\\u202ed\\u2066e\\u200bf\\u007fg");
        assertThat(CsvCells.of("x\ty\r\nz")).isEqualTo("x\ty\r\nz");
        assertThat(CsvCells.read("a\\u0000b\\u202Ec")).isEqualTo("a\u0000b\u202Ec");
    }

    @Test
    void aFormulaSignAfterASemicolonIsEscapedSoNoSpreadsheetStartsACellWithIt() {
        assertThat(CsvCells.of("a;=1")).isEqualTo("a;\\u003d1");
        assertThat(CsvCells.of("a;\"\"-1")).isEqualTo("a;\"\"\\u002d1");
        assertThat(CsvCells.of("=1+2\";=1+2")).isEqualTo("'=1+2\";\\u003d1+2");
        assertThat(CsvCells.of("=1+2'\" ;,=1+2")).isEqualTo("'=1+2'\" ;,=1+2");
        assertThat(CsvCells.of("a=b;c@d")).isEqualTo("a=b;c@d");
        assertThat(CsvCells.read("a;\\u003d1")).isEqualTo("a;=1");
    }

    @Test
    void aBackslashIsDoubledOnlyWhereItWouldReadAsAnEscape() {
        assertThat(CsvCells.of("C:\\new\\tmp")).isEqualTo("C:\\new\\tmp");
        assertThat(CsvCells.of("\\\\server\\share")).isEqualTo("\\\\server\\share");
        assertThat(CsvCells.of("\\u0041")).isEqualTo("\\u0041");
        assertThat(CsvCells.of("\\u0000")).isEqualTo("\\\\u0000");
        assertThat(CsvCells.of("\\u003D")).isEqualTo("\\\\u003D");
        assertThat(CsvCells.of("\\\u0000")).isEqualTo("\\\\\\u0000");
        assertThat(CsvCells.read("\\u0041")).isEqualTo("\\u0041");
        assertThat(CsvCells.read("\\\\u0000")).isEqualTo("\\u0000");
    }

    @Test
    void numbersAndBooleansAreWrittenAsTheyAreButTextThatLooksLikeANumberIsMarked() {
        assertThat(CsvCells.of(NODES.numberNode(new BigDecimal("-5")))).isEqualTo(new CsvCells.Cell("-5", false));
        assertThat(CsvCells.of(NODES.numberNode(new BigDecimal("-1E-130"))))
                .isEqualTo(new CsvCells.Cell("-1E-130", false));
        assertThat(CsvCells.of(NODES.booleanNode(true))).isEqualTo(new CsvCells.Cell("true", false));
        assertThat(CsvCells.of(NODES.textNode("-5"))).isEqualTo(new CsvCells.Cell("'-5", true));
        assertThat(CsvCells.of(NODES.textNode("+44 20 7946 0000")).text()).isEqualTo("'+44 20 7946 0000");
        assertThat(CsvCells.of(NODES.nullNode())).isEqualTo(new CsvCells.Cell("", false));
        assertThat(CsvCells.of(NODES.textNode("active"))).isEqualTo(new CsvCells.Cell("active", false));
    }

    @Test
    void aListOrMapCellIsItsJsonMadeSafeAndReadsBackAsThatJson() throws Exception {
        ObjectNode map = NODES.objectNode();
        map.put("note", "x\u202Ey\n\"q\"\\");
        map.putArray("=list").add(-5).add("@a");

        CsvCells.Cell cell = CsvCells.of(map);

        assertThat(cell.text()).contains("\\u202e").doesNotContain("\u202E");
        assertThat(JSON.readTree(cell.text())).as("the cell as JSON").isEqualTo(map);
        map.put("control", "a\u0000b\u001bc");
        map.put("path", "C:\\u0000");
        cell = CsvCells.of(map);
        assertThat(VisibleText.firstHidden(cell.text())).isEqualTo(-1);
        assertThat(JSON.readTree(CsvCells.read(cell.text()))).isEqualTo(map);
    }

    @Test
    void everyTextIsReadBackAsItWasWritten() {
        List<String> tokens = List.of(
                "\\", "u", "u0000", "u003d", "u0041", "\\u202e", ";", "\"", "'", "=", "-", "\u0000", "\u202E", "\t",
                "\n", "a");
        List<String> texts = new ArrayList<>(List.of(""));
        List<String> shorter = List.of("");
        for (int length = 1; length <= 4; length++) {
            List<String> longer = new ArrayList<>();
            for (String text : shorter) {
                for (String token : tokens) {
                    longer.add(text + token);
                }
            }
            texts.addAll(longer);
            shorter = longer;
        }

        for (String text : texts) {
            String cell = CsvCells.of(text);
            assertThat(CsvCells.read(cell)).as(VisibleText.escape(text)).isEqualTo(text);
            String escapedControls = cell.replace("\t", "").replace("\n", "");
            assertThat(VisibleText.firstHidden(escapedControls))
                    .as(VisibleText.escape(text))
                    .isEqualTo(-1);
            assertThat(cell.isEmpty() || "=+-@\t\r\n".indexOf(cell.charAt(0)) < 0)
                    .as(VisibleText.escape(text))
                    .isTrue();
        }
        assertThat(texts).hasSizeGreaterThan(60_000);
    }
}
