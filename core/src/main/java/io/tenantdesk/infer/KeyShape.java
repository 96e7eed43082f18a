package io.tenantdesk.infer;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A key value cut at its separators ({@code #}, {@code |}, {@code /}, {@code :}) into parts, each a literal word
 * (a marker such as {@code TENANT}, {@code META}, {@code workspaces}, {@code output-channels}) or a value (an id, a
 * date, a number). A word of letters (joined by {@code _} or {@code -}) is a literal when it opens the key or is
 * written in capitals; a part holding a digit, or a lower-case word after the first, is a value.
 *
 * @param parts      the parts in order
 * @param separators the separator after each part but the last
 */
record KeyShape(List<Part> parts, List<String> separators) {

    private static final Pattern SEPARATOR = Pattern.compile("[#|/:]");
    private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z_-]{0,39}");
    private static final Pattern CAPITALS = Pattern.compile("[A-Z][A-Z_]*");

    /** A literal word, or a value (text null). */
    record Part(String literal) {
        boolean isValue() {
            return literal == null;
        }
    }

    static KeyShape of(String key) {
        List<Part> parts = new ArrayList<>();
        List<String> separators = new ArrayList<>();
        Matcher m = SEPARATOR.matcher(key);
        int start = 0;
        while (m.find()) {
            parts.add(part(key.substring(start, m.start()), parts.isEmpty()));
            separators.add(m.group());
            start = m.end();
        }
        parts.add(part(key.substring(start), parts.isEmpty()));
        return new KeyShape(List.copyOf(parts), List.copyOf(separators));
    }

    private static Part part(String text, boolean first) {
        boolean literal =
                WORD.matcher(text).matches() && (first || CAPITALS.matcher(text).matches());
        return new Part(literal ? text : null);
    }

    /** The same shape with the literal at {@code index} made a value. */
    KeyShape withValueAt(int index) {
        List<Part> copy = new ArrayList<>(parts);
        copy.set(index, new Part(null));
        return new KeyShape(List.copyOf(copy), separators);
    }

    /** The shape as text, values as {@code *}: {@code USER#*}. */
    String signature() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            s.append(parts.get(i).isValue() ? "*" : parts.get(i).literal());
            if (i < separators.size()) {
                s.append(separators.get(i));
            }
        }
        return s.toString();
    }

    /**
     * Whether the literal at {@code index} marks what the value after it is ({@code ACCOUNT} in {@code ACCOUNT#a1}):
     * the next part is a value. Different markers name different kinds of item, however many there are.
     */
    boolean isMarker(int index) {
        return !parts.get(index).isValue()
                && index + 1 < parts.size()
                && parts.get(index + 1).isValue();
    }

    /** The first literal word, which usually names what the item is. */
    String firstLiteral() {
        return parts.stream()
                .filter(p -> !p.isValue())
                .map(Part::literal)
                .findFirst()
                .orElse(null);
    }
}
