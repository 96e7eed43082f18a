package io.tenantdesk.schema.item;

import java.math.BigDecimal;

/** The numbers DynamoDB can hold: zero, and up to 38 significant digits with magnitudes from 1E-130 to 9.99…E+125. */
public final class DynamoNumbers {

    /** The range in words, for messages. */
    public static final String RANGE = "at most 38 digits, from 1E-130 to 9.99…E+125";

    private static final int MAX_DIGITS = 38;
    private static final int MIN_EXPONENT = -130;
    private static final int MAX_EXPONENT = 125;

    private DynamoNumbers() {}

    public static boolean holds(BigDecimal number) {
        if (number.signum() == 0) {
            return true;
        }
        BigDecimal digits = number.stripTrailingZeros();
        long leadingExponent = (long) digits.precision() - digits.scale() - 1;
        return digits.precision() <= MAX_DIGITS && leadingExponent >= MIN_EXPONENT && leadingExponent <= MAX_EXPONENT;
    }
}
