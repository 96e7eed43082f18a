package io.tenantdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class StylesheetsTest {

    @Test
    void resolvesASheetOnTheClassPathToAnExternalUrl() {
        assertThat(Stylesheets.url("/styles/dialogs.css")).endsWith("/styles/dialogs.css");
        assertThat(Stylesheets.THEME).endsWith("/styles/theme.css");
    }

    @Test
    void namesTheSheetThatIsMissing() {
        assertThatThrownBy(() -> Stylesheets.url("/styles/nowhere.css"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("/styles/nowhere.css");
    }
}
