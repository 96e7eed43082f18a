package io.tenantdesk.infer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.io.IOException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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

    /** The attribute's declaration and the reason for it. */
    record Guess(ObjectNode declaration, String why) {}

    private AttributeGuess() {}

    /** Whether an attribute's name says it holds a secret ({@code keyHash}, {@code signingKey}, {@code password}…). */
    static boolean secretName(String name) {
        return SECRET_NAME.matcher(name).matches();
    }

    static Guess of(String name, List<Item> items) {
        List<Value> values = items.stream()
                .flatMap(i -> i.get(name).stream())
                .filter(v -> !(v instanceof Value.Null))
                .toList();
        ObjectNode d = JSON.createObjectNode();
        boolean required = values.size() == items.size();
        String why;
        if (secretName(name)) {
            d.put("type", "secret");
            why = "secret by its name";
        } else if (values.stream().allMatch(v -> v instanceof Value.Bool)) {
            d.put("type", "boolean");
            why = "boolean";
        } else if (values.stream().allMatch(v -> v instanceof Value.Num)) {
            boolean epoch = TIME_NAME.matcher(name).matches() && values.stream().allMatch(AttributeGuess::epochSeconds);
            d.put("type", epoch ? "epoch" : "number");
            why = epoch ? "epoch: whole seconds of this era under a time-like name" : "number";
        } else if (values.stream().allMatch(v -> v instanceof Value.Str)) {
            List<String> texts =
                    values.stream().map(v -> ((Value.Str) v).value()).toList();
            why = text(d, texts);
        } else if (values.stream().allMatch(v -> v instanceof Value.ListOf)) {
            d.put("type", "list");
            why = "list";
        } else if (values.stream().allMatch(v -> v instanceof Value.MapOf)) {
            d.put("type", "map");
            why = "map";
        } else if (values.stream().allMatch(v -> v instanceof Value.StrSet)) {
            d.put("type", "stringSet");
            why = "string set";
        } else {
            return null;
        }
        if (required) {
            d.put("required", true);
            why += "; required: present in all " + items.size() + " sampled";
        }
        return new Guess(d, why);
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
        if (texts.stream().allMatch(t -> EMAIL.matcher(t).matches())) {
            d.put("type", "email");
            return "email";
        }
        if (texts.stream().allMatch(t -> URL.matcher(t).matches())) {
            d.put("type", "url");
            return "url";
        }
        if (texts.stream().allMatch(AttributeGuess::timestamp)) {
            d.put("type", "timestamp");
            return "ISO-8601 timestamp";
        }
        if (texts.stream().allMatch(AttributeGuess::date)) {
            d.put("type", "date");
            return "date";
        }
        if (texts.stream().allMatch(AttributeGuess::json)) {
            d.put("type", "json");
            d.put(
                    "shape",
                    texts.stream().allMatch(t -> t.strip().startsWith("{"))
                            ? "object"
                            : texts.stream().allMatch(t -> t.strip().startsWith("[")) ? "array" : "any");
            return "JSON in a string";
        }
        Set<String> distinct = new LinkedHashSet<>(texts);
        if (distinct.size() <= MAX_ENUM_VALUES
                && texts.size() >= 3 * distinct.size()
                && distinct.stream().allMatch(t -> !t.isBlank() && t.length() <= 40)) {
            d.put("type", "enum");
            d.put("open", true);
            distinct.stream().sorted().forEach(d.putArray("values")::add);
            return "open enum: " + distinct.size() + " values recur in " + texts.size() + " sampled";
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
