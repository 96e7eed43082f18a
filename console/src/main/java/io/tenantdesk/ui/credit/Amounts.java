package io.tenantdesk.ui.credit;

import io.tenantdesk.ui.common.Numbers;
import java.math.BigDecimal;

/** Credit amounts as the console writes them: see {@link Numbers#amount}. */
public final class Amounts {

    private Amounts() {}

    public static String format(BigDecimal amount, String currency) {
        return amount == null ? "" : Numbers.amount(amount, currency);
    }

    /** The amount and its currency, e.g. "1,599.90 usd"; the currency left out when there is none. */
    public static String withCurrency(BigDecimal amount, String currency) {
        return format(amount, currency) + (currency == null || currency.isBlank() ? "" : " " + currency);
    }
}
