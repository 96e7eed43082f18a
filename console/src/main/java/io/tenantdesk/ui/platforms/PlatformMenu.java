package io.tenantdesk.ui.platforms;

import io.tenantdesk.host.AtomicFiles;
import io.tenantdesk.ui.common.DialogLook;
import io.tenantdesk.ui.common.Shortcuts;
import java.io.File;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The Descriptors menu beside the platform choice: Open descriptor…, Open recent, Reload descriptors, Descriptor problems…, and the platforms
 * folder, where every descriptor is loaded at start.
 */
public final class PlatformMenu {

    private final PlatformLibrary library;
    private final Window owner;
    private final Consumer<URI> open;
    private final Function<Window, Optional<Path>> chooseFile;

    /**
     * @param open       opens a folder with the desktop's file manager
     * @param chooseFile asks for a descriptor file; {@link #fileChooser} in the console
     */
    public PlatformMenu(
            PlatformLibrary library, Window owner, Consumer<URI> open, Function<Window, Optional<Path>> chooseFile) {
        this.library = library;
        this.owner = owner;
        this.open = open;
        this.chooseFile = chooseFile;
    }

    /** The desktop's file dialog, opening in the platforms folder when there is one. */
    public static Function<Window, Optional<Path>> fileChooser(Path folder) {
        return owner -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Open descriptor");
            chooser.getExtensionFilters()
                    .addAll(
                            new FileChooser.ExtensionFilter("Platform descriptors (*.json)", "*.json"),
                            new FileChooser.ExtensionFilter("All files", "*"));
            if (Files.isDirectory(folder)) {
                chooser.setInitialDirectory(folder.toFile());
            }
            return Optional.ofNullable(new DialogLook(owner).desktopDialog(() -> chooser.showOpenDialog(owner)))
                    .map(File::toPath);
        };
    }

    /** Open descriptor…, Open recent, Reload descriptors, Descriptor problems…, Show platforms folder. */
    public List<MenuItem> items() {
        MenuItem openDescriptor = item(
                "Open descriptor…",
                "openDescriptor",
                () -> chooseFile.apply(owner).ifPresent(library::open));
        openDescriptor.setAccelerator(Shortcuts.OPEN_DESCRIPTOR);
        Menu recent = new Menu("Open recent");
        recent.setId("recentDescriptors");
        recent.disableProperty().bind(Bindings.isEmpty(library.recentFiles()));
        library.recentFiles().addListener((javafx.collections.ListChangeListener<Path>) c -> fillRecent(recent));
        fillRecent(recent);
        MenuItem reload = item("Reload descriptors", "reloadDescriptors", library::reload);
        reload.setAccelerator(Shortcuts.RELOAD_DESCRIPTORS);
        MenuItem problems = new MenuItem();
        problems.setId("descriptorProblems");
        problems.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> library.broken().isEmpty()
                                ? "Descriptor problems…"
                                : "Descriptor problems (" + library.broken().size() + ")…",
                        library.broken()));
        problems.setOnAction(
                e -> new DescriptorProblemsDialog(library).create(owner).show());
        MenuItem folder = item("Show platforms folder", "showPlatformsFolder", this::showFolder);
        return List.of(openDescriptor, recent, reload, new SeparatorMenuItem(), problems, folder);
    }

    private static MenuItem item(String text, String id, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setId(id);
        item.setOnAction(e -> action.run());
        return item;
    }

    private void fillRecent(Menu recent) {
        recent.getItems()
                .setAll(library.recentFiles().stream()
                        .map(path -> {
                            MenuItem item = new MenuItem(path.getFileName() + "  —  " + path.getParent());
                            item.setMnemonicParsing(false);
                            item.setOnAction(e -> library.open(path));
                            return item;
                        })
                        .toList());
    }

    /** Opens the platforms folder, making it first (readable by its owner only) when it does not exist yet. */
    private void showFolder() {
        Path folder = library.folder();
        try {
            if (!Files.isDirectory(folder)) {
                AtomicFiles.createFolder(folder, true);
                library.reload();
            }
            open.accept(folder.toUri());
        } catch (java.io.IOException e) {
            javafx.scene.control.Alert failed = new javafx.scene.control.Alert(
                    javafx.scene.control.Alert.AlertType.ERROR,
                    "The platforms folder " + folder + " cannot be made: " + e.getMessage());
            failed.initOwner(owner);
            failed.showAndWait();
        }
    }
}
