package io.tenantdesk.ui.common;

import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.InputEvent;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;

/**
 * Keeps the keyboard in a view while it works (a save): the view disables its controls meanwhile, and JavaFX then
 * moves the focus on to the next control that takes it, ending in the window's header. When the work ends, the
 * focus goes back where it was, or where the keyboard starts in the view ({@link KeyboardStart}), unless the user
 * pressed a key or the mouse in the window meanwhile.
 */
public final class FocusAfterWork {

    private final Node view;
    private final EventHandler<InputEvent> userActs = e -> interrupted = true;
    private Scene watched;
    private Node remembered;
    private boolean interrupted;

    private FocusAfterWork(Node view) {
        this.view = view;
    }

    /** @param busy true while the view works */
    public static void install(Node view, ObservableBooleanValue busy) {
        FocusAfterWork keeper = new FocusAfterWork(view);
        busy.addListener((obs, was, now) -> {
            if (now) {
                keeper.started();
            } else {
                keeper.ended();
            }
        });
    }

    private void started() {
        Scene scene = view.getScene();
        Node owner = scene == null ? null : scene.getFocusOwner();
        if (owner == null || !KeyboardStart.isInside(owner, view)) {
            return;
        }
        remembered = owner;
        interrupted = false;
        watched = scene;
        watched.addEventFilter(KeyEvent.KEY_PRESSED, userActs);
        watched.addEventFilter(MouseEvent.MOUSE_PRESSED, userActs);
    }

    private void ended() {
        if (watched == null) {
            return;
        }
        watched.removeEventFilter(KeyEvent.KEY_PRESSED, userActs);
        watched.removeEventFilter(MouseEvent.MOUSE_PRESSED, userActs);
        watched = null;
        Node back = remembered;
        remembered = null;
        if (interrupted) {
            return;
        }
        // the controls are enabled again by other listeners of the same change
        Platform.runLater(() -> {
            if (view.getScene() == null || !KeyboardStart.canFocus(view)) {
                return;
            }
            if (back.getScene() == view.getScene() && KeyboardStart.canFocus(back) && back.isFocusTraversable()) {
                back.requestFocus();
            } else {
                KeyboardStart.focus(view);
            }
        });
    }
}
