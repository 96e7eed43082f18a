package io.tenantdesk.demo;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A plausible value for any attribute, chosen by its type and, where the name says more (email, name,
 * cognitoSub, createdAt, balance, tags...), by its name. Timestamps fall in the last two years; TTLs lie in the
 * past and the future.
 */
final class ValueFiller {

    private final DemoRandom random;
    private final Instant now;
    private final TextValues texts;
    private final StructuredValues structures;
    private final ObjectWriter json = new ObjectMapper().writer();

    ValueFiller(DemoRandom random, Instant now) {
        this.random = random;
        this.now = now;
        this.texts = new TextValues(random, now);
        this.structures = new StructuredValues(random, texts);
    }

    /** A value for {@code spec} in an item of {@code entity} whose other values so far are {@code fields}. */
    Value fill(EntityDef entity, AttributeSpec spec, Map<String, Value> fields) {
        Value value = byType(entity, spec, fields);
        if (spec.pattern() == null
                || Item.scalarText(value)
                        .map(t -> spec.pattern().matcher(t).matches())
                        .orElse(true)) {
            return value;
        }
        String shaped = random.idLike(spec.example());
        return Value.str(spec.pattern().matcher(shaped).matches() ? shaped : spec.example());
    }

    private Value byType(EntityDef entity, AttributeSpec spec, Map<String, Value> fields) {
        String name = TextValues.normalise(spec.name());
        if (spec.secret() && spec.type().isScalar()) {
            return Value.str(random.hex(name.contains("salt") ? 32 : 64));
        }
        return switch (spec.type()) {
            case STRING -> Value.str(texts.text(entity, spec.name(), fields));
            case SECRET -> Value.str(random.hex(name.contains("salt") ? 32 : 64));
            case NUMBER -> Value.num(number(spec, name));
            case BOOLEAN -> Value.bool(random.chance(0.5));
            case ENUM -> Value.str(random.pick(spec.enumValues()));
            case EMAIL ->
                Value.str(
                        Emails.person(random, random.pick(Vocabulary.FIRST_NAMES), random.pick(Vocabulary.LAST_NAMES)));
            case URL -> Value.str(structures.url(entity, spec.name(), fields));
            case TIMESTAMP ->
                Value.str(
                        timestamp(name, fields).truncatedTo(ChronoUnit.SECONDS).toString());
            case DATE ->
                Value.str(now.plus(Duration.ofDays(random.between(-120, 400)))
                        .atOffset(ZoneOffset.UTC)
                        .toLocalDate()
                        .toString());
            case EPOCH -> Value.num(epoch());
            case JSON -> Value.str(json(entity, spec, fields));
            case LIST -> structures.list(spec.name());
            case MAP -> structures.map(entity, spec.name(), fields);
            case STRING_SET -> structures.stringSet(spec.name());
        };
    }

    /** An id for a key field: shaped like the attribute's example, or short letters and digits. */
    String id(AttributeSpec spec) {
        if (spec.secret()) {
            return random.hex(64);
        }
        if (TextValues.normalise(spec.name()).equals("provider")) {
            return random.pick(Vocabulary.PROVIDERS);
        }
        if (TextValues.normalise(spec.name()).equals("resourcetype")) {
            return random.pick(Vocabulary.RESOURCE_PATHS);
        }
        if (spec.example() == null) {
            return random.base36(8);
        }
        String shaped = random.idLike(spec.example());
        return spec.pattern() == null || spec.pattern().matcher(shaped).matches() ? shaped : spec.example();
    }

    /** Amounts in currency units with cents, sizes in bytes, durations in ms, counts of the right order. */
    private String number(AttributeSpec spec, String name) {
        if (name.startsWith("trial") && name.endsWith("amount")) {
            return Integer.toString(random.pick(List.of(5, 10, 25, 50)));
        }
        if (name.contains("balance") || name.contains("amount")) {
            return cents(0, 250_000);
        }
        if (name.contains("cost")) {
            return cents(1, 4_000);
        }
        int low = spec.min() != null ? spec.min().intValue() : 0;
        int high = spec.max() != null ? spec.max().intValue() : Integer.MAX_VALUE;
        int[] range = typicalRange(name);
        int from = Math.max(low, Math.min(range[0], high));
        int to = Math.max(from, Math.min(range[1], high));
        if (name.equals("topp")) {
            return BigDecimal.valueOf(random.between(80, 100), 2).toPlainString();
        }
        if (name.contains("score")) {
            return BigDecimal.valueOf(random.between(40, 99), 2).toPlainString();
        }
        return Integer.toString(random.between(from, to));
    }

