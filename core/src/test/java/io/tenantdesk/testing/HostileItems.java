package io.tenantdesk.testing;

import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.AttributeType;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.AttributeValidator;
import io.tenantdesk.schema.validation.KeyRenderer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * Values DynamoDB holds that no view expects, on copies of valid demo items: for every entity, one copy per
 * {@link Profile} (epochs in nanoseconds, numbers at the edges of DynamoDB's range, moments beyond the calendar,
 * lone surrogates, hidden characters, huge and deeply nested values, every wrong type), each under fresh keys
 * rendered from the entity's templates, so it is still recognised and listed as its entity. Key attributes keep
 * their types (DynamoDB refuses anything else); only number-typed index keys change. Also, per table, items whose
 * keys no entity can match.
 */
public final class HostileItems {

    /** One hostile copy: the entity it copies, the profile applied, the item. */
    public record Hostile(EntityDef entity, Profile profile, Item item) {}

    /** One way of being hostile: what it does to a value of the declared type (or nothing, for null). */
    public enum Profile {
        NANOSECOND_EPOCHS((spec, n) -> n ? Value.num("1767225600000000000") : null),
        HUGE_NUMBERS((spec, n) -> n ? Value.num("9.9999999999999999999999999999999999999E+125") : null),
        TINY_NUMBERS((spec, n) -> n ? Value.num("-1E-130") : null),
        BEYOND_THE_CALENDAR((spec, n) -> n
                ? Value.num("-99999999999999999999")
                : spec.type() == AttributeType.DATE
                        ? Value.str("+999999999-12-31")
                        : Value.str("+999999999-12-31T23:59:59-18:00")),
        LONE_SURROGATES((spec, n) -> n ? null : Value.str("x\uD800y\uDFFFz\uD83D")),
        HIDDEN_CHARACTERS((spec, n) -> n ? null : Value.str("a\u0000b\u202Ec\nd\u2066e\u200Bf\r\tg\u2028h")),
        HUGE_STRINGS((spec, n) -> n ? null : Value.str("h".repeat(2_000) + "\uD83D\uDE00".repeat(500))),
        JSON_TOO_DEEP((spec, n) -> n ? null : Value.str("[".repeat(3_000) + "]".repeat(3_000))),
        NOT_NUMBERS((spec, n) -> n ? Value.str("NaN") : Value.str("1e400")),
        EMPTY((spec, n) -> n ? null : Value.str("")),
        FORMULAS((spec, n) -> n ? null : Value.str("=HYPERLINK(\"http://example.com\",\"x\"), \"quoted\"\n+1")),
        BOOLEANS((spec, n) -> Value.bool(true)),
        NULLS((spec, n) -> Value.nul()),
        BINARY((spec, n) -> new Value.Bin(new byte[] {0, (byte) 0xff, (byte) 0xd8, 10, 13})),
        NESTED((spec, n) -> nested(20)),
        MIXED_LISTS((spec, n) -> mixedList()),
        SETS((spec, n) -> n
                ? new Value.NumSet(Set.of("9.9E+125", "-1E-130"))
                : new Value.StrSet(Set.of("\uD800", "\u0000", "x\u202E"))),
        WRONG_SCALARS((spec, n) -> n ? Value.str("12") : Value.num("12"));

        private final BiFunction<AttributeSpec, Boolean, Value> value;

        Profile(BiFunction<AttributeSpec, Boolean, Value> value) {
            this.value = value;
        }

        /** The hostile value for an attribute stored as a number ({@code number}) or not; null to leave it. */
        Value valueFor(AttributeSpec spec, boolean number) {
            return value.apply(spec, number);
        }

        /** Whether the profile keeps a number a number, so it may go into a number-typed index key. */
        boolean keepsNumbers() {
            return this == NANOSECOND_EPOCHS
                    || this == HUGE_NUMBERS
                    || this == TINY_NUMBERS
                    || this == BEYOND_THE_CALENDAR;
        }
    }

