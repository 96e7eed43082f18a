package io.tenantdesk.store;

import io.tenantdesk.store.write.CreditAdjustment;
import java.math.BigDecimal;

/** A credit adjustment that happened: the balance before and after, and the tenant's item as it now is. */
public record CreditResult(BigDecimal before, BigDecimal after, EntityRow tenant) {

    /** What an applied adjustment did, read from the tenant's item as DynamoDB returned it. */
    public static CreditResult of(WriteResult result) {
        if (!(result.write() instanceof CreditAdjustment credit)
                || result.item().isEmpty()) {
            throw new IllegalArgumentException(
                    "not an applied credit adjustment: " + result.write().describe());
        }
        EntityRow tenant = result.item().get();
        BigDecimal now = CreditBalances.read(tenant.item(), CreditAdjuster.spec(credit.entity()))
                .orElseThrow(() -> new IllegalStateException("an applied credit adjustment left no number"));
        return new CreditResult(now.subtract(credit.amount()), now, tenant);
    }
}
