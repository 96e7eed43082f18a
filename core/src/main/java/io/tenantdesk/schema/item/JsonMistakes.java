package io.tenantdesk.schema.item;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Broken JSON in words a person acts on: the JSON reader's own message is matched to the mistake it reports and
 * never shown itself.
 */
final class JsonMistakes {

    private static final Pattern CHARACTER = Pattern.compile("Unexpected character \\('(.)' \\(code \\d+\\)\\)");
    private static final Pattern TOKEN = Pattern.compile("Unrecognized token '([^']*)'");
    private static final Pattern DUPLICATE = Pattern.compile("Duplicate field '([^']*)'");

    private JsonMistakes() {}

    static String inWords(String readerMessage) {
        String m = readerMessage == null ? "" : readerMessage;
        Matcher duplicate = DUPLICATE.matcher(m);
        if (duplicate.find()) {
            return "`" + duplicate.group(1) + "` is given twice in the same object";
        }
        if (m.contains("end-of-input")) {
            return m.contains("close marker") || m.contains("expected close")
                    ? "the text ends before every `{` and `[` is closed"
                    : "the text ends in the middle of a value";
        }
        Matcher token = TOKEN.matcher(m);
        if (token.find()) {
            return "`" + token.group(1) + "` is not a JSON value: text goes in double quotes, and true, false and null "
                    + "are written in lower case";
        }
        if (m.contains("Unexpected close marker")) {
            return "this bracket closes nothing that is open here (a `}` for a `[`, or one too many)";
        }
        if (m.contains("Illegal unquoted character")) {
            return "a line break or control character inside text must be escaped, e.g. \\n or \\t";
        }
        if (m.contains("Unrecognized character escape")) {
            return "an unknown escape inside text; a backslash is written \\\\";
        }
        Matcher character = CHARACTER.matcher(m);
        String found = character.find() ? "`" + character.group(1) + "`" : "this character";
        if (m.contains("double-quote to start field name")) {
            return "expected an attribute name in double quotes, found " + found
                    + (found.equals("`}`") ? " (a comma before the closing `}` is one too many)" : "");
        }
        if (m.contains("comma to separate Object entries")) {
            return "expected a comma or `}` after the value, found " + found;
        }
        if (m.contains("comma to separate Array entries")) {
            return "expected a comma or `]` after the element, found " + found;
        }
        if (m.contains("colon to separate field name and value")) {
            return "expected a colon between the name and its value, found " + found;
        }
        if (m.contains("expected a value") || m.contains("expected a valid value")) {
            return "expected a value, found " + found
                    + (found.equals("`]`") ? " (a comma before `]` is one too many)" : "")
                    + (found.equals("`'`") ? " (JSON text uses double quotes)" : "");
        }
        return "not valid JSON here (found " + found + ")";
    }
}
