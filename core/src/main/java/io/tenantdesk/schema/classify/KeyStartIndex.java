package io.tenantdesk.schema.classify;

import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Narrows a table's candidate entities, in their order, to those whose key templates could match an item's keys
 * judged by each key's first character: a template with literal text in front only matches keys that start with its
 * first character, one without matches any. A table's entities mostly differ in their keys' first words
 * ({@code ACCOUNT#}, {@code LICENSE#}, {@code USER#}), so an item is tested against one or two entities' templates
 * instead of all of them. Immutable and thread-safe.
 */
final class KeyStartIndex {

    private static final int ASCII = 128;

    private final int words;
    /** Per key: the candidates whose template has no literal text in front. */
    private final long[][] anyStart;
    /** Per key and ASCII character: the candidates a key starting with it could match. */
    private final long[][][] byAsciiStart;
    /** Per key, for other first characters. */
    private final List<Map<Character, long[]>> byOtherStart;

    /** @param templates each candidate's templates for the table's keys, in the candidates' order */
    KeyStartIndex(List<KeyTemplate[]> templates, int keyCount) {
        this.words = Math.max(1, (templates.size() + 63) / 64);
        this.anyStart = new long[keyCount][];
        this.byAsciiStart = new long[keyCount][ASCII][];
        List<Map<Character, long[]>> others = new ArrayList<>();
        for (int k = 0; k < keyCount; k++) {
            anyStart[k] = new long[words];
            Map<Character, long[]> byStart = byFirstCharacter(templates, k, anyStart[k]);
            for (char first = 0; first < ASCII; first++) {
                byAsciiStart[k][first] = byStart.getOrDefault(first, anyStart[k]);
            }
            others.add(Map.copyOf(byStart));
        }
        this.byOtherStart = List.copyOf(others);
    }

    /** Fills {@code anyStart} and returns, per first character, the candidates a key starting with it could match. */
    private static Map<Character, long[]> byFirstCharacter(List<KeyTemplate[]> templates, int k, long[] anyStart) {
        for (int c = 0; c < templates.size(); c++) {
            if (templates.get(c)[k].literalPrefix().isEmpty()) {
                set(anyStart, c);
            }
        }
        Map<Character, long[]> byStart = new HashMap<>();
        for (int c = 0; c < templates.size(); c++) {
            String prefix = templates.get(c)[k].literalPrefix();
            if (!prefix.isEmpty()) {
                set(byStart.computeIfAbsent(prefix.charAt(0), first -> anyStart.clone()), c);
            }
        }
        return byStart;
    }

    private static void set(long[] bits, int index) {
        bits[index >>> 6] |= 1L << (index & 63);
    }

    /**
     * The first candidate from {@code from} on that could match {@code keys}, or -1 when none is left; a candidate
     * it passes over cannot match.
     */
    int next(String[] keys, int from) {
        for (int w = from >>> 6; w < words; w++) {
            long bits = w == from >>> 6 ? -1L << (from & 63) : -1L;
            for (int k = 0; k < keys.length && bits != 0; k++) {
                bits &= candidatesFor(k, keys[k])[w];
            }
            if (bits != 0) {
                return (w << 6) + Long.numberOfTrailingZeros(bits);
            }
        }
        return -1;
    }

    private long[] candidatesFor(int k, String key) {
        if (key.isEmpty()) {
            return anyStart[k];
        }
        char first = key.charAt(0);
        return first < ASCII ? byAsciiStart[k][first] : byOtherStart.get(k).getOrDefault(first, anyStart[k]);
    }
}
