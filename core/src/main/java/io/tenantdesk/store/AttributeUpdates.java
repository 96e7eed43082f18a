package io.tenantdesk.store;

import io.tenantdesk.schema.item.Value;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** What an update does to an item's attributes, in order: assign a value, remove an attribute, append to a list. */
public record AttributeUpdates(List<Op> ops) {

    /** One attribute's update. */
    public sealed interface Op {
        String attribute();
    }

    public record Assign(String attribute, Value value) implements Op {}

    public record Remove(String attribute) implements Op {}

    /** Appends {@code value} to the list the attribute holds, starting it when there is none. */
    public record Append(String attribute, Value value) implements Op {}

    public AttributeUpdates {
        ops = List.copyOf(ops);
    }

    public static AttributeUpdates of(Op... ops) {
        return new AttributeUpdates(List.of(ops));
    }

    public boolean isEmpty() {
        return ops.isEmpty();
    }

    /** The update expression, e.g. {@code SET #n1 = :v0 REMOVE #n2}, its names and values placeholders of {@code ex}. */
    String render(Expressions ex) {
        List<String> sets = new ArrayList<>();
        List<String> removes = new ArrayList<>();
        for (Op op : ops) {
            String name = ex.name(op.attribute());
            if (op instanceof Assign assign) {
                sets.add(name + " = " + ex.value(ItemConverter.toAttribute(assign.value())));
            } else if (op instanceof Append append) {
                sets.add(name + " = list_append(if_not_exists(" + name + ", "
                        + ex.value(AttributeValue.fromL(List.of())) + "), "
                        + ex.value(AttributeValue.fromL(List.of(ItemConverter.toAttribute(append.value())))) + ")");
            } else {
                removes.add(name);
            }
        }
        return (sets.isEmpty() ? "" : "SET " + String.join(", ", sets))
                + (removes.isEmpty() ? "" : (sets.isEmpty() ? "" : " ") + "REMOVE " + String.join(", ", removes));
    }
}
