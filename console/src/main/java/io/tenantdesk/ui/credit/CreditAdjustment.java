package io.tenantdesk.ui.credit;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * The adjustment the user is typing, checked as they type: a signed amount and a reason, previewed against the
 * balance and refused below the floor. Pure; the view-model holds one per keystroke.
 *
 * @param message why the adjustment cannot be made, or the preview ("New balance: 95.00 eur")
 */
public record CreditAdjustment(BigDecimal amount, BigDecimal newBalance, boolean valid, String message) {

    static final int MAX_DECIMALS = 4;

    /** No adjustment of a balance that cannot be read: it must be corrected in its item first. */
    public static CreditAdjustment unreadable(String why) {
        return new CreditAdjustment(
                null,
                null,
                false,
                "Refused: " + why + ", so nothing can be added to it. Open the item and correct it first.");
    }

    /**
     * @param balance the tenant's balance as loaded, or empty when no tenant is chosen
     */
    public static CreditAdjustment check(
            Optional<BigDecimal> balance, String currency, BigDecimal floor, String amountText, String reason) {
        if (balance.isEmpty()) {
            return new CreditAdjustment(null, null, false, "Choose a tenant.");
        }
        String text = amountText == null ? "" : amountText.trim().replace(",", ".");
        if (text.isEmpty()) {
            return new CreditAdjustment(
                    null, null, false, "Type an amount: positive adds credit, negative takes it away.");
        }
        BigDecimal amount;
        try {
            amount = new BigDecimal(text.startsWith("+") ? text.substring(1) : text);
        } catch (NumberFormatException e) {
            return new CreditAdjustment(
                    null, null, false, "“" + amountText.trim() + "” is not an amount such as 25 or -12.50.");
        }
        if (amount.signum() == 0) {
            return new CreditAdjustment(amount, null, false, "The amount must not be zero.");
        }
        if (amount.stripTrailingZeros().scale() > MAX_DECIMALS) {
            return new CreditAdjustment(amount, null, false, "At most " + MAX_DECIMALS + " decimal places.");
        }
        BigDecimal after = balance.get().add(amount);
        if (after.compareTo(floor) < 0) {
            return new CreditAdjustment(
                    amount,
                    after,
                    false,
                    "Refused: the balance would be " + Amounts.withCurrency(after, currency) + ", below "
                            + Amounts.withCurrency(floor, currency) + ".");
        }
        if (reason == null || reason.isBlank()) {
            return new CreditAdjustment(
                    amount,
                    after,
                    false,
                    "New balance: " + Amounts.withCurrency(after, currency) + ". A reason is required.");
        }
        return new CreditAdjustment(amount, after, true, "New balance: " + Amounts.withCurrency(after, currency));
    }
}
