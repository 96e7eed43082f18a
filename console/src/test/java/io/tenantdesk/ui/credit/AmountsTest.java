package io.tenantdesk.ui.credit;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class AmountsTest {

    @Test
    void usesTheCurrencysDecimalsAndGroupsThousands() {
        assertThat(Amounts.format(new BigDecimal("1599.9"), "usd")).isEqualTo("1,599.90");
        assertThat(Amounts.format(new BigDecimal("0"), "eur")).isEqualTo("0.00");
        assertThat(Amounts.format(new BigDecimal("635.3"), "gbp")).isEqualTo("635.30");
        assertThat(Amounts.format(new BigDecimal("1200"), "jpy")).isEqualTo("1,200");
    }

    @Test
    void everyAmountOfACurrencyHasItsDecimalsSoAColumnLinesUp() {
        assertThat(Amounts.format(new BigDecimal("1.685"), "usd")).isEqualTo("1.69");
        assertThat(Amounts.format(new BigDecimal("0.82"), "usd")).isEqualTo("0.82");
        assertThat(Amounts.format(new BigDecimal("0"), "usd")).isEqualTo("0.00");
        assertThat(Amounts.format(new BigDecimal("12.5"), "jpy")).isEqualTo("13");
    }

    @Test
    void anUnknownOrMissingCurrencyGetsTwoDecimals() {
        assertThat(Amounts.format(new BigDecimal("7"), "credits")).isEqualTo("7.00");
        assertThat(Amounts.withCurrency(new BigDecimal("7"), "")).isEqualTo("7.00");
        assertThat(Amounts.withCurrency(new BigDecimal("-12.5"), "usd")).isEqualTo("-12.50 usd");
    }
}
