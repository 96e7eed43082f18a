package io.tenantdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.testing.Checkout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Texts name a shortcut as the user's system shows it: ⌘ on macOS, Ctrl elsewhere, never a fixed "Ctrl+". */
class ShortcutsTest {

    /** "Ctrl+S" inside a Java string or an FXML attribute: a text that would say Ctrl to a macOS user. */
    private static final Pattern FIXED_CTRL = Pattern.compile("\"[^\"\\n]*Ctrl\\+[^\"\\n]*\"");

    @Test
    void aShortcutIsNamedByItsKeyCombinationsDisplayText() {
        assertThat(Shortcuts.named("Filter loaded rows", Shortcuts.FIND))
                .isEqualTo("Filter loaded rows (" + Shortcuts.FIND.getDisplayText() + ")");
        assertThat(Shortcuts.SAVE.getDisplayText()).as("on this Linux machine").isEqualTo("Ctrl+S");
    }

    @Test
    void noTextOfTheConsoleSpellsOutCtrl() {
        List<String> fixed = Stream.of("console/src/main/java", "console/fxml")
                .flatMap(folder -> files(Checkout.file(folder)))
                .flatMap(file -> lines(file).stream()
                        .filter(line -> !line.strip().startsWith("/**")
                                && !line.strip().startsWith("*")
                                && !line.strip().startsWith("//"))
                        .filter(line -> FIXED_CTRL.matcher(line).find())
                        .map(line -> Checkout.root().relativize(file) + ": " + line.strip()))
                .toList();

        assertThat(fixed).isEmpty();
    }

    private static Stream<Path> files(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk
                    .filter(f -> f.toString().endsWith(".java") || f.toString().endsWith(".fxml"))
                    .toList()
                    .stream();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
