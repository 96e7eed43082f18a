package io.tenantdesk.schema.template;

import io.tenantdesk.text.VisibleText;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A key template such as {@code ACCOUNT#{account_id}} or {@code agents/{workspaceId}/{agentId}}: literal text
 * and named placeholders. It renders a key from placeholder values and parses a key back into them.
 *
 * <p>The template's <em>separators</em> are the punctuation characters that touch a placeholder
 * ({@code #} and {@code /} above). A placeholder value may never contain one, which is what makes parsing
 * the inverse of rendering. Two placeholders must be divided by a literal that starts with a separator.
 * Instances are immutable and thread-safe.
 */
public final class KeyTemplate {

    /** One piece of a template: literal text or a placeholder. */
    public sealed interface Segment permits Literal, Placeholder {}

    public record Literal(String text) implements Segment {}

    public record Placeholder(String name) implements Segment {}

    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final String text;
    private final List<Segment> segments;
    private final List<String> placeholders;
    private final Set<Character> separators;
    /** Each segment's literal text, or null where the segment is a placeholder. */
    private final String[] literals;
    /** Each segment's placeholder name, or null where the segment is literal text. */
    private final String[] segmentPlaceholders;

    private final char[] separatorChars;
    private final String prefix;
    private final String suffix;

    private KeyTemplate(String text, List<Segment> segments) {
        this.text = text;
        this.segments = List.copyOf(segments);
        List<String> names = new ArrayList<>();
        for (Segment s : segments) {
            if (s instanceof Placeholder p) {
                names.add(p.name());
            }
        }
        this.placeholders = List.copyOf(names);
        this.separators = Collections.unmodifiableSet(findSeparators(segments));
        this.literals = this.segments.stream()
                .map(seg -> seg instanceof Literal l ? l.text() : null)
                .toArray(String[]::new);
        this.segmentPlaceholders = this.segments.stream()
                .map(seg -> seg instanceof Placeholder p ? p.name() : null)
                .toArray(String[]::new);
        this.separatorChars = new char[separators.size()];
        int c = 0;
        for (char separator : separators) {
            separatorChars[c++] = separator;
        }
        this.prefix = this.segments.get(0) instanceof Literal l ? l.text() : "";
        Segment last = this.segments.get(this.segments.size() - 1);
        this.suffix = this.segments.size() > 1 && last instanceof Literal l ? l.text() : "";
    }

    /**
     * Reads a template.
     *
     * @throws TemplateSyntaxException naming the character position and the problem
     */
    public static KeyTemplate parse(String text) {
        if (text == null || text.isEmpty()) {
            throw new TemplateSyntaxException("a key template must not be empty");
        }
        int hidden = VisibleText.firstHidden(text);
        if (hidden >= 0) {
            throw new TemplateSyntaxException(VisibleText.describe(text, hidden) + " at position " + (hidden + 1)
                    + " of `" + VisibleText.escape(text) + "`: a key template's text must be visible characters");
        }
        List<Segment> segments = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '}') {
                throw new TemplateSyntaxException("unmatched '}' at position " + (i + 1) + " of `" + text + "`");
            }
            if (c != '{') {
                literal.append(c);
                i++;
                continue;
            }
            int close = text.indexOf('}', i);
            if (close < 0) {
                throw new TemplateSyntaxException("unclosed '{' at position " + (i + 1) + " of `" + text + "`");
            }
            String name = text.substring(i + 1, close);
            if (!NAME.matcher(name).matches()) {
                throw new TemplateSyntaxException("`{" + name + "}` in `" + text
                        + "` is not a placeholder name (letters, digits and _, not starting with a digit)");
            }
            if (!seen.add(name)) {
                throw new TemplateSyntaxException("placeholder `{" + name + "}` appears twice in `" + text + "`");
            }
            if (literal.length() > 0) {
                segments.add(new Literal(literal.toString()));
                literal.setLength(0);
            } else if (!segments.isEmpty()) {
                throw new TemplateSyntaxException(
                        "placeholders `{" + ((Placeholder) segments.get(segments.size() - 1)).name() + "}` and `{"
                                + name + "}` in `" + text + "` need a separator between them");
            }
            segments.add(new Placeholder(name));
            i = close + 1;
        }
        if (literal.length() > 0) {
            segments.add(new Literal(literal.toString()));
        }
        for (int s = 1; s + 1 < segments.size(); s++) {
            if (segments.get(s) instanceof Literal l
                    && segments.get(s - 1) instanceof Placeholder before
                    && segments.get(s + 1) instanceof Placeholder
                    && Character.isLetterOrDigit(l.text().charAt(0))) {
                throw new TemplateSyntaxException("the text after `{" + before.name() + "}` in `" + text
                        + "` must start with a separator such as '#' or '/', not '"
                        + l.text().charAt(0) + "'");
            }
        }
        return new KeyTemplate(text, segments);
    }

    private static Set<Character> findSeparators(List<Segment> segments) {
        Set<Character> result = new LinkedHashSet<>();
        for (int s = 0; s < segments.size(); s++) {
            if (!(segments.get(s) instanceof Literal l)) {
                continue;
            }
            boolean afterPlaceholder = s > 0;
            boolean beforePlaceholder = s + 1 < segments.size();
            char first = l.text().charAt(0);
            char last = l.text().charAt(l.text().length() - 1);
            if (afterPlaceholder && !Character.isLetterOrDigit(first)) {
                result.add(first);
            }
            if (beforePlaceholder && !Character.isLetterOrDigit(last)) {
                result.add(last);
            }
        }
        return result;
    }

    public String text() {
        return text;
    }

    public List<Segment> segments() {
        return segments;
    }

    /** Placeholder names in the order they appear. */
    public List<String> placeholders() {
        return placeholders;
    }

    public Set<Character> separators() {
        return separators;
    }

    /** True for a fixed word such as {@code META}. */
    public boolean isLiteral() {
        return placeholders.isEmpty();
    }

    /** True for a template that is a single placeholder and nothing else, e.g. {@code {sessionId}}. */
    public boolean isSinglePlaceholder() {
        return segments.size() == 1 && !placeholders.isEmpty();
    }

    /** The literal text before the first placeholder (the whole text for a literal template). */
    public String literalPrefix() {
        return prefix;
    }

    /** The number of literal characters: the more, the more specific the template. */
    public int literalLength() {
        int n = 0;
        for (Segment s : segments) {
            if (s instanceof Literal l) {
                n += l.text().length();
            }
        }
        return n;
    }

    /**
     * Renders the key from placeholder values.
     *
     * @throws IllegalArgumentException if a placeholder has no value; callers validate first
     */
    public String render(Map<String, String> values) {
        StringBuilder key = new StringBuilder();
        for (Segment s : segments) {
            if (s instanceof Literal l) {
                key.append(l.text());
            } else {
                String name = ((Placeholder) s).name();
                String value = values.get(name);
                if (value == null) {
                    throw new IllegalArgumentException("no value for `{" + name + "}` in `" + text + "`");
                }
                key.append(value);
            }
        }
        return key.toString();
    }

    /** True when rendering {@code values} gives exactly {@code key}, decided without building the key. */
    public boolean rendersTo(Map<String, String> values, String key) {
        int at = 0;
        for (int s = 0; s < literals.length; s++) {
            String part = literals[s] != null ? literals[s] : values.get(segmentPlaceholders[s]);
            if (part == null || !key.startsWith(part, at)) {
                return false;
            }
            at += part.length();
        }
        return at == key.length();
    }

    /** True when every placeholder has a value in {@code values}. */
    public boolean canRender(Map<String, String> values) {
        for (String name : segmentPlaceholders) {
            if (name != null && values.get(name) == null) {
                return false;
            }
        }
        return true;
    }

    /** A quick test on the literal ends: false means {@link #match} would fail; true means it might succeed. */
    public boolean couldMatch(String key) {
        return key.length() >= prefix.length() + suffix.length() && key.startsWith(prefix) && key.endsWith(suffix);
    }

    /**
     * Parses a key into placeholder values, or empty when the key does not have this template's shape.
     * A placeholder with a declared pattern must also match it.
     */
    public Optional<Map<String, String>> match(String key, Map<String, Pattern> declaredPatterns) {
        Map<String, String> values = new LinkedHashMap<>();
        return matchInto(key, declaredPatterns, values) ? Optional.of(values) : Optional.empty();
    }

    /**
     * As {@link #match(String, Map)}, adding the values to {@code into}, where a value already present for a
     * placeholder must be the same (two keys of one item naming the same field). False when the key does not
     * match or a value disagrees; {@code into} may then hold some of this key's values.
     */
    public boolean matchInto(String key, Map<String, Pattern> declaredPatterns, Map<String, String> into) {
        if (!couldMatch(key)) {
            return false;
        }
        int at = 0;
        for (int s = 0; s < literals.length; s++) {
            if (literals[s] != null) {
                if (!key.startsWith(literals[s], at)) {
                    return false;
                }
                at += literals[s].length();
                continue;
            }
            int end = valueEnd(key, s, at);
            if (end <= at) {
                return false;
            }
            String name = segmentPlaceholders[s];
            String value = key.substring(at, end);
            Pattern declared = declaredPatterns.get(name);
            if (declared != null && !declared.matcher(value).matches()) {
                return false;
            }
            String earlier = into.putIfAbsent(name, value);
            if (earlier != null && !earlier.equals(value)) {
                return false;
            }
            at = end;
        }
        return at == key.length();
    }

    /**
     * Where the value of the placeholder at segment {@code s}, starting at {@code from}, ends: at its first
     * separator, or where the closing literal begins. A value never holds a separator, and a literal between two
     * placeholders starts with one, so the value can end nowhere else.
     */
    private int valueEnd(String key, int s, int from) {
        int limit = s + 2 == literals.length ? key.length() - literals[s + 1].length() : key.length();
        for (int i = from; i < limit; i++) {
            char c = key.charAt(i);
            for (char separator : separatorChars) {
                if (c == separator) {
                    return i;
                }
            }
        }
        return limit;
    }

    public Optional<Map<String, String>> match(String key) {
        return match(key, Map.of());
    }

    /**
     * Why {@code key} does not have this template's shape, in words a support engineer can act on,
     * e.g. "SK must start with `LICENSE#`". Empty when it does.
     */
    public Optional<String> explainMismatch(String keyName, String key) {
        if (matchInto(key, Map.of(), new LinkedHashMap<>())) {
            return Optional.empty();
        }
        if (isLiteral()) {
            return Optional.of(keyName + " must be `" + text + "`, not `" + key + "`");
        }
        if (!key.startsWith(prefix)) {
            return Optional.of(keyName + " must start with `" + prefix + "`");
        }
        Segment last = segments.get(segments.size() - 1);
        if (last instanceof Literal l && !key.endsWith(l.text())) {
            return Optional.of(keyName + " must end with `" + l.text() + "`");
        }
        return Optional.of(keyName + " `" + key + "` does not have the shape `" + text + "`");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KeyTemplate other && text.equals(other.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    @Override
    public String toString() {
        return text;
    }
}
