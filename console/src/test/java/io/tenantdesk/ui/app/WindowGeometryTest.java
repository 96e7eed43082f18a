package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.ui.app.WindowGeometry.Box;
import io.tenantdesk.ui.app.WindowGeometry.Placement;
import io.tenantdesk.ui.app.WindowGeometry.Screen;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where a window opens, on the screens there are: never off them, remembered per screen. */
class WindowGeometryTest {

    /** A 1024×700 laptop screen with a 28 px panel at its top. */
    private static final Screen SMALL = new Screen(new Box(0, 0, 1024, 700), new Box(0, 28, 1024, 672));

    private static final Screen WIDE = new Screen(new Box(0, 0, 1920, 1080), new Box(0, 0, 1920, 1040));
    /** A second monitor to the right of the wide one. */
    private static final Screen RIGHT = new Screen(new Box(1920, 0, 1280, 1024), new Box(1920, 0, 1280, 1024));

    private static void assertInside(Box window, Box area) {
        assertThat(window.x()).isGreaterThanOrEqualTo(area.x());
        assertThat(window.y()).isGreaterThanOrEqualTo(area.y());
        assertThat(window.right()).isLessThanOrEqualTo(area.right());
        assertThat(window.bottom()).isLessThanOrEqualTo(area.bottom());
    }

    @Test
    void aFirstWindowOnASmallScreenFitsItsUsableAreaWithAMarginRound() {
        Placement first = WindowGeometry.fresh(SMALL);

        assertThat(first.bounds()).isEqualTo(new Box(16, 44, 992, 640));
        assertInside(first.bounds(), SMALL.visual());
        assertThat(first.maximized()).isFalse();
    }

    @Test
    void aFirstWindowOnALargeScreenHasThePreferredSizeCentred() {
        assertThat(WindowGeometry.fresh(WIDE).bounds()).isEqualTo(new Box(320, 120, 1280, 800));
    }

    @Test
    void aWindowOpensWhereItWasOnTheScreenItWasLastOn() {
        Placement there = new Placement(new Box(2000, 40, 1100, 900), true);
        Map<String, Placement> saved = Map.of(RIGHT.bounds().key(), there);

        Placement restored = WindowGeometry.restore(
                List.of(WIDE, RIGHT), key -> Optional.ofNullable(saved.get(key)), Optional.of("1280x1024@1920,0"));

        assertThat(restored).isEqualTo(there);
    }

    @Test
    void aWindowLeftPartlyOffItsScreenComesBackWhollyOnIt() {
        Placement offScreen = new Placement(new Box(-128, -33, 1280, 800), false);

        Placement restored = WindowGeometry.restore(
                List.of(SMALL),
                key -> Optional.of(offScreen),
                Optional.of(SMALL.bounds().key()));

        assertThat(restored.bounds()).isEqualTo(new Box(0, 28, 1024, 672));
        assertInside(restored.bounds(), SMALL.visual());
    }

    @Test
    void whenTheScreenItWasOnIsGoneItOpensOnTheMainScreenAsItWasThere() {
        Placement onWide = new Placement(new Box(100, 50, 1500, 900), false);
        Placement onRight = new Placement(new Box(2000, 40, 1100, 900), false);
        Map<String, Placement> saved =
                Map.of(WIDE.bounds().key(), onWide, RIGHT.bounds().key(), onRight);

        Placement restored = WindowGeometry.restore(
                List.of(WIDE),
                key -> Optional.ofNullable(saved.get(key)),
                Optional.of(RIGHT.bounds().key()));

        assertThat(restored).isEqualTo(onWide);
    }

    @Test
    void aScreenWithNoMemoryGetsAFreshWindow() {
        Placement restored = WindowGeometry.restore(List.of(SMALL), key -> Optional.empty(), Optional.empty());

        assertThat(restored).isEqualTo(WindowGeometry.fresh(SMALL));
    }

    @Test
    void aWindowIsOnTheScreenItOverlapsMostAndOnTheMainOneWhenItOverlapsNone() {
        List<Screen> screens = List.of(WIDE, RIGHT);

        assertThat(WindowGeometry.screenOf(new Box(1800, 100, 800, 600), screens))
                .isEqualTo(RIGHT);
        assertThat(WindowGeometry.screenOf(new Box(5000, 5000, 800, 600), screens))
                .isEqualTo(WIDE);
    }
}
