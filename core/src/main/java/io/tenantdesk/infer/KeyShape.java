package io.tenantdesk.infer;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A key value cut at its separators ({@code #}, {@code |}, {@code /}, {@code :}) into parts, each a literal word
 * (a marker such as {@code TENANT}, {@code META}, {@code workspaces}, {@code output-channels}) or a value (an id, a
 * date, a number). A word of letters (joined by {@code _} or {@code -}) is a literal when it opens the key or is
 * written in capitals; a part holding a digit, or a lower-case word after the first, is a value. An ISO-8601 time
 * ({@code 2026-01-02T10:15:00Z}, {@code 10:15}) is one value although it holds {@code :}, unless {@code :} also
 * separates it from its neighbours, where a template could not tell its colons from theirs.
 *
 * @param parts      the parts in order
 * @param separators the separator after each part but the last
 * @param texts      each part's text in the key the shape was read from
 */
record KeyShape(List<Part> parts, List<String> separators, List<String> texts) {

    private static final String SEPARATORS = "#|/:";
    private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z_-]{0,39}");
    private static final Pattern CAPITALS = Pattern.compile("[A-Z][A-Z_]*");
    private static final Pattern TIME = Pattern.compile(
            "(\\d{4}-\\d{2}-\\d{2}T)?\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?" + "(Z|[+-]\\d{2}:?\\d{2})?");

    /** A literal word, or a value (text null). */
    record Part(String literal) {
        boolean isValue() {
            return literal == null;
        }
    }

    static KeyShape of(String key) {
        KeyShape keepingTimes = split(key, true);
        return keepingTimes.valuesHoldSeparators() ? split(key, false) : keepingTimes;
    }

    private static KeyShape split(String key, boolean keepTimes) {
        List<Part> parts = new ArrayList<>();
        List<String> separators = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        int start = 0;
        while (true) {
            int end = keepTimes ? timeEnd(key, start) : -1;
            if (end < 0) {
                end = start;
                while (end < key.length() && SEPARATORS.indexOf(key.charAt(end)) < 0) {
                    end++;
                }
            }
            String text = key.substring(start, end);
            parts.add(part(text, parts.isEmpty()));
            texts.add(text);
            if (end >= key.length()) {
                return new KeyShape(List.copyOf(parts), List.copyOf(separators), List.copyOf(texts));
            }
            separators.add(String.valueOf(key.charAt(end)));
            start = end + 1;
        }
    }

    /** Where an ISO time starting at {@code start} and ending the part ends, or -1 when none does. */
    private static int timeEnd(String key, int start) {
        Matcher m = TIME.matcher(key).region(start, key.length());
        return m.lookingAt() && (m.end() == key.length() || SEPARATORS.indexOf(key.charAt(m.end())) >= 0)
                ? m.end()
                : -1;
    }

    /** Whether a value holds a character that separates some value from its neighbours. */
    private boolean valuesHoldSeparators() {
        StringBuilder touching = new StringBuilder();
        for (int i = 0; i < separators.size(); i++) {
            if (parts.get(i).isValue() || parts.get(i + 1).isValue()) {
                touching.append(separators.get(i));
            }
        }
        for (int i = 0; i < parts.size(); i++) {
            if (parts.get(i).isValue()
                    && texts.get(i).chars().anyMatch(c -> touching.indexOf(String.valueOf((char) c)) >= 0)) {
                return true;
            }
        }
        return false;
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
        return new KeyShape(List.copyOf(copy), separators, texts);
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
