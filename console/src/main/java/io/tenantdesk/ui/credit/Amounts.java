package io.tenantdesk.ui.credit;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Currency;
import java.util.Locale;

/**
 * Credit amounts as the console writes them: grouped thousands and the currency's own decimals (2 for usd, 0 for
 * jpy; 2 where the currency is unknown or missing), more only when the stored amount has more, so nothing is
 * hidden or rounded away: 1599.9 usd reads "1,599.90", 0 reads "0.00", 1.654 reads "1.654".
 */
public final class Amounts {

    private static final int DEFAULT_DECIMALS = 2;

    private Amounts() {}

    public static String format(BigDecimal amount, String currency) {
        if (amount == null) {
            return "";
        }
        int decimals = Math.max(
                decimalsOf(currency), Math.max(0, amount.stripTrailingZeros().scale()));
        DecimalFormat format = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT));
        format.setMinimumFractionDigits(decimals);
        format.setMaximumFractionDigits(decimals);
        format.setRoundingMode(RoundingMode.UNNECESSARY);
        return format.format(amount);
    }

    /** The amount and its currency, e.g. "1,599.90 usd"; the currency left out when there is none. */
    public static String withCurrency(BigDecimal amount, String currency) {
        return format(amount, currency) + (currency == null || currency.isBlank() ? "" : " " + currency);
    }

    private static int decimalsOf(String currency) {
        if (currency == null || currency.isBlank()) {
            return DEFAULT_DECIMALS;
        }
        try {
            int digits = Currency.getInstance(currency.strip().toUpperCase(Locale.ROOT))
                    .getDefaultFractionDigits();
            return digits < 0 ? DEFAULT_DECIMALS : digits;
        } catch (IllegalArgumentException e) {
            return DEFAULT_DECIMALS;
        }
    }
}
