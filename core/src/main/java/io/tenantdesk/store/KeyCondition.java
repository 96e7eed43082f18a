package io.tenantdesk.store;

import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.SortCondition.Operator;
import io.tenantdesk.schema.item.DynamoNumbers;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key condition of a Query, as the Enhanced Client's {@code QueryConditional}: the partition key equal to a value
 * and at most one condition on the sort key ({@code =}, {@code <}, {@code <=}, {@code >}, {@code >=},
 * {@code BETWEEN}, {@code begins_with}). Values are text, sent in their key attribute's type. Every query the store
 * and the audit table send is made of one, so each renders it the same way in the request and in words.
 */
public final class KeyCondition {

    private final KeyAttribute partitionKey;
    private final String partitionValue;
    private final SortKey sort;

    /** The condition on the sort key; {@code upper} for {@code BETWEEN} only. */
    private record SortKey(KeyAttribute key, Operator operator, String value, String upper) {}

    private KeyCondition(KeyAttribute partitionKey, String partitionValue, SortKey sort) {
        this.partitionKey = Objects.requireNonNull(partitionKey, "partitionKey");
        this.partitionValue = Objects.requireNonNull(partitionValue, "partitionValue");
        this.sort = sort;
    }

    /** Every item of one partition. */
    public static KeyCondition keyEqualTo(KeyAttribute partitionKey, String value) {
        return new KeyCondition(partitionKey, value, null);
    }

    /** The partition's items whose sort key starts with {@code prefix}. */
    public KeyCondition sortBeginsWith(KeyAttribute sortKey, String prefix) {
        return sort(sortKey, Operator.BEGINS_WITH, prefix, null);
    }

    /** The partition's items whose sort key lies between {@code lower} and {@code upper}, both included. */
    public KeyCondition sortBetween(KeyAttribute sortKey, String lower, String upper) {
        return sort(sortKey, Operator.BETWEEN, lower, Objects.requireNonNull(upper, "upper"));
    }

    /**
     * The partition's items whose sort key meets {@code operator} with {@code value}.
     *
     * @param upper the upper bound of {@link Operator#BETWEEN}; null otherwise
     */
    public KeyCondition sort(KeyAttribute sortKey, Operator operator, String value, String upper) {
        if (sort != null) {
            throw new IllegalStateException("a key condition holds one condition on the sort key");
        }
        return new KeyCondition(
                partitionKey,
                partitionValue,
                new SortKey(Objects.requireNonNull(sortKey, "sortKey"), operator, value, upper));
    }

    /** The condition with its names and values as placeholders of {@code ex}, e.g. {@code #n0 = :v0}. */
    String expression(Expressions ex) {
        String condition =
                ex.name(partitionKey.name()) + " = " + ex.value(attribute(partitionKey.type(), partitionValue));
        return sort == null
                ? condition
                : condition + " AND "
                        + comparison(
                                ex,
                                ex.name(sort.key().name()),
                                sort.operator(),
                                attribute(sort.key().type(), sort.value()),
                                sort.upper() == null
                                        ? null
                                        : attribute(sort.key().type(), sort.upper()));
    }

    /** The condition in words, e.g. "GSI1PK = ENTITY#LICENSE and GSI1SK begins with LICENSE#". */
    public String words() {
        String words = partitionKey.name() + " = " + partitionValue;
        return sort == null
                ? words
                : words + " and " + sort.key().name() + " " + words(sort.operator(), sort.value(), sort.upper());
    }

    public KeyAttribute partitionKey() {
        return partitionKey;
    }

    public String partitionValue() {
        return partitionValue;
    }

    /** The sort key's operator, when there is a condition on it. */
    public Optional<Operator> sortOperator() {
        return Optional.ofNullable(sort).map(SortKey::operator);
    }

    /**
     * One comparison of an attribute ({@code name}, a placeholder) with values, as a condition expression: a sort key's
     * condition, or a filter's.
     */
    static String comparison(
            Expressions ex, String name, Operator operator, AttributeValue value, AttributeValue upper) {
        return switch (operator) {
            case BETWEEN -> name + " BETWEEN " + ex.value(value) + " AND " + ex.value(upper);
            case BEGINS_WITH -> "begins_with(" + name + ", " + ex.value(value) + ")";
            default -> name + " " + operator.symbol() + " " + ex.value(value);
        };
    }

    /** A comparison in words, without its attribute, e.g. "between 1 and 5" or "begins with LICENSE#". */
    static String words(Operator operator, String value, String upper) {
        return switch (operator) {
            case BETWEEN -> "between " + value + " and " + upper;
            case BEGINS_WITH -> "begins with " + value;
            default -> operator.symbol() + " " + value;
        };
    }

    /**
     * Why no item can meet the condition, in words: a value its key's type cannot hold (text that is no number for a
     * Number key; any text for a Binary key). Empty when the condition can be sent.
     */
    public Optional<String> misfit() {
        Optional<String> partition = misfit(partitionKey, partitionValue);
        if (partition.isPresent() || sort == null) {
            return partition;
        }
        return misfit(sort.key(), sort.value())
                .or(() -> sort.upper() == null ? Optional.empty() : misfit(sort.key(), sort.upper()));
    }

    private static Optional<String> misfit(KeyAttribute key, String text) {
        if (key.type() == KeyType.B) {
            return Optional.of("`" + key.name() + "` is a Binary key, which no text equals");
        }
        if (key.type() == KeyType.N && !isNumber(text)) {
            return Optional.of("`" + text + "` is not a number, and `" + key.name() + "` is a Number key");
        }
        return Optional.empty();
    }

    private static boolean isNumber(String text) {
        try {
            return DynamoNumbers.holds(new BigDecimal(text.trim()));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    static AttributeValue attribute(KeyType type, String text) {
        return type == KeyType.N ? AttributeValue.fromN(text) : AttributeValue.fromS(text);
    }

    @Override
    public String toString() {
        return words();
    }
}
