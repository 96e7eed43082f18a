package io.tenantdesk.schema;

import java.math.BigDecimal;
import java.util.Optional;

/** An entity that carries a credit balance adjusted atomically, never below {@code floor}. */
public record CreditSpec(String balanceAttribute, String currencyAttribute, BigDecimal floor) {

    public Optional<String> currencyAttributeIfAny() {
        return Optional.ofNullable(currencyAttribute);
    }
}
