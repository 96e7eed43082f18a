package io.tenantdesk.text;

import java.util.Locale;

/**
 * Text that must read the same as it is stored, on one line: control characters, invisible format characters
 * (bidirectional overrides and isolates among them), line and paragraph separators, and halves of a surrogate
 * pair standing alone are made visible as the escapes of Java and JSON source.
 */
public final class VisibleText {

    private VisibleText() {}

    /** {@code text} on one line, each {@link #isHidden hidden} character escaped as in a Java or JSON string. */
    public static String escape(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!isHidden(text, i)) {
                if (out != null) {
                    out.append(c);
                }
                continue;
            }
            if (out == null) {
                out = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            switch (c) {
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
            }
        }
        return out == null ? text : out.toString();
    }

    /** The index of the first {@link #isHidden hidden} character of {@code text}, or -1. */
    public static int firstHidden(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (isHidden(text, i)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Whether the character at {@code index} cannot be seen as itself: a control or format character, a line or
     * paragraph separator, or one half of a surrogate pair without the other.
     */
    public static boolean isHidden(String text, int index) {
        char c = text.charAt(index);
        if (Character.isSurrogate(c)) {
            return UnicodeText.isLoneSurrogate(text, index);
        }
        int type = Character.getType(c);
        return type == Character.CONTROL
                || type == Character.FORMAT
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR;
    }

    /** What the hidden character at {@code index} is, e.g. {@code U+202E (a bidirectional control)}. */
    public static String describe(String text, int index) {
        char c = text.charAt(index);
        String code = String.format(Locale.ROOT, "U+%04X", (int) c);
        String kind;
        if (Character.isSurrogate(c)) {
            kind = "half of a surrogate pair, alone";
        } else if (Character.getType(c) == Character.CONTROL) {
            kind = "a control character";
        } else if (isBidirectionalControl(c)) {
            kind = "a bidirectional control";
        } else if (Character.getType(c) == Character.FORMAT) {
            kind = "an invisible format character";
        } else {
            kind = "a line or paragraph separator";
        }
        return code + " (" + kind + ")";
    }

    private static boolean isBidirectionalControl(char c) {
        return c == '\u061C'
                || c == '\u200E'
                || c == '\u200F'
                || c >= '\u202A' && c <= '\u202E'
                || c >= '\u2066' && c <= '\u2069';
    }
}
