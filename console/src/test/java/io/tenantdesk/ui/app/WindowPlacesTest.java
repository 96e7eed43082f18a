package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.ui.app.WindowGeometry.Box;
import io.tenantdesk.ui.app.WindowGeometry.Placement;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The window's places per screen, in an owner-only file of the config folder. */
class WindowPlacesTest {

    @TempDir
    Path config;

    @Test
    void eachScreensPlaceAndTheLastScreenReadBackAsWritten() throws Exception {
        WindowPlaces places = new WindowPlaces(config);
        Placement laptop = new Placement(new Box(16, 44, 992, 640), false);
        Placement monitor = new Placement(new Box(2000, 40, 1100, 900), true);

        places.write(WindowPlaces.Saved.none().with("1024x700@0,0", laptop).with("1280x1024@1920,0", monitor));
        WindowPlaces.Saved read = places.read();

        assertThat(read.on("1024x700@0,0")).contains(laptop);
        assertThat(read.on("1280x1024@1920,0")).contains(monitor);
        assertThat(read.lastScreen()).contains("1280x1024@1920,0");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(places.file())))
                .isEqualTo("rw-------");
    }

    @Test
    void noFileRemembersNothing() {
        assertThat(new WindowPlaces(config).read()).isEqualTo(WindowPlaces.Saved.none());
    }

    @Test
    void aScreensUnreadableEntryIsLeftOutAndTheOthersKept() throws Exception {
        Files.writeString(config.resolve(WindowPlaces.FILE_NAME), """
                last=1024x700@0,0
                1024x700@0,0.x=16
                1024x700@0,0.y=44
                1024x700@0,0.width=wide
                1024x700@0,0.height=640
                1024x700@0,0.maximized=false
                1920x1080@0,0.x=320
                1920x1080@0,0.y=120
                1920x1080@0,0.width=1280
                1920x1080@0,0.height=800
                1920x1080@0,0.maximized=true
                """);

        WindowPlaces.Saved read = new WindowPlaces(config).read();

        assertThat(read.on("1024x700@0,0")).isEmpty();
        assertThat(read.on("1920x1080@0,0")).contains(new Placement(new Box(320, 120, 1280, 800), true));
        assertThat(read.lastScreen()).isEqualTo(Optional.of("1024x700@0,0"));
    }
}
