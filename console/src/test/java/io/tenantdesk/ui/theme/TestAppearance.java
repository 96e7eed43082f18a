package io.tenantdesk.ui.theme;

import io.tenantdesk.ui.concurrent.UiExecutors;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Optional;

/** The theme for tests' windows: a light desktop that is never asked, remembered in a temporary folder. */
public final class TestAppearance {

    private TestAppearance() {}

    /** Started, so Primer light is on every window from now on. */
    public static Appearance light() {
        try {
            Appearance appearance = new Appearance(
                    new ThemePreference(Files.createTempDirectory("tenantdesk-theme")),
                    new SystemColorScheme("Linux", name -> null, command -> Optional.empty()),
                    UiExecutors.direct(),
                    Appearance::useTheme);
            appearance.start();
            return appearance;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
