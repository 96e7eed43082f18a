package io.tenantdesk.store;

import java.math.BigDecimal;

/** A credit adjustment that happened: the balance before and after, and the tenant's item as it now is. */
public record CreditResult(BigDecimal before, BigDecimal after, EntityRow tenant) {
}
