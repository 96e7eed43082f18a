package io.tenantdesk.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.ui.concurrent.UiExecutors;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AppearanceTest {

    @TempDir
    Path config;

    private final AtomicBoolean desktopDark = new AtomicBoolean();
    private final List<Boolean> applied = new ArrayList<>();
    private ThemePreference preference;

    @BeforeEach
    void files() {
        preference = new ThemePreference(config);
    }

    private Appearance appearance() {
        SystemColorScheme desktop = new SystemColorScheme(
                "Linux", name -> null, command -> Optional.of(desktopDark.get() ? "'prefer-dark'" : "'default'"));
        return new Appearance(preference, desktop, UiExecutors.direct(), applied::add);
    }

    @Test
    void aFirstStartFollowsTheDesktop() {
        desktopDark.set(true);
        Appearance appearance = appearance();

        appearance.start();

        assertThat(appearance.choiceProperty().get()).isEqualTo(ThemeChoice.SYSTEM);
        assertThat(appearance.darkProperty().get()).isTrue();
        assertThat(applied).containsExactly(false, true);
        assertThat(preference.read()).isEqualTo(new ThemePreference.Saved(ThemeChoice.SYSTEM, true));
    }

    @Test
    void theNextStartOpensInTheRememberedColoursAtOnce() {
        preference.write(new ThemePreference.Saved(ThemeChoice.SYSTEM, true));
        desktopDark.set(true);
        Appearance appearance = appearance();

        appearance.start();

        assertThat(applied).containsExactly(true);
    }

    @Test
    void aChoiceIsUsedAtOnceAndRemembered() {
        Appearance appearance = appearance();
        appearance.start();

        appearance.choose(ThemeChoice.DARK);

        assertThat(appearance.darkProperty().get()).isTrue();
        assertThat(applied).containsExactly(false, true);
        assertThat(preference.read().choice()).isEqualTo(ThemeChoice.DARK);
        assertThat(appearance().choiceProperty().get()).isEqualTo(ThemeChoice.SYSTEM);
        Appearance restarted = appearance();
        restarted.start();
        assertThat(restarted.choiceProperty().get()).isEqualTo(ThemeChoice.DARK);
    }

    @Test
    void followingTheSystemSwitchesWhenTheDesktopChangesButAFixedChoiceDoesNot() {
        Appearance appearance = appearance();
        appearance.start();

        desktopDark.set(true);
        appearance.recheckSystem();
        assertThat(appearance.darkProperty().get()).isTrue();

        appearance.choose(ThemeChoice.LIGHT);
        appearance.recheckSystem();
        assertThat(appearance.darkProperty().get()).isFalse();
        assertThat(applied).containsExactly(false, true, false);
    }
}
