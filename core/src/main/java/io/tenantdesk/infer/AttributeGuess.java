package io.tenantdesk.infer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.io.IOException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The type of one attribute, guessed from the values a sample of an entity's items holds: booleans, numbers (epoch
 * seconds when they read as times of this era and the name says so), and for strings email, url, ISO-8601 timestamp,
 * date, JSON in a string, an enum when few values recur, otherwise a string; lists, maps and string sets; secrets by
 * name. Every guess says why, for the draft's notes.
 */
final class AttributeGuess {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s]+\\.[^@\\s]+");
    private static final Pattern URL = Pattern.compile("https?://\\S+");
    private static final Pattern SECRET_NAME = Pattern.compile(
            "(?i).*(secret|password|passwd|keyhash|tokenhash|signingkey|apikey|privatekey|^key$|^token$|hash$).*");
    private static final Pattern TIME_NAME =
            Pattern.compile("(?i)(ttl|expires?|expiry|.*(At|_at|Time|time|Epoch|epoch))");
    private static final long EPOCH_FROM = 946_684_800L;
    private static final long EPOCH_TO = 4_102_444_800L;
    static final int MAX_ENUM_VALUES = 8;
    /** An attribute missing from one item in this many, or fewer, may still be required (see {@link #of}). */
    private static final int MISSING_PER_REQUIRED = 10;

    /** A format of text values, the type that declares it, and why. */
    private record Format(String type, Predicate<String> fits, String why) {}

    private static final List<Format> FORMATS = List.of(
            new Format("email", t -> EMAIL.matcher(t).matches(), "email"),
            new Format("url", t -> URL.matcher(t).matches(), "url"),
            new Format("timestamp", AttributeGuess::timestamp, "ISO-8601 timestamp"),
            new Format("date", AttributeGuess::date, "date"),
            new Format("json", AttributeGuess::json, "JSON in a string"));

    /** The attribute's declaration and the reason for it. */
    record Guess(ObjectNode declaration, String why) {}

    private AttributeGuess() {}

    /** Whether an attribute's name says it holds a secret ({@code keyHash}, {@code signingKey}, {@code password}…). */
    static boolean secretName(String name) {
        return SECRET_NAME.matcher(name).matches();
    }

    /**
     * The attribute's type from the values of the kind (string, number, ...) nearly all items hold: a few of another
     * kind, or not in the type's format, are noted as probably broken, and a declaration that flags them is proposed.
     * Required when present in every item, or missing from a few among many.
     */
    static Guess of(String name, List<Item> items) {
        List<Value> present = items.stream()
                .flatMap(i -> i.get(name).stream())
                .filter(v -> !(v instanceof Value.Null))
                .toList();
        List<Value> values = ofTheCommonestKind(present);
        int otherKinds = present.size() - values.size();
        if (otherKinds > 0 && !Rarity.exceptions(otherKinds, present.size())) {
            return null;
        }
        ObjectNode d = JSON.createObjectNode();
        String why;
        if (secretName(name)) {
            d.put("type", "secret");
            why = "secret by its name";
        } else if (values.stream().allMatch(v -> v instanceof Value.Bool)) {
            d.put("type", "boolean");
            why = "boolean";
        } else if (values.get(0) instanceof Value.Num) {
            boolean epoch = TIME_NAME.matcher(name).matches() && values.stream().allMatch(AttributeGuess::epochSeconds);
            d.put("type", epoch ? "epoch" : "number");
            why = epoch ? "epoch: whole seconds of this era under a time-like name" : "number";
        } else if (values.get(0) instanceof Value.Str) {
            List<String> texts =
                    values.stream().map(v -> ((Value.Str) v).value()).toList();
            why = text(d, texts);
        } else if (values.get(0) instanceof Value.ListOf) {
            d.put("type", "list");
            why = "list";
        } else if (values.get(0) instanceof Value.MapOf) {
            d.put("type", "map");
            why = "map";
        } else if (values.get(0) instanceof Value.StrSet) {
            d.put("type", "stringSet");
            why = "string set";
        } else {
            return null;
        }
        if (otherKinds > 0) {
            why += "; " + otherKinds + " of " + present.size() + " hold another type: probably broken";
        }
        int missing = items.size() - present.size();
        if (missing == 0) {
            d.put("required", true);
            why += "; required: present in all " + items.size() + " sampled";
        } else if (missing * MISSING_PER_REQUIRED <= items.size() && Rarity.exceptions(missing, items.size())) {
            d.put("required", true);
            why += "; required: missing from only " + missing + " of " + items.size() + ", probably broken";
        }
        return new Guess(d, why);
    }

    /** The values of the kind most values are; all of them when none is present. */
    private static List<Value> ofTheCommonestKind(List<Value> values) {
        Map<Class<?>, List<Value>> byKind = new LinkedHashMap<>();
        values.forEach(v ->
                byKind.computeIfAbsent(v.getClass(), k -> new ArrayList<>()).add(v));
        return byKind.values().stream().max(Comparator.comparingInt(List::size)).orElse(values);
    }

    private static boolean epochSeconds(Value v) {
        return epochSeconds(((Value.Num) v).value());
    }

    private static boolean epochSeconds(String text) {
        try {
            long n = Long.parseLong(text);
            return n >= EPOCH_FROM && n <= EPOCH_TO;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /**
     * The type of a value that lives in a key, from its texts: an ISO-8601 timestamp, a date, epoch seconds of this
     * era, otherwise a string.
     */
    static String keyValueType(List<String> texts) {
        if (texts.isEmpty()) {
            return "string";
        }
        if (texts.stream().allMatch(AttributeGuess::timestamp)) {
            return "timestamp";
        }
        if (texts.stream().allMatch(AttributeGuess::date)) {
            return "date";
        }
        return texts.stream().allMatch(AttributeGuess::epochSeconds) ? "epoch" : "string";
    }

    private static String text(ObjectNode d, List<String> texts) {
        if (texts.isEmpty()) {
            d.put("type", "string");
            return "string (no value sampled)";
        }
        for (Format format : FORMATS) {
            int misfits = (int) texts.stream().filter(format.fits().negate()).count();
            if (misfits == 0 || Rarity.exceptions(misfits, texts.size())) {
                d.put("type", format.type());
                if (format.type().equals("json")) {
                    List<String> fitting = texts.stream().filter(format.fits()).toList();
                    d.put(
                            "shape",
                            fitting.stream().allMatch(t -> t.strip().startsWith("{"))
                                    ? "object"
                                    : fitting.stream().allMatch(t -> t.strip().startsWith("[")) ? "array" : "any");
                }
                return format.why()
                        + (misfits == 0 ? "" : "; " + misfits + " of " + texts.size() + " are not: probably broken");
            }
        }
        Set<String> distinct = new LinkedHashSet<>(texts);
        if (distinct.size() <= MAX_ENUM_VALUES
                && texts.size() >= 3 * distinct.size()
                && distinct.stream().allMatch(t -> !t.isBlank() && t.length() <= 40)) {
            d.put("type", "enum");
            d.put("open", true);
            distinct.stream().sorted().forEach(d.putArray("values")::add);
            return "open enum: " + distinct.size() + (distinct.size() == 1 ? " value recurs" : " values recur") + " in "
                    + texts.size() + " sampled";
        }
        d.put("type", "string");
        return "string";
    }

    private static boolean timestamp(String t) {
        try {
            OffsetDateTime.parse(t);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private static boolean date(String t) {
        try {
            LocalDate.parse(t);
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private static boolean json(String t) {
        String s = t.strip();
        if (!s.startsWith("{") && !s.startsWith("[")) {
            return false;
        }
        try {
            JSON.readTree(s);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    static String lowerCamel(String word) {
        return word.isEmpty() ? word : word.substring(0, 1).toLowerCase(Locale.ROOT) + word.substring(1);
    }
}