    private final PlatformDescriptor platform;
    private final ItemClassifier classifier;
    private final KeyRenderer renderer = new KeyRenderer(new AttributeValidator());
    private final Set<String> takenKeys = new HashSet<>();

    private HostileItems(PlatformDescriptor platform) {
        this.platform = platform;
        this.classifier = new ItemClassifier(platform);
    }

    /**
     * Every entity's hostile copies of the dataset's valid items (entities without one, and those whose keys are
     * literals alone, so that no copy can have keys of its own, are left out).
     */
    public static List<Hostile> of(DemoDataset data) {
        HostileItems maker = new HostileItems(data.platform());
        data.itemsByTable().forEach((table, items) -> items.forEach(i -> maker.takenKeys.add(maker.keyOf(table, i))));
        List<Hostile> result = new ArrayList<>();
        for (EntityDef entity : data.platform().entities()) {
            if (entity.keyFields().isEmpty()) {
                continue;
            }
            maker.firstValid(data, entity).ifPresent(template -> {
                int copy = 0;
                for (Profile profile : Profile.values()) {
                    Item fresh = maker.freshCopy(entity, template, copy++);
                    result.add(new Hostile(entity, profile, maker.spoil(entity, fresh, profile)));
                }
            });
        }
        return result;
    }

    /** Items of {@code table} whose keys hold hostile text (or edge numbers, or bytes): no entity matches them. */
    public static List<Item> unmatched(TableDef table) {
        List<Item> items = new ArrayList<>();
        List<String> texts = List.of("\uD800#\u202E{x}/\u0000 ", "ACCOUNT#\n#\u2066", "h".repeat(900) + "\uD83D\uDE00");
        List<String> numbers = List.of("-1E-130", "9.9999999999999999999999999999999999999E+125", "0");
        for (int i = 0; i < texts.size(); i++) {
            Item.Builder item = Item.builder();
            for (String key : table.primaryKeyNames()) {
                KeyType type = table.allKeyAttributes().get(key);
                item.put(
                        key,
                        type == KeyType.N
                                ? Value.num(numbers.get(i))
                                : type == KeyType.B
                                        ? new Value.Bin(new byte[] {(byte) i, (byte) 0xff})
                                        : Value.str(texts.get(i)));
            }
            item.put("note", Value.str(texts.get(i)))
                    .put("when", Value.num("1767225600000000000"))
                    .put("nested", nested(20))
                    .put("mixed", mixedList());
            items.add(item.build());
        }
        return items;
    }

    private Optional<Item> firstValid(DemoDataset data, EntityDef entity) {
        return data.itemsByTable().getOrDefault(entity.table().name(), List.of()).stream()
                .filter(i -> {
                    Classification c = classifier.classify(entity.table().name(), i);
                    return c.valid() && entity.equals(c.entity());
                })
                .findFirst();
    }

    /** The template under new keys: a primary-key field, the last one that can, takes a new value of the same shape. */
    private Item freshCopy(EntityDef entity, Item template, int copy) {
        String table = entity.table().name();
        Classification classification = classifier.classify(table, template);
        Map<String, String> fields = new LinkedHashMap<>(classification.keyValues());
        template.attributes()
                .forEach((name, value) -> Item.scalarText(value).ifPresent(t -> fields.putIfAbsent(name, t)));
        List<String> keyFields = entity.keyFields();
        String last = "";
        for (int f = keyFields.size() - 1; f >= 0; f--) {
            String idField = keyFields.get(f);
            Map<String, String> tried = new LinkedHashMap<>(fields);
            String id = fields.get(idField);
            for (int attempt = 0; attempt < 300; attempt++) {
                tried.put(idField, reshaped(id, copy * 300 + attempt + 1));
                KeyRenderer.RenderedKeys keys = renderer.render(entity, tried);
                if (!keys.ok()) {
                    last = keys.violations().toString();
                    continue;
                }
                Item.Builder builder = template.toBuilder().putAll(keys.keys());
                Value stored = template.get(idField).orElse(null);
                if (!keys.keys().containsKey(idField) && stored instanceof Value.Str) {
                    builder.putString(idField, tried.get(idField));
                } else if (!keys.keys().containsKey(idField) && stored instanceof Value.Num) {
                    builder.put(idField, Value.num(tried.get(idField)));
                }
                Item fresh = builder.build();
                Classification recognised = classifier.classify(table, fresh);
                if (recognised.valid() && entity.equals(recognised.entity()) && takenKeys.add(keyOf(table, fresh))) {
                    return fresh;
                }
                last = recognised.summary();
            }
        }
        throw new IllegalStateException(entity.name() + ": no fresh key for a copy of " + template + " (" + last + ")");
    }

