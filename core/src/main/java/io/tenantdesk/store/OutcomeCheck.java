package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.write.AttributeChange;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.Delete;
import io.tenantdesk.store.write.Update;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * After a lost reply: what the item, read back strongly consistent, says about whether a write was applied.
 * Each write compares it with what it planned: the item it would leave, or the item it was conditional on.
 * When the item matches neither, the answer is {@link Verdict#UNKNOWN}, never a guess.
 */
@FunctionalInterface
interface OutcomeCheck {

    enum Verdict {
        APPLIED,
        NOT_APPLIED,
        UNKNOWN
    }

    /** @param current the item as read back, or empty when there is none */
    Verdict judge(Optional<Item> current);

    /** Why the item read back ({@code current}, present) leaves the outcome unknown, following "the item read back". */
    default String unknownBecause(Item current) {
        return "shows neither the change nor the item as it was";
    }

    /** A create was applied if the item is there exactly as planned, and was not if there is no item. */
    static OutcomeCheck of(Create write) {
        return created(write.after());
    }

    /** A put of {@code planned} where no item had its key: as {@link #of(Create)}. */
    static OutcomeCheck created(Item planned) {
        return current -> current.isEmpty()
                ? Verdict.NOT_APPLIED
                : SameValues.same(current.get(), planned) ? Verdict.APPLIED : Verdict.UNKNOWN;
    }

    /**
     * An update was applied if the item shows each of its changes (a value assigned, an attribute removed, a value
     * appended to a list), and was not if it shows none of them and {@code guard} still holds of it.
     */
    static OutcomeCheck updated(AttributeUpdates updates, Guard guard) {
        return current -> {
            if (current.isEmpty()) {
                return Verdict.UNKNOWN;
            }
            Item now = current.get();
            List<Boolean> shown =
                    updates.ops().stream().map(op -> shows(now, op)).toList();
            if (!shown.contains(false)) {
                return Verdict.APPLIED;
            }
            boolean guardHolds = guard.equal().entrySet().stream()
                            .allMatch(e -> SameValues.same(now.get(e.getKey()).orElse(null), e.getValue()))
                    && guard.absent().stream().noneMatch(now::has);
            return !shown.contains(true) && guardHolds ? Verdict.NOT_APPLIED : Verdict.UNKNOWN;
        };
    }

    private static boolean shows(Item item, AttributeUpdates.Op op) {
        Value now = item.get(op.attribute()).orElse(null);
        if (op instanceof AttributeUpdates.Assign assign) {
            return SameValues.same(now, assign.value());
        }
        if (op instanceof AttributeUpdates.Append append) {
            return now instanceof Value.ListOf list
                    && list.values().stream().anyMatch(v -> SameValues.same(v, append.value()));
        }
        return now == null;
    }

    /**
     * An update was applied if every attribute it changes (its version and stamps included) holds the new value,
     * and was not if every one still holds the value it was conditional on.
     */
    static OutcomeCheck of(Update write) {
        List<AttributeChange> changes = write.changes();
        return current -> {
            if (current.isEmpty()) {
                return Verdict.UNKNOWN;
            }
            Item now = current.get();
            if (changes.stream()
                    .allMatch(c -> SameValues.same(now.get(c.attribute()).orElse(null), c.after()))) {
                return Verdict.APPLIED;
            }
            if (changes.stream()
                    .allMatch(c -> SameValues.same(now.get(c.attribute()).orElse(null), c.before()))) {
                return Verdict.NOT_APPLIED;
            }
            return Verdict.UNKNOWN;
        };
    }

    /** A delete was applied if the item is gone, and was not if it is still exactly as loaded. */
    static OutcomeCheck of(Delete write) {
        return current -> current.isEmpty()
                ? Verdict.APPLIED
                : SameValues.same(current.get(), write.before()) ? Verdict.NOT_APPLIED : Verdict.UNKNOWN;
    }

    /**
     * A credit adjustment conditional on the version it read (none counts as 0): not applied while the version is
     * still that one; applied if the version is one above and the balance and stamps are what the adjustment made
     * of them (another write that took the version one above would have made this one's condition fail).
     *
     * @param versionAttribute the entity's version attribute
     * @param before           the tenant's item as read just before the adjustment was sent
     * @param expected         the attributes the adjustment sets, at the values it sets them to (balance, stamps)
     */
    static OutcomeCheck ofVersionedCredit(String versionAttribute, Item before, Map<String, Value> expected) {
        BigDecimal version = number(before.get(versionAttribute)).orElse(BigDecimal.ZERO);
        return current -> {
            if (current.isEmpty()) {
                return Verdict.UNKNOWN;
            }
            BigDecimal now = number(current.get().get(versionAttribute)).orElse(BigDecimal.ZERO);
            if (now.compareTo(version) == 0) {
                return Verdict.NOT_APPLIED;
            }
            return now.compareTo(version.add(BigDecimal.ONE)) == 0
                            && expected.entrySet().stream()
                                    .allMatch(e -> SameValues.same(
                                            current.get().get(e.getKey()).orElse(null), e.getValue()))
                    ? Verdict.APPLIED
                    : Verdict.UNKNOWN;
        };
    }

    /**
     * Where nothing the write leaves tells it apart from another's (an unversioned balance): always unknown, even
     * when the item is still exactly as it was before.
     */
    static OutcomeCheck cannotTell(Item before) {
        return new OutcomeCheck() {
            @Override
            public Verdict judge(Optional<Item> current) {
                return Verdict.UNKNOWN;
            }

            @Override
            public String unknownBecause(Item current) {
                return SameValues.same(current, before)
                        ? "is as it was, but without a version nothing in it tells this change from another's that"
                                + " undid it, and a delayed request could still arrive"
                        : "shows another balance than before, but without a version nothing in it tells whether this"
                                + " change is part of it";
            }
        };
    }

    private static Optional<BigDecimal> number(Optional<Value> value) {
        return value.filter(Value.Num.class::isInstance).map(v -> {
            try {
                return ((Value.Num) v).decimal();
            } catch (NumberFormatException e) {
                return null;
            }
        });
    }
}
