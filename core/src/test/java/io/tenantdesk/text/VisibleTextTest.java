package io.tenantdesk.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class VisibleTextTest {

    @Test
    void hiddenCharactersAreEscapedAndVisibleOnesKept() {
        assertThat(VisibleText.escape("a\nb\tc\u0000\u202Ed\u200Be\u2028f"))
                .isEqualTo("a\\nb\\tc\\u0000\\u202ed\\u200be\\u2028f");
        assertThat(VisibleText.escape("äccount☃ 😀 #/{}")).isEqualTo("äccount☃ 😀 #/{}");
    }

    @Test
    void aSurrogatePairIsKeptAndALoneHalfEscaped() {
        assertThat(VisibleText.escape("\uD83D\uDE00")).isEqualTo("\uD83D\uDE00");
        assertThat(VisibleText.escape("a\uD800b\uDC00")).isEqualTo("a\\ud800b\\udc00");
        assertThat(VisibleText.firstHidden("ok\uDE00")).isEqualTo(2);
        assertThat(VisibleText.firstHidden("\uD83D\uDE00 ok")).isEqualTo(-1);
    }

    @Test
    void describeNamesTheCodePointAndItsKind() {
        assertThat(VisibleText.describe("x\u202E", 1)).isEqualTo("U+202E (a bidirectional control)");
        assertThat(VisibleText.describe("\u0007", 0)).isEqualTo("U+0007 (a control character)");
        assertThat(VisibleText.describe("\uFEFF", 0)).isEqualTo("U+FEFF (an invisible format character)");
        assertThat(VisibleText.describe("\uD800", 0)).isEqualTo("U+D800 (half of a surrogate pair, alone)");
        assertThat(VisibleText.describe("\u2029", 0)).isEqualTo("U+2029 (a line or paragraph separator)");
    }
}