    /** {@code id} with its last digits and small letters replaced by others of their kind (hex letters by hex), from n. */
    static String reshaped(String id, int n) {
        char[] chars = id.toCharArray();
        int left = n;
        for (int i = chars.length - 1; i >= 0 && left > 0; i--) {
            char c = chars[i];
            if (c >= '0' && c <= '9') {
                chars[i] = (char) ('0' + (c - '0' + left) % 10);
                left /= 10;
            } else if (c >= 'a' && c <= 'f') {
                chars[i] = (char) ('a' + (c - 'a' + left) % 6);
                left /= 6;
            } else if (c >= 'g' && c <= 'z') {
                chars[i] = (char) ('g' + (c - 'g' + left) % 20);
                left /= 20;
            }
        }
        return new String(chars);
    }

    /** The profile applied to every stored attribute the entity declares (and the table's TTL) but its keys. */
    private Item spoil(EntityDef entity, Item item, Profile profile) {
        TableDef table = entity.table();
        Map<String, AttributeSpec> targets = new LinkedHashMap<>();
        entity.attributes().values().stream()
                .filter(AttributeSpec::stored)
                .filter(s -> !entity.keyFields().contains(s.name()) && !table.isPrimaryKey(s.name()))
                .forEach(s -> targets.put(s.name(), s));
        table.ttlAttributeIfAny()
                .filter(ttl -> !targets.containsKey(ttl))
                .ifPresent(ttl -> targets.put(ttl, AttributeSpec.of(ttl, AttributeType.EPOCH)));
        Item.Builder spoilt = item.toBuilder();
        for (AttributeSpec spec : targets.values()) {
            KeyType indexKey = table.allKeyAttributes().get(spec.name());
            if (indexKey != null && (indexKey != KeyType.N || !profile.keepsNumbers())) {
                continue;
            }
            boolean number = spec.type().dynamoType().equals("N") || indexKey == KeyType.N;
            Value value = profile.valueFor(spec, number);
            if (value != null) {
                spoilt.put(spec.name(), value);
            }
        }
        return spoilt.build();
    }

    private String keyOf(String table, Item item) {
        StringBuilder key = new StringBuilder(table);
        platform.tables()
                .get(table)
                .primaryKeyNames()
                .forEach(k -> key.append('\u0000').append(item.get(k).orElse(null)));
        return key.toString();
    }

    private static Value nested(int depth) {
        Value inner = new Value.MapOf(Map.of(
                "a.b",
                Value.str("\uD800"),
                "#x",
                Value.num("1E+125"),
                "with space",
                new Value.StrSet(new LinkedHashSet<>(List.of("\u0000", "\u202E")))));
        for (int i = 0; i < depth; i++) {
            inner = new Value.MapOf(Map.of("level" + i + "\u2066", inner));
        }
        return inner;
    }

    private static Value mixedList() {
        return new Value.ListOf(List.of(
                Value.str("\uDC00"),
                Value.num("9.9E+125"),
                Value.nul(),
                Value.bool(false),
                new Value.Bin(new byte[] {1}),
                new Value.StrSet(Set.of("\u0000")),
                new Value.NumSet(Set.of("-1E-130")),
                new Value.BinSet(List.of(new Value.Bin(new byte[] {2}))),
                new Value.MapOf(Map.of()),
                new Value.ListOf(List.of())));
    }
}
