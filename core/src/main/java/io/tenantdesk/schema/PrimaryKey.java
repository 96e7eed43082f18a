package io.tenantdesk.schema;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The primary key of one item: the table's partition key attribute and value, and its sort key attribute and
 * value when the table has one (like the AWS SDK enhanced client's {@code Key}, but with the attribute names,
 * so it describes itself and becomes a request's key on its own). Immutable; equal when the names and values
 * are.
 */
public final class PrimaryKey {

    private final String partitionName;
    private final Value partitionValue;
    private final String sortName;
    private final Value sortValue;

    private PrimaryKey(String partitionName, Value partitionValue, String sortName, Value sortValue) {
        this.partitionName = Objects.requireNonNull(partitionName, "partitionName");
        this.partitionValue = Objects.requireNonNull(partitionValue, "partitionValue");
        if ((sortName == null) != (sortValue == null)) {
            throw new IllegalArgumentException("a sort key needs both its name and its value");
        }
        if (partitionName.equals(sortName)) {
            throw new IllegalArgumentException("the partition and sort key cannot both be `" + partitionName + "`");
        }
        this.sortName = sortName;
        this.sortValue = sortValue;
    }

    /** The key of a table with a partition key only. */
    public static PrimaryKey of(String partitionName, Value partitionValue) {
        return new PrimaryKey(partitionName, partitionValue, null, null);
    }

    public static PrimaryKey of(String partitionName, Value partitionValue, String sortName, Value sortValue) {
        return new PrimaryKey(
                partitionName,
                partitionValue,
                Objects.requireNonNull(sortName, "sortName"),
                Objects.requireNonNull(sortValue, "sortValue"));
    }

    /**
     * The key of an item of {@code table}.
     *
     * @throws IllegalArgumentException naming the key attribute the item lacks
     */
    public static PrimaryKey of(TableDef table, Item item) {
        return of(table, item.attributes());
    }

    /**
     * The key among key attribute values, e.g. the keys rendered from an entity's key fields; other attributes
     * are ignored.
     *
     * @throws IllegalArgumentException naming the key attribute the values lack
     */
    public static PrimaryKey of(TableDef table, Map<String, Value> values) {
        for (String name : table.primaryKeyNames()) {
            if (values.get(name) == null) {
                throw new IllegalArgumentException("the item has no " + name);
            }
        }
        return find(table, values).orElseThrow();
    }

    /** The key of an item of {@code table}, or empty when it lacks a key attribute. */
    public static Optional<PrimaryKey> find(TableDef table, Item item) {
        return find(table, item.attributes());
    }

    /** As {@link #of(TableDef, Map)}, empty when a key attribute is missing. */
    public static Optional<PrimaryKey> find(TableDef table, Map<String, Value> values) {
        Value partition = values.get(table.partitionKey().name());
        if (partition == null) {
            return Optional.empty();
        }
        if (table.sortKey() == null) {
            return Optional.of(of(table.partitionKey().name(), partition));
        }
        Value sort = values.get(table.sortKey().name());
        return sort == null
                ? Optional.empty()
                : Optional.of(of(
                        table.partitionKey().name(), partition, table.sortKey().name(), sort));
    }

    /**
     * A key from its attributes in order, partition key first, as a key is recorded (e.g. in the journal).
     *
     * @throws IllegalArgumentException unless there are one or two attributes
     */
    public static PrimaryKey fromAttributes(Map<String, Value> attributes) {
        List<Map.Entry<String, Value>> entries = new ArrayList<>(attributes.entrySet());
        return switch (entries.size()) {
            case 1 -> of(entries.get(0).getKey(), entries.get(0).getValue());
            case 2 ->
                of(
                        entries.get(0).getKey(),
                        entries.get(0).getValue(),
                        entries.get(1).getKey(),
                        entries.get(1).getValue());
            default ->
                throw new IllegalArgumentException("a primary key has one or two attributes, not " + entries.size());
        };
    }

    public String partitionName() {
        return partitionName;
    }

    public Value partitionValue() {
        return partitionValue;
    }

    public Optional<String> sortName() {
        return Optional.ofNullable(sortName);
    }

    public Optional<Value> sortValue() {
        return Optional.ofNullable(sortValue);
    }

    /** The key attribute names: the partition key's, then the sort key's when there is one. */
    public List<String> names() {
        return sortName == null ? List.of(partitionName) : List.of(partitionName, sortName);
    }

    /** The key attributes in order, partition key first. */
    public Map<String, Value> attributes() {
        Map<String, Value> attributes = new LinkedHashMap<>();
        attributes.put(partitionName, partitionValue);
        if (sortName != null) {
            attributes.put(sortName, sortValue);
        }
        return Collections.unmodifiableMap(attributes);
    }

    /** The key as an item of its key attributes alone, as DynamoDB takes a key. */
    public Item asItem() {
        return Item.of(attributes());
    }

    /** True when {@code item} has this key. */
    public boolean isKeyOf(Item item) {
        return item.get(partitionName).filter(partitionValue::equals).isPresent()
                && (sortName == null
                        || item.get(sortName).filter(sortValue::equals).isPresent());
    }

    /** The key values as text, partition key first, e.g. {@code [ACCOUNT#a1, LICENSE#l1]}. */
    public List<String> texts() {
        return sortName == null ? List.of(text(partitionValue)) : List.of(text(partitionValue), text(sortValue));
    }

    /** The key in words: {@code PK=ACCOUNT#a1, SK=LICENSE#l1}. */
    public String describe() {
        return describe("=", ", ", PrimaryKey::text);
    }

    /**
     * The key in words, each attribute as {@code name + equals + text(value)}, joined by {@code separator}, e.g.
     * {@code describe(" = ", " · ", ...)} for {@code PK = ACCOUNT#a1 · SK = LICENSE#l1}.
     */
    public String describe(String equals, String separator, Function<Value, String> text) {
        String partition = partitionName + equals + text.apply(partitionValue);
        return sortName == null ? partition : partition + separator + sortName + equals + text.apply(sortValue);
    }

    /** A key value as text: a string as it is, a number's decimal text, a binary value in base64. */
    public static String text(Value value) {
        if (value instanceof Value.Bin b) {
            return Base64.getEncoder().encodeToString(b.bytes());
        }
        return Item.scalarText(value).orElse("?");
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PrimaryKey other
                && partitionName.equals(other.partitionName)
                && partitionValue.equals(other.partitionValue)
                && Objects.equals(sortName, other.sortName)
                && Objects.equals(sortValue, other.sortValue);
    }

    @Override
    public int hashCode() {
        return Objects.hash(partitionName, partitionValue, sortName, sortValue);
    }

    @Override
    public String toString() {
        return describe();
    }
}
