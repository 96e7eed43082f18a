package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.demo.DemoSize;
import java.util.List;
import org.junit.jupiter.api.Test;

class LaunchOptionsTest {

    @Test
    void noArgumentsOpensTheConsoleAlone() {
        assertThat(LaunchOptions.parse(List.of())).isEqualTo(new LaunchOptions(false, DemoSize.DEFAULT, false));
    }

    @Test
    void selfCheckIsAMode() {
        assertThat(LaunchOptions.parse(List.of("--self-check")).selfCheck()).isTrue();
    }

    @Test
    void selfCheckChecksTheConsoleAloneNotTheDemo() {
        assertThatThrownBy(() -> LaunchOptions.parse(List.of("--self-check", "--demo")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--self-check");
    }

    @Test
    void demoSizeNeedsAKnownValue() {
        assertThat(LaunchOptions.parse(List.of("--demo", "--demo-size", "small"))
                        .demoSize())
                .isEqualTo(DemoSize.SMALL);
        assertThatThrownBy(() -> LaunchOptions.parse(List.of("--demo-size", "huge")))
                .hasMessageContaining("huge");
        assertThatThrownBy(() -> LaunchOptions.parse(List.of("--demo-size"))).hasMessageContaining("needs a value");
    }

    @Test
    void unknownArgumentsAreNamed() {
        assertThatThrownBy(() -> LaunchOptions.parse(List.of("--verbose"))).hasMessage("unknown argument --verbose");
    }

    @Test
    void usageNamesEveryFlag() {
        assertThat(LaunchOptions.USAGE).contains("--demo", "--demo-size", "--self-check", "--version", "--help");
    }
}
