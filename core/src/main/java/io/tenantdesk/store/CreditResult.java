package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
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
        BigDecimal now = tenant.item()
                .get(CreditAdjuster.spec(credit.entity()).balanceAttribute())
                .flatMap(Item::scalarText)
                .map(BigDecimal::new)
                .orElse(BigDecimal.ZERO);
        return new CreditResult(now.subtract(credit.amount()), now, tenant);
    }
}
