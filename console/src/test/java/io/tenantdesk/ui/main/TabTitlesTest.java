package io.tenantdesk.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TabTitlesTest {

    @Test
    void tabsOfTheSameTitleAreNumberedAfterTheFirst() {
        assertThat(TabTitles.distinct(List.of("Ad-hoc query", "Tenants · all", "Ad-hoc query", "Ad-hoc query")))
                .containsExactly("Ad-hoc query", "Tenants · all", "Ad-hoc query (2)", "Ad-hoc query (3)");
    }

    @Test
    void aShortTitleIsKeptWhole() {
        assertThat(TabTitles.shorten("License gr6tk77h / 1fa2vi8x", 40)).isEqualTo("License gr6tk77h / 1fa2vi8x");
    }

    @Test
    void aLongTitleIsCutToTheLimitWithAnEllipsis() {
        String shortened = TabTitles.shorten("Tenant " + "k".repeat(2000), 40);

        assertThat(shortened).hasSize(40).startsWith("Tenant kkk").endsWith("…");
    }

    @Test
    void neverSplitsACharacterOutsideTheBasicPlane() {
        String shortened = TabTitles.shorten("😀".repeat(50), 10);

        assertThat(shortened.codePointCount(0, shortened.length())).isEqualTo(10);
        assertThat(shortened).startsWith("😀😀").endsWith("…");
    }
}
