package io.tenantdesk.demo;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Role;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A plausible value for any attribute, chosen by its type and, where the name says more (email, name,
 * createdAt, balance...), by its name. Timestamps fall in the last two years; TTLs lie in the past and
 * the future.
 */
final class ValueFiller {

    private final DemoRandom random;
    private final Instant now;
    private final com.fasterxml.jackson.databind.ObjectWriter json = new com.fasterxml.jackson.databind.ObjectMapper().writer();

    ValueFiller(DemoRandom random, Instant now) {
        this.random = random;
        this.now = now;
    }

    /** A value for {@code spec} in an item of {@code entity} whose other values so far are {@code fields}. */
    Value fill(EntityDef entity, AttributeSpec spec, Map<String, Value> fields) {
        Value value = byType(entity, spec, fields);
        if (spec.pattern() == null || Item.scalarText(value).map(t -> spec.pattern().matcher(t).matches()).orElse(true)) {
            return value;
        }
        String shaped = random.idLike(spec.example());
        return Value.str(spec.pattern().matcher(shaped).matches() ? shaped : spec.example());
    }

    private Value byType(EntityDef entity, AttributeSpec spec, Map<String, Value> fields) {
        String name = spec.name().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        return switch (spec.type()) {
            case STRING -> Value.str(text(entity, name, fields));
            case SECRET -> Value.str(random.hex(name.contains("salt") ? 32 : 64));
            case NUMBER -> Value.num(number(spec, name));
            case BOOLEAN -> Value.bool(random.chance(0.5));
            case ENUM -> Value.str(random.pick(spec.enumValues()));
            case EMAIL -> Value.str(email(fields));
            case URL -> Value.str("https://" + domain(fields) + "/" + random.pick(Vocabulary.WORDS) + "/" + random.base36(6));
            case TIMESTAMP -> Value.str(timestamp(name, fields).truncatedTo(ChronoUnit.SECONDS).toString());
            case DATE -> Value.str(now.plus(Duration.ofDays(random.between(-120, 400))).atOffset(ZoneOffset.UTC)
                    .toLocalDate().toString());
            case EPOCH -> Value.num(epoch(name));
            case JSON -> Value.str(json(spec));
            case LIST -> new Value.ListOf(List.of(Value.str(random.pick(Vocabulary.WORDS)),
                    Value.str(random.pick(Vocabulary.WORDS))));
            case MAP -> new Value.MapOf(Map.of("source", Value.str("demo"), "priority", Value.num(random.between(1, 5))));
            case STRING_SET -> new Value.StrSet(java.util.Set.of(random.pick(Vocabulary.WORDS), "demo"));
        };
    }

    /** An id for a key field: shaped like the attribute's example, or short letters and digits. */
    String id(AttributeSpec spec) {
        if (spec.example() == null) {
            return random.base36(8);
        }
        String shaped = random.idLike(spec.example());
        return spec.pattern() == null || spec.pattern().matcher(shaped).matches() ? shaped : spec.example();
    }

    private String text(EntityDef entity, String name, Map<String, Value> fields) {
        if (name.equals("name") || name.equals("displayname") || name.equals("title")) {
            if (entity.hasRole(Role.TENANT)) {
                return random.pick(Vocabulary.COMPANIES);
            }
            if (entity.hasRole(Role.USER)) {
                return random.pick(Vocabulary.FIRST_NAMES) + " " + random.pick(Vocabulary.LAST_NAMES);
            }
            return capitalise(random.pick(Vocabulary.WORDS)) + " " + random.pick(Vocabulary.WORDS);
        }
        if (name.contains("firstname")) {
            return random.pick(Vocabulary.FIRST_NAMES);
        }
        if (name.contains("lastname")) {
            return random.pick(Vocabulary.LAST_NAMES);
        }
        if (name.equals("region")) {
            return random.pick(Vocabulary.REGIONS);
        }
        if (name.equals("country")) {
            return random.pick(Vocabulary.COUNTRIES);
        }
        if (name.contains("postal") || name.contains("zip")) {
            return Integer.toString(random.between(10000, 99999));
        }
        if (name.equals("city")) {
            return random.pick(Vocabulary.CITIES);
        }
        if (name.contains("ip")) {
            return "203.0.113." + random.between(2, 254);
        }
        if (name.endsWith("by") || name.endsWith("userid") || name.endsWith("id")) {
            return name.endsWith("by") ? "users/" + random.base36(8) : random.base36(10);
        }
        if (name.contains("product")) {
            return random.pick(Vocabulary.PRODUCTS);
        }
        return sentence(random.between(2, 7));
    }

    private String sentence(int words) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < words; i++) {
            parts.add(random.pick(Vocabulary.WORDS));
        }
        return capitalise(String.join(" ", parts));
    }

    private String number(AttributeSpec spec, String name) {
        if (name.contains("balance") || name.contains("cost") || name.contains("amount")) {
            return BigDecimal.valueOf(random.between(0, 500_000), 2).setScale(2, RoundingMode.UNNECESSARY).toPlainString();
        }
        int low = spec.min() != null ? spec.min().intValue() : 0;
        int high = spec.max() != null ? spec.max().intValue() : name.contains("token") ? 50_000 : 100;
        return Integer.toString(random.between(low, Math.max(low, high)));
    }

    private Instant timestamp(String name, Map<String, Value> fields) {
        Instant created = fields.entrySet().stream()
                .filter(e -> e.getKey().toLowerCase(Locale.ROOT).replace("_", "").equals("createdat"))
                .map(e -> Item.scalarText(e.getValue()).orElse(null))
                .filter(t -> t != null && t.matches("\\d{4}-.*Z"))
                .map(Instant::parse).findFirst().orElse(null);
        if (created != null && !name.startsWith("created")) {
            return random.instantBetween(created, now);
        }
        return random.instantBetween(now.minus(Duration.ofDays(730)), now.minus(Duration.ofHours(1)));
    }

    private String epoch(String name) {
        boolean past = random.chance(0.3);
        Duration offset = Duration.ofMinutes(random.between(5, 60 * 24 * 30));
        Instant at = past ? now.minus(offset) : now.plus(offset);
        return Long.toString(at.getEpochSecond());
    }

    private String json(AttributeSpec spec) {
        Map<String, Object> object = new LinkedHashMap<>();
        for (String field : spec.jsonFields()) {
            object.put(field, random.pick(Vocabulary.WORDS));
        }
        if (object.isEmpty()) {
            object.put("note", sentence(3));
        }
        String text;
        try {
            text = json.writeValueAsString(object);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        return "array".equals(spec.jsonShape()) ? "[" + text + "]" : text;
    }

    private String email(Map<String, Value> fields) {
        String first = textOf(fields, "first_name", "firstName", "recipientFirstName")
                .orElse(random.pick(Vocabulary.FIRST_NAMES));
        String last = textOf(fields, "last_name", "lastName", "recipientLastName").orElse(random.pick(Vocabulary.LAST_NAMES));
        String local = (first + "." + last).toLowerCase(Locale.ROOT).replaceAll("[^a-z.]", "");
        return local + random.between(1, 99) + "@" + domain(fields);
    }

    private String domain(Map<String, Value> fields) {
        return random.pick(List.of("example.com", "example.org", "example.net"));
    }

    private static java.util.Optional<String> textOf(Map<String, Value> fields, String... names) {
        for (String n : names) {
            Value v = fields.get(n);
            if (v instanceof Value.Str s) {
                return java.util.Optional.of(s.value());
            }
        }
        return java.util.Optional.empty();
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
