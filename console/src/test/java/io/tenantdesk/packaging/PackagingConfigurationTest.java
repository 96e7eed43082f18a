package io.tenantdesk.packaging;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.testing.Checkout;
import io.tenantdesk.ui.app.TenantdeskApp;
import io.tenantdesk.ui.startup.ControlsFxAccess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The files under packaging/ agree with the code they configure (class-path tests cannot run the installer). */
class PackagingConfigurationTest {

    private static final Path PACKAGING = Checkout.file("packaging");

    @Test
    void theLauncherGrantsWhatControlsFxNeeds() throws IOException {
        List<String> launcher = Files.readAllLines(PACKAGING.resolve("jpackage-app.args"));

        for (ControlsFxAccess.Grant grant : ControlsFxAccess.NEEDED) {
            assertThat(launcher).contains("--java-options " + grant.option());
        }
    }

    @Test
    void theDesktopEntryMatchesTheWindowClassJavaFxSets() throws IOException {
        // GNOME and KDE group a window under its menu entry by WM_CLASS, which JavaFX sets to the Application class
        assertThat(Files.readAllLines(PACKAGING.resolve("linux/tenantdesk.desktop")))
                .contains("StartupWMClass=" + TenantdeskApp.class.getName());
    }

    @Test
    void theArchiveTheLauncherMapsIsTheOneTheScriptsMakeAndDelete() throws IOException {
        assertThat(Files.readString(PACKAGING.resolve("jpackage-app.args")))
                .contains("--java-options -XX:SharedArchiveFile=$APPDIR/tenantdesk.jsa");
        assertThat(Files.readString(PACKAGING.resolve("linux/appcds.sh")))
                .contains("ARCHIVE=\"$APPDIR/tenantdesk.jsa\"");
        assertThat(Files.readString(PACKAGING.resolve("linux/deb/prerm")))
                .contains("rm -f \"$APP_DIR/lib/app/tenantdesk.jsa\"");
        assertThat(Files.readString(PACKAGING.resolve("linux/rpm/tenantdesk.spec")))
                .contains("rm -f APPLICATION_DIRECTORY/lib/app/tenantdesk.jsa");
    }

    @Test
    void theLauncherGetsTheMemoryOptionsTheBenchmarkMeasures() throws IOException {
        // the memory benchmark runs with the --java-options of this file; the app-image's jpackage run must get it too
        assertThat(Files.readString(Checkout.file("console", "pom.xml")))
                .contains("<argument>@packaging/launcher-java-options.args</argument>");
        List<String> options = Files.readAllLines(PACKAGING.resolve("launcher-java-options.args")).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .toList();
        assertThat(options).isNotEmpty().allSatisfy(line -> assertThat(line).startsWith("--java-options -"));
        assertThat(options).anySatisfy(line -> assertThat(line).startsWith("--java-options -Xmx"));
    }
}
