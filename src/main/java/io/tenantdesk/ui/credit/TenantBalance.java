package io.tenantdesk.ui.credit;

import io.tenantdesk.store.EntityRow;
import java.math.BigDecimal;

/**
 * A tenant's balance as the credit view lists it.
 *
 * @param reserved the sum of the tenant's open credit reservations, or null where the platform has none
 */
public record TenantBalance(String tenantId, String name, BigDecimal balance, String currency, BigDecimal reserved,
                            int reservations, EntityRow row) {
}
