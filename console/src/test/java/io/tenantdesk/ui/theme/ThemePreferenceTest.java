package io.tenantdesk.ui.theme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ThemePreferenceTest {

    @TempDir
    Path home;

    @Test
    void withoutAFileTheThemeFollowsALightSystem() {
        ThemePreference.Saved saved = new ThemePreference(home.resolve("tenantdesk")).read();

        assertThat(saved.choice()).isEqualTo(ThemeChoice.SYSTEM);
        assertThat(saved.dark()).isFalse();
    }

    @Test
    void remembersTheChoiceAndTheSystemsLastAnswer() {
        ThemePreference preference = new ThemePreference(home.resolve("tenantdesk"));

        preference.write(new ThemePreference.Saved(ThemeChoice.SYSTEM, true));
        assertThat(preference.read()).isEqualTo(new ThemePreference.Saved(ThemeChoice.SYSTEM, true));
        assertThat(preference.read().dark()).isTrue();

        preference.write(new ThemePreference.Saved(ThemeChoice.LIGHT, true));
        assertThat(preference.read().dark()).isFalse();
    }

    @Test
    void theFileAndANewFolderAreTheOwnersOnlyAndNoPartialFileIsLeft() throws IOException {
        Path folder = home.resolve("tenantdesk");
        ThemePreference preference = new ThemePreference(folder);

        preference.write(new ThemePreference.Saved(ThemeChoice.DARK, false));

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(preference.file())))
                .isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)))
                .isEqualTo("rwx------");
        try (var files = Files.list(folder)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly(ThemePreference.FILE_NAME);
        }
    }

    @Test
    void aGarbledFileReadsAsTheDefault() throws IOException {
        Path folder = Files.createDirectories(home.resolve("tenantdesk"));
        Files.writeString(folder.resolve(ThemePreference.FILE_NAME), "theme=purple\nsystemDark=maybe\n");

        assertThat(new ThemePreference(folder).read()).isEqualTo(new ThemePreference.Saved(ThemeChoice.SYSTEM, false));
    }
}
