package io.tenantdesk.demo;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/** The seeded source of every demo value, so the same seed always gives the same data. */
public final class DemoRandom {

    private static final String BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz";

    private final Random random;

    public DemoRandom(long seed) {
        this.random = new Random(seed);
    }

    public int between(int lowInclusive, int highInclusive) {
        return lowInclusive + random.nextInt(highInclusive - lowInclusive + 1);
    }

    public double decimal() {
        return random.nextDouble();
    }

    public boolean chance(double probability) {
        return random.nextDouble() < probability;
    }

    public <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    /** Lower-case letters and digits. */
    public String base36(int length) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append(BASE36.charAt(random.nextInt(BASE36.length())));
        }
        return s.toString();
    }

    /** Upper-case letters A to Z. */
    public String letters(int length) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append((char) ('A' + random.nextInt(26)));
        }
        return s.toString();
    }

    public String hex(int length) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append(Character.forDigit(random.nextInt(16), 16));
        }
        return s.toString();
    }

    /** A version 4 (random) UUID, as {@code UUID.randomUUID()} makes them, but from the seed. */
    public String uuid() {
        long most = random.nextLong() & ~0xF000L | 0x4000L;
        long least = random.nextLong() & 0x3FFFFFFFFFFFFFFFL | 0x8000000000000000L;
        return new UUID(most, least).toString();
    }

    /** Decimal digits, the first never 0. */
    public String digits(int length) {
        StringBuilder s = new StringBuilder(length).append(between(1, 9));
        for (int i = 1; i < length; i++) {
            s.append(random.nextInt(10));
        }
        return s.toString();
    }

    /**
     * An id shaped like {@code example}: a UUID for a UUID, otherwise the example's leading word and
     * separator (e.g. {@code sess_}) kept and the rest replaced by random letters and digits.
     */
    public String idLike(String example) {
        if (example.matches("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")) {
            return uuid();
        }
        int cut = Math.max(example.lastIndexOf('_'), example.lastIndexOf('-')) + 1;
        String prefix = cut > 0 && example.substring(0, cut - 1).matches("[A-Za-z]+") ? example.substring(0, cut) : "";
        return prefix + base36(Math.max(6, example.length() - prefix.length()));
    }

    /** A moment between {@code from} and {@code to}, to the second. */
    public Instant instantBetween(Instant from, Instant to) {
        long span = Math.max(1, Duration.between(from, to).getSeconds());
        return from.plusSeconds((long) (random.nextDouble() * span));
    }
}
