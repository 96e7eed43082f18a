package io.tenantdesk.export;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenantdesk.text.VisibleText;
import java.util.Locale;

/**
 * The text of an export's CSV cells, safe to open in a spreadsheet (OWASP's CSV injection guidance) and read back as
 * the value it came from.
 *
 * <ul>
 *   <li>Text a spreadsheet would run as a formula, starting with {@code = + - @}, a tab, a carriage return or a line
 *       feed, is written after a single quote, in a quoted cell; so is text that itself starts with a single quote
 *       followed by one of those or by another quote, so the mark is never mistaken for text.
 *   <li>{@code = + - @} right after a semicolon (the separator of spreadsheets in many locales), or after a semicolon
 *       and double quotes, is written as its escape, e.g. <code>&#92;u003d</code>.
 *   <li>Control and invisible format characters (NUL, ESC, bidirectional controls such as U+202E, line separators)
 *       are written as the console shows them, <code>&#92;u0000</code>; tabs and line breaks inside a cell stay as
 *       they are.
 *       A backslash that would read as the start of such an escape is doubled (a list's or map's JSON then shows
 *       <code>&#92;&#92;u0000</code> for a control character it escapes).
 *   <li>Numbers and booleans are written as they are: {@code -5} is a number, not a formula.
 * </ul>
 */
final class CsvCells {

    private static final char MARK = '\'';
    private static final String FORMULA_STARTS = "=+-@\t\r\n";
    private static final String FORMULA_SIGNS = "=+-@";
    private static final int ESCAPE_LENGTH = 6;

    private CsvCells() {}

    /** A cell's text, and whether it is not simply the value's text (a mark, an escape). */
    record Cell(String text, boolean neutralised) {}

    /** The cell for a value: empty for none, numbers and booleans as they are, text and JSON made safe. */
    static Cell of(JsonNode value) {
        if (value == null || value.isNull()) {
            return new Cell("", false);
        }
        if (value.isNumber() || value.isBoolean()) {
            return new Cell(value.toString(), false);
        }
        String text = value.isTextual() ? value.textValue() : value.toString();
        String cell = of(text);
        return new Cell(cell, !cell.equals(text));
    }

    /** The cell for a text. */
    static String of(String text) {
        String escaped = escaped(text);
        return needsMark(escaped) ? MARK + escaped : escaped;
    }

    /** The text a cell was written for: its mark dropped and its escapes read. */
    static String read(String cell) {
        boolean marked = cell.length() > 1 && cell.charAt(0) == MARK && needsMark(cell.substring(1));
        return unescaped(marked ? cell.substring(1) : cell);
    }

    private static boolean needsMark(String text) {
        return !text.isEmpty()
                && (FORMULA_STARTS.indexOf(text.charAt(0)) >= 0
                        || text.length() > 1
                                && text.charAt(0) == MARK
                                && (FORMULA_STARTS.indexOf(text.charAt(1)) >= 0 || text.charAt(1) == MARK));
    }

    private static String escaped(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                int end = i;
                while (end < text.length() && text.charAt(end) == '\\') {
                    end++;
                }
                boolean doubled = end < text.length() && (escapes(text, end) || escapeAt(text, end) >= 0);
                if (doubled) {
                    out = started(out, text, i);
                    out.append("\\".repeat(2 * (end - i)));
                } else if (out != null) {
                    out.append(text, i, end);
                }
                i = end - 1;
            } else if (escapes(text, i)) {
                out = started(out, text, i);
                out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? text : out.toString();
    }

    private static StringBuilder started(StringBuilder out, String text, int upTo) {
        return out != null ? out : new StringBuilder(text.length() + 16).append(text, 0, upTo);
    }

    /** Whether the character at {@code index} is written as its escape. */
    private static boolean escapes(String text, int index) {
        char c = text.charAt(index);
        if (FORMULA_SIGNS.indexOf(c) >= 0) {
            int before = index - 1;
            while (before >= 0 && text.charAt(before) == '"') {
                before--;
            }
            return before >= 0 && text.charAt(before) == ';';
        }
        return c != '\t' && c != '\r' && c != '\n' && VisibleText.isHidden(text, index);
    }

    /** The character {@code u} and four hex digits at {@code index} stand for, if a cell's escape, else -1. */
    private static int escapeAt(String text, int index) {
        if (index + ESCAPE_LENGTH - 1 > text.length() || text.charAt(index) != 'u') {
            return -1;
        }
        int code = 0;
        for (int i = index + 1; i < index + ESCAPE_LENGTH - 1; i++) {
            char digit = text.charAt(i);
            if (digit > 'f' || Character.digit(digit, 16) < 0) {
                return -1;
            }
            code = code * 16 + Character.digit(digit, 16);
        }
        return FORMULA_SIGNS.indexOf(code) >= 0 || VisibleText.isHidden(String.valueOf((char) code), 0) ? code : -1;
    }

    private static String unescaped(String cell) {
        if (cell.indexOf('\\') < 0) {
            return cell;
        }
        StringBuilder out = new StringBuilder(cell.length());
        for (int i = 0; i < cell.length(); i++) {
            char c = cell.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            int end = i;
            while (end < cell.length() && cell.charAt(end) == '\\') {
                end++;
            }
            int run = end - i;
            int code = end < cell.length() ? escapeAt(cell, end) : -1;
            if (code < 0) {
                out.append(cell, i, end);
            } else {
                out.append("\\".repeat(run / 2));
                if (run % 2 == 1) {
                    out.append((char) code);
                    end += ESCAPE_LENGTH - 1;
                }
            }
            i = end - 1;
        }
        return out.toString();
    }
}
