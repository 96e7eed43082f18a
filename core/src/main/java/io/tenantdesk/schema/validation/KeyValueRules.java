package io.tenantdesk.schema.validation;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rules a value must follow to be placed in a key: never empty, never one of the template's separators,
 * not too long, and either matching the field's declared pattern or, by default, plain printable ASCII
 * without spaces. Pure functions; the item form calls them as the user types.
 */
public final class KeyValueRules {

    /** Longest placeholder value accepted; DynamoDB's own limit is on the whole key (2048 / 1024 bytes). */
    public static final int MAX_LENGTH = 256;

    private KeyValueRules() {}

    /**
     * Every rule {@code value} breaks as the value of {@code field} in keys using {@code separators}.
     *
     * @param declared the field's declared pattern, or null for the default rule
     */
    public static List<Violation> check(
            String field, String value, Collection<Character> separators, Pattern declared) {
        return check(field, value, separators, declared, null);
    }

    /** As {@link #check(String, String, Collection, Pattern)}, naming {@code example} as what the pattern expects. */
    public static List<Violation> check(
            String field, String value, Collection<Character> separators, Pattern declared, String example) {
        List<Violation> violations = new ArrayList<>();
        checkInto(field, value, charsOf(separators), declared, example, violations);
        return violations;
    }

    /**
     * Says that {@code value} does not have the declared form: by its example where the design gives one, which a
     * user reads more easily than the pattern.
     */
    static String notInForm(String field, String value, Pattern declared, String example) {
        return "`" + field + "` `" + value + "` is not in the expected form"
                + (example == null ? " (pattern `" + declared.pattern() + "`)" : ", such as `" + example + "`");
    }

    /** The separators as an array, the form {@link #checkInto} reads without boxing. */
    static char[] charsOf(Collection<Character> separators) {
        char[] chars = new char[separators.size()];
        int i = 0;
        for (char c : separators) {
            chars[i++] = c;
        }
        return chars;
    }

    /** As {@link #check(String, String, Collection, Pattern, String)}, adding the violations to {@code violations}; true when there were none. */
    static boolean checkInto(
            String field,
            String value,
            char[] separators,
            Pattern declared,
            String example,
            List<Violation> violations) {
        if (isPlainlyValid(value, separators, declared)) {
            return true;
        }
        if (value == null || value.isEmpty()) {
            violations.add(new Violation(field, Rule.KEY_PATTERN, "`" + field + "` must not be empty"));
            return false;
        }
        int before = violations.size();
        Set<Character> found = new LinkedHashSet<>();
        for (int i = 0; i < value.length(); i++) {
            if (isSeparator(value.charAt(i), separators)) {
                found.add(value.charAt(i));
            }
        }
        for (char c : found) {
            violations.add(new Violation(field, Rule.KEY_PATTERN, "`" + field + "` must not contain `" + c + "`"));
        }
        int length = value.codePointCount(0, value.length());
        if (length > MAX_LENGTH) {
            violations.add(new Violation(
                    field,
                    Rule.KEY_PATTERN,
                    "`" + field + "` is " + length + " characters long; a key value may have at most " + MAX_LENGTH));
        }
        if (declared != null) {
            if (!declared.matcher(value).matches()) {
                violations.add(new Violation(field, Rule.KEY_PATTERN, notInForm(field, value, declared, example)));
            }
        } else {
            checkDefaultCharacters(field, value, violations);
        }
        return violations.size() == before;
    }

    /** The common case, decided without allocating: a short printable ASCII value with no separator. */
    private static boolean isPlainlyValid(String value, char[] separators, Pattern declared) {
        if (value == null || value.isEmpty() || value.length() > MAX_LENGTH) {
            return false;
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if ((declared == null && (c < 0x21 || c > 0x7e)) || isSeparator(c, separators)) {
                return false;
            }
        }
        return declared == null || declared.matcher(value).matches();
    }

    private static boolean isSeparator(char c, char[] separators) {
        for (char separator : separators) {
            if (c == separator) {
                return true;
            }
        }
        return false;
    }

    private static void checkDefaultCharacters(String field, String value, List<Violation> violations) {
        boolean space = false;
        boolean control = false;
        int firstOther = -1;
        for (int i = 0; i < value.length(); ) {
            int cp = value.codePointAt(i);
            if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
                space = true;
            } else if (Character.isISOControl(cp)) {
                control = true;
            } else if ((cp < 0x21 || cp > 0x7e) && firstOther < 0) {
                firstOther = cp;
            }
            i += Character.charCount(cp);
        }
        if (space) {
            violations.add(new Violation(field, Rule.KEY_PATTERN, "`" + field + "` must not contain spaces"));
        }
        if (control) {
            violations.add(
                    new Violation(field, Rule.KEY_PATTERN, "`" + field + "` must not contain control characters"));
        }
        if (firstOther >= 0) {
            violations.add(new Violation(
                    field,
                    Rule.KEY_PATTERN,
                    "`" + field + "` contains '"
                            + new String(Character.toChars(firstOther)) + "' (U+" + String.format("%04X", firstOther)
                            + "); key values are plain ASCII unless the descriptor declares a pattern"));
        }
    }
}
