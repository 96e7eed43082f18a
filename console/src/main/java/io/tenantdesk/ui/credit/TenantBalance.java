package io.tenantdesk.ui.credit;

import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.rows.QuickFilter;
import io.tenantdesk.ui.rows.Searchable;
import java.math.BigDecimal;
import java.util.Optional;

/**
 * A tenant's balance as the credit view lists it.
 *
 * @param reserved the sum of the tenant's open credit reservations, or null where the platform has none
 */
public record TenantBalance(
        String tenantId,
        String name,
        BigDecimal balance,
        String currency,
        BigDecimal reserved,
        int reservations,
        EntityRow row)
        implements Searchable {

    @Override
    public String searchText() {
        return QuickFilter.searchText(
                tenantId,
                name,
                Amounts.format(balance, currency),
                currency,
                problemText().orElse(""));
    }

    @Override
    public boolean problem() {
        return !row.valid();
    }

    /** What is wrong with the stored item, for the row's mark; empty for a valid one. */
    public Optional<String> problemText() {
        return row.valid() ? Optional.empty() : Optional.of(row.classification().summary());
    }
}
