package io.tenantdesk.schema.validation;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why a text is not JSON, in words a user reads, with where: "']' expected at line 1, column 46". The parser's
 * own message (its class names, its source description) never reaches the user.
 */
public final class JsonProblem {

    private static final Pattern UNEXPECTED = Pattern.compile("Unexpected character \\('(.+?)' \\(code \\d+\\)\\)");
    private static final Pattern UNRECOGNIZED = Pattern.compile("Unrecognized token '([^']*)'");

    private JsonProblem() {}

    /** What is wrong and where, e.g. "']' expected at line 1, column 46". */
    public static String describe(JsonProcessingException e) {
        return reason(e) + where(e);
    }

    /** What is wrong, without where. */
    public static String reason(JsonProcessingException e) {
        String message = e.getOriginalMessage() == null ? "" : e.getOriginalMessage();
        if (message.startsWith("Unexpected end-of-input")) {
            if (message.contains("closing quote")) {
                return "'\"' expected to close the text";
            }
            if (message.contains("Array") || message.contains("array")) {
                return "']' expected";
            }
            if (message.contains("Object") || message.contains("field name") || message.contains("object")) {
                return "'}' expected";
            }
            return "the text ends too early";
        }
        if (message.startsWith("No content to map") || message.contains("end-of-input")) {
            return "the text ends too early";
        }
        Matcher unexpected = UNEXPECTED.matcher(message);
        if (unexpected.find()) {
            String found = "'" + unexpected.group(1) + "'";
            if (message.contains("double-quote to start field name")) {
                return "a field name in double quotes expected, not " + found;
            }
            if (message.contains("colon to separate field name")) {
                return "':' expected after the field name, not " + found;
            }
            if (message.contains("separate Object entries")) {
                return "',' or '}' expected, not " + found;
            }
            if (message.contains("separate Array entries")) {
                return "',' or ']' expected, not " + found;
            }
            return "a value expected, not " + found;
        }
        Matcher unrecognized = UNRECOGNIZED.matcher(message);
        if (unrecognized.find()) {
            return "'" + unrecognized.group(1) + "' is not a value (text needs double quotes; values are numbers, "
                    + "true, false, null, [...] or {...})";
        }
        if (message.startsWith("Illegal unquoted character")) {
            return "a control character such as a line break must be escaped inside text (\\n)";
        }
        if (message.contains("Unexpected close marker")) {
            return "a closing bracket that matches nothing";
        }
        return "not valid JSON";
    }

    private static String where(JsonProcessingException e) {
        return e.getLocation() == null
                ? ""
                : " at line " + e.getLocation().getLineNr() + ", column "
                        + e.getLocation().getColumnNr();
    }
}
