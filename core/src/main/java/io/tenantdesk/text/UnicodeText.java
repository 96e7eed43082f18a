package io.tenantdesk.text;

/**
 * Java strings that are not Unicode text: a half of a surrogate pair standing alone has no character to encode,
 * so UTF-8 writers refuse it. DynamoDB and the SDK hand such strings over as they are.
 */
public final class UnicodeText {

    /** U+FFFD, the character Unicode sets in place of one that cannot be represented. */
    public static final char REPLACEMENT = '\uFFFD';

    private UnicodeText() {}

    /** Whether the character at {@code index} is one half of a surrogate pair without the other. */
    public static boolean isLoneSurrogate(String text, int index) {
        char c = text.charAt(index);
        if (Character.isHighSurrogate(c)) {
            return index + 1 >= text.length() || !Character.isLowSurrogate(text.charAt(index + 1));
        }
        return Character.isLowSurrogate(c) && (index == 0 || !Character.isHighSurrogate(text.charAt(index - 1)));
    }

    /** {@code text} with every lone surrogate replaced by {@link #REPLACEMENT}; the same instance when it has none. */
    public static String withoutLoneSurrogates(String text) {
        char[] chars = null;
        for (int i = 0; i < text.length(); i++) {
            if (Character.isSurrogate(text.charAt(i)) && isLoneSurrogate(text, i)) {
                if (chars == null) {
                    chars = text.toCharArray();
                }
                chars[i] = REPLACEMENT;
            }
        }
        return chars == null ? text : new String(chars);
    }
}
