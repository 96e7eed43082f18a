package io.tenantdesk.ui.credit;

import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.rows.QuickFilter;
import io.tenantdesk.ui.rows.Searchable;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * A tenant's balance as the credit view lists it.
 *
 * @param balance    the balance, or null when the item holds something that is no number ({@code unreadable} says what)
 * @param reserved   the sum of the tenant's open credit reservations, or null where the platform has none
 * @param unreadable why the balance cannot be read, or null when it can
 */
public record TenantBalance(
        String tenantId,
        String name,
        BigDecimal balance,
        String currency,
        BigDecimal reserved,
        int reservations,
        EntityRow row,
        String unreadable)
        implements Searchable {

    @Override
    public String searchText() {
        return QuickFilter.searchText(
                tenantId, name, balanceText(), currency, problemText().orElse(""));
    }

    /** The balance as the list shows it: the amount, or ⚠ where it cannot be read. */
    public String balanceText() {
        return balance == null ? "⚠ unreadable" : Amounts.format(balance, currency);
    }

    @Override
    public boolean problem() {
        return !row.valid() || balance == null;
    }

    /** What is wrong with the stored item, for the row's mark; empty for a valid one. */
    public Optional<String> problemText() {
        if (!row.valid()) {
            return Optional.of(row.classification().summary());
        }
        return Optional.ofNullable(unreadable).map(why -> "The " + why.substring("the ".length()));
    }
}
