package io.tenantdesk.store;

import io.tenantdesk.schema.CreditSpec;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.text.VisibleText;
import java.math.BigDecimal;
import java.util.Optional;

/** A credit balance as an item holds it: a number, none (zero), or something that is no number and cannot be added to. */
public final class CreditBalances {

    private CreditBalances() {}

    /** The balance; zero when the item has none; empty when it holds something other than a number. */
    public static Optional<BigDecimal> read(Item item, CreditSpec credit) {
        Optional<Value> stored = item.get(credit.balanceAttribute());
        if (stored.isEmpty()) {
            return Optional.of(BigDecimal.ZERO);
        }
        return stored.get() instanceof Value.Num n ? Optional.of(n.decimal()) : Optional.empty();
    }

    /** Why the balance cannot be read or adjusted, in words; empty when it can. */
    public static Optional<String> unreadable(Item item, CreditSpec credit) {
        if (read(item, credit).isPresent()) {
            return Optional.empty();
        }
        String stored = VisibleText.escape(
                PlainValues.text(item.get(credit.balanceAttribute()).orElseThrow()));
        return Optional.of("the balance `" + credit.balanceAttribute() + "` holds `"
                + (stored.length() > 40 ? stored.substring(0, 40) + "…" : stored) + "`, which is not a number");
    }

    /** The refusal of an adjustment of a balance that is no number: nothing can be added to it. */
    static Optional<StoreException> refusal(Item item, CreditSpec credit, String tenantId) {
        return unreadable(item, credit)
                .map(why -> new StoreException(
                        StoreException.Kind.REFUSED,
                        "Refused: " + why + " (tenant " + tenantId + "), so nothing can be added to it;"
                                + " correct it in the item first. Nothing was changed.",
                        null));
    }
}
