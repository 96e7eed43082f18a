package io.tenantdesk.ui.main;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.skin.ComboBoxListViewSkin;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;

/**
 * The header's platform box. Switching platform closes every tab, so a choice counts only once it is committed: a
 * click on a platform in the list, or Enter. The arrow keys open the list and move in it without switching; Esc,
 * or leaving the box, puts back the platform in use.
 */
final class PlatformChoice {

    private final MainWindowViewModel viewModel;
    private final ComboBox<PlatformDescriptor> box;
    private boolean commitOnHide;

    PlatformChoice(MainWindowViewModel viewModel, ComboBox<PlatformDescriptor> box) {
        this.viewModel = viewModel;
        this.box = box;
    }

    void bind() {
        box.setItems(viewModel.platforms());
        box.setValue(viewModel.platformProperty().get());
        box.setButtonCell(new PlatformCell());
        box.setCellFactory(list -> {
            PlatformCell cell = new PlatformCell();
            cell.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> commitOnHide = true);
            return cell;
        });
        box.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        box.setOnShowing(e -> commitOnHide = false);
        box.skinProperty().addListener((obs, old, skin) -> {
            if (skin instanceof ComboBoxListViewSkin<?> listSkin) {
                listSkin.getPopupContent().addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                    if (e.getCode() == KeyCode.ENTER) {
                        commitOnHide = true;
                    }
                });
            }
        });
        box.setOnHidden(e -> {
            boolean commit = commitOnHide;
            commitOnHide = false;
            if (commit) {
                commit();
            } else {
                showInUse();
            }
        });
        box.focusedProperty().addListener((obs, was, focused) -> {
            if (!focused && !box.isShowing()) {
                showInUse();
            }
        });
        viewModel.platformProperty().addListener((obs, old, now) -> box.setValue(now));
        // the box's skin empties the value when its list changes under it; the platform in use is still in use
        box.valueProperty().addListener((obs, was, now) -> {
            if (now == null && viewModel.platformProperty().get() != null) {
                Platform.runLater(this::showInUse);
            }
        });
        viewModel.platforms().addListener((ListChangeListener<PlatformDescriptor>) c -> showInUse());
    }

    private void onKey(KeyEvent e) {
        switch (e.getCode()) {
            case UP, DOWN, PAGE_UP, PAGE_DOWN, HOME, END -> {
                if (!box.isShowing()) {
                    e.consume();
                    box.show();
                }
            }
            case ENTER -> {
                if (box.isShowing()) {
                    commitOnHide = true;
                } else {
                    e.consume();
                    commit();
                }
            }
            case ESCAPE -> {
                if (!box.isShowing()
                        && box.getValue() != viewModel.platformProperty().get()) {
                    e.consume();
                    showInUse();
                }
            }
            default -> {}
        }
    }

    private void commit() {
        PlatformDescriptor chosen = box.getValue();
        if (chosen != null && !viewModel.choosePlatform(chosen)) {
            showInUse();
        }
    }

    private void showInUse() {
        box.setValue(viewModel.platformProperty().get());
    }

    /** Shows a platform by its title, and one read from a file with the file's name. */
    private static final class PlatformCell extends ListCell<PlatformDescriptor> {
        @Override
        protected void updateItem(PlatformDescriptor platform, boolean empty) {
            super.updateItem(platform, empty);
            setText(empty || platform == null ? null : label(platform));
        }
    }

    static String label(PlatformDescriptor platform) {
        return DescriptorLoader.isBundled(platform)
                ? platform.title()
                : platform.title() + " · " + Path.of(platform.source()).getFileName();
    }
}
