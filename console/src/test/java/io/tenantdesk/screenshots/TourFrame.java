package io.tenantdesk.screenshots;

import io.tenantdesk.ui.about.HelpMenu;
import io.tenantdesk.ui.main.MainWindowViewModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuButton;
import javafx.stage.Stage;

/** The tour's stops at the window's frame: the window before it connects, its menus, and its log. */
final class TourFrame {

    private final MainWindowViewModel vm;
    private final Stage stage;
    private final Path scratch;

    TourFrame(MainWindowViewModel vm, Stage stage, Path scratch) {
        this.vm = vm;
        this.stage = stage;
        this.scratch = scratch;
    }

    /** The window as it opens, before any connection: what its empty tab area says. */
    void addBeforeConnecting(Tour tour) {
        tour.add(new Tour.Shot(
                "not-connected", () -> {}, () -> vm.connectionProperty().get() == null));
    }

    /** The header's Descriptors menu and platform list over a connected window, and Help › Show log. */
    void addConnected(Tour tour) {
        tour.add(new Tour.Shot("menu-descriptors", () -> {}, () -> true, () -> reopen("#platformsMenu")));
        tour.add(new Tour.Shot("platform-list", () -> {}, () -> true, this::reopenPlatformList));
        tour.addDialog(
                "log",
                () -> new HelpMenu(log(), uri -> {}, stage).items().get(0).fire());
    }

    private void reopen(String menu) {
        MenuButton button = (MenuButton) stage.getScene().lookup(menu);
        button.hide();
        button.show();
    }

    private void reopenPlatformList() {
        ComboBox<?> box = (ComboBox<?>) stage.getScene().lookup("#platformChoice");
        box.hide();
        box.show();
    }

    /** A log of the tour's own, a few lines long. */
    private Path log() {
        try {
            Path log = scratch.resolve("tenantdesk.log");
            Files.writeString(log, """
                    2026-11-29T09:12:01.204Z INFO io.tenantdesk.ui.app.TenantdeskApp: Loaded Helpmaton: 471 items in 21 tables
                    2026-11-29T09:12:01.415Z INFO io.tenantdesk.aws.connect.Connector: Connected to a local endpoint
                    2026-11-29T09:14:37.880Z INFO io.tenantdesk.store.EntityStore: UpdateItem License on app_data: applied
                    2026-11-29T09:15:02.031Z WARNING io.tenantdesk.store.EntityStore: UpdateItem on app_data: the reply was lost (no reply in time); the item read back shows the change
                    """);
            return log;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