    /** The usual range of a count, by a word of its name; the first that matches wins. */
    private record TypicalRange(Predicate<String> names, int low, int high) {}

    private static final List<TypicalRange> TYPICAL_RANGES = List.of(
            new TypicalRange(n -> n.contains("token"), 200, 50_000),
            new TypicalRange(n -> n.equals("size") || n.endsWith("bytes"), 2_048, 5_000_000),
            new TypicalRange(n -> n.endsWith("ms"), 400, 120_000),
            new TypicalRange(n -> n.contains("wordcount"), 400, 6_000),
            new TypicalRange(n -> n.contains("memory"), 180, 2_400),
            new TypicalRange(n -> n.contains("retry") || n.contains("attempt"), 0, 3),
            new TypicalRange(n -> n.equals("version"), 1, 12),
            new TypicalRange(n -> n.equals("seats"), 5, 250));

    private static int[] typicalRange(String name) {
        return TYPICAL_RANGES.stream()
                .filter(r -> r.names().test(name))
                .findFirst()
                .map(r -> new int[] {r.low(), r.high()})
                .orElse(new int[] {1, 100});
    }

    private String cents(int low, int high) {
        return BigDecimal.valueOf(random.between(low, high), 2)
                .setScale(2, RoundingMode.UNNECESSARY)
                .toPlainString();
    }

    private Instant timestamp(String name, Map<String, Value> fields) {
        Instant created = fields.entrySet().stream()
                .filter(e -> TextValues.normalise(e.getKey()).equals("createdat"))
                .map(e -> Item.scalarText(e.getValue()).orElse(null))
                .filter(t -> t != null && t.matches("\\d{4}-.*Z"))
                .map(Instant::parse)
                .findFirst()
                .orElse(null);
        if (created != null && !name.startsWith("created")) {
            return random.instantBetween(created, now);
        }
        return random.instantBetween(now.minus(Duration.ofDays(730)), now.minus(Duration.ofHours(1)));
    }

    private String epoch() {
        boolean past = random.chance(0.3);
        Duration offset = Duration.ofMinutes(random.between(5, 60 * 24 * 30));
        Instant at = past ? now.minus(offset) : now.plus(offset);
        return Long.toString(at.getEpochSecond());
    }

    /** A JSON object with the declared fields, each valued by its name; or a small object that fits the attribute. */
    private String json(EntityDef entity, AttributeSpec spec, Map<String, Value> fields) {
        Map<String, Object> object = new LinkedHashMap<>();
        for (String field : spec.jsonFields()) {
            object.put(field, texts.text(entity, field, fields));
        }
        if (object.isEmpty()) {
            object.putAll(jsonByName(TextValues.normalise(spec.name())));
        }
        try {
            String text = json.writeValueAsString(object);
            return "array".equals(spec.jsonShape()) ? "[" + text + "]" : text;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private Map<String, Object> jsonByName(String name) {
        Map<String, Object> object = new LinkedHashMap<>();
        if (name.contains("preference")) {
            object.put("language", random.pick(List.of("en", "de", "fr")));
            object.put("timezone", random.pick(List.of("Europe/London", "Europe/Berlin", "America/Chicago")));
            object.put("answerStyle", random.pick(List.of("brief", "detailed")));
        } else if (name.contains("propert")) {
            object.put("department", random.pick(Vocabulary.TEAMS));
            object.put("costCentre", "CC-" + random.between(100, 999));
        } else {
            object.put("role", random.pick(Vocabulary.ROLES));
            object.put("prefers", random.pick(List.of("email", "chat", "phone")));
            object.put("note", random.pick(Phrases.SUMMARIES));
        }
        return object;
    }
}
