package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Whether values are the same as DynamoDB compares them, so an item read back can be matched with the item a
 * write planned: numbers by value ({@code 100.00} is {@code 100}, as DynamoDB stores it), sets in any order,
 * lists and maps member by member.
 */
final class SameValues {

    private SameValues() {}

    static boolean same(Item a, Item b) {
        if (!a.names().equals(b.names())) {
            return false;
        }
        return a.names().stream()
                .allMatch(name -> same(a.get(name).orElseThrow(), b.get(name).orElseThrow()));
    }

    /** Both absent, or both present and the same. */
    static boolean same(Value a, Value b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a instanceof Value.Num x && b instanceof Value.Num y) {
            return sameNumber(x.value(), y.value());
        }
        if (a instanceof Value.NumSet x && b instanceof Value.NumSet y) {
            Set<BigDecimal> xs = numbers(x.values());
            Set<BigDecimal> ys = numbers(y.values());
            return xs == null || ys == null ? x.equals(y) : xs.equals(ys);
        }
        if (a instanceof Value.ListOf x && b instanceof Value.ListOf y) {
            return sameList(x.values(), y.values());
        }
        if (a instanceof Value.MapOf x && b instanceof Value.MapOf y) {
            return sameMap(x.values(), y.values());
        }
        return a.equals(b);
    }

    private static boolean sameList(List<Value> a, List<Value> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (!same(a.get(i), b.get(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameMap(Map<String, Value> a, Map<String, Value> b) {
        return a.keySet().equals(b.keySet()) && a.keySet().stream().allMatch(k -> same(a.get(k), b.get(k)));
    }

    private static boolean sameNumber(String a, String b) {
        try {
            return new BigDecimal(a).compareTo(new BigDecimal(b)) == 0;
        } catch (NumberFormatException e) {
            return a.equals(b);
        }
    }

    /** The set's numbers by value, or null when one is not a number. */
    private static Set<BigDecimal> numbers(Set<String> texts) {
        Set<BigDecimal> values = new TreeSet<>();
        for (String text : texts) {
            try {
                values.add(new BigDecimal(text));
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return values;
    }
}
