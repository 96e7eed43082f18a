package io.tenantdesk.ui.common;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Currency;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Numbers as every view writes them: thousands grouped, and a fixed number of decimals for an attribute, so a
 * column's values line up: an amount of money has its currency's decimals (2 where the currency is unknown),
 * 1032.5 reads "1,032.50" and 0 reads "0.00"; a count reads as stored, grouped.
 */
public final class Numbers {

    private static final int MONEY_DECIMALS = 2;
    /** Longer than any number a person reads: such a value is shown as stored ("9.9E+125"). */
    private static final int LONGEST = 26;

    private static final Pattern MONEY =
            Pattern.compile("(?i).*(amount|balance|cost|price|credit|spend|fee|charge|usd|eur|gbp).*");

    private Numbers() {}

    /** {@code value} grouped, with exactly {@code decimals} decimals (rounded half up when it has more). */
    public static String grouped(BigDecimal value, int decimals) {
        DecimalFormat format = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT));
        format.setMinimumFractionDigits(decimals);
        format.setMaximumFractionDigits(decimals);
        format.setRoundingMode(RoundingMode.HALF_UP);
        return format.format(value);
    }

    /** An amount of money in its currency's decimals: "1,599.90" for usd, "1,200" for jpy. */
    public static String amount(BigDecimal value, String currency) {
        return grouped(value, currencyDecimals(currency));
    }

    /**
     * A stored number of the attribute {@code attribute}: an amount of money (its name says so) with two decimals,
     * any other number grouped with the decimals it has; text that is not a number, or one too long to read in
     * full, as it is.
     */
    public static String attribute(String attribute, String stored) {
        BigDecimal value;
        try {
            value = new BigDecimal(stored.strip());
        } catch (NumberFormatException e) {
            return stored;
        }
        boolean money = attribute != null && MONEY.matcher(attribute).matches();
        int decimals =
                money ? MONEY_DECIMALS : Math.max(0, value.stripTrailingZeros().scale());
        if (decimals > LONGEST || value.precision() - value.scale() > LONGEST) {
            return stored;
        }
        return grouped(value, decimals);
    }

    /** A currency's decimals: 2 for usd, 0 for jpy; 2 where the currency is unknown or missing. */
    public static int currencyDecimals(String currency) {
        if (currency == null || currency.isBlank()) {
            return MONEY_DECIMALS;
        }
        try {
            int digits = Currency.getInstance(currency.strip().toUpperCase(Locale.ROOT))
                    .getDefaultFractionDigits();
            return digits < 0 ? MONEY_DECIMALS : digits;
        } catch (IllegalArgumentException e) {
            return MONEY_DECIMALS;
        }
    }
}
