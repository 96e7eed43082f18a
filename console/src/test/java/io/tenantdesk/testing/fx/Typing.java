package io.tenantdesk.testing.fx;

import java.util.List;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.testfx.api.FxRobot;
import org.testfx.api.FxRobotInterface;
import org.testfx.robot.BaseRobot;
import org.testfx.robot.impl.BaseRobotImpl;

/**
 * Types text into the focused window as {@link FxRobot#write(String)} does, character by character through the
 * scene's key events, but waits for the FX thread once at the end ({@link FxSettle#settle()}): TestFX waits five
 * rounds of 10 ms after every character, which made typing a reason cost a second of a UI test.
 */
public final class Typing {

    private Typing() {}

    /** @return {@code robot}, to go on from */
    public static <R extends FxRobotInterface> R write(R robot, String text) {
        Scene scene = focusedWindow(robot).getScene();
        BaseRobot keys = new BaseRobotImpl();
        text.chars().forEach(c -> keys.typeKeyboard(scene, keyCode(c), Character.toString(c)));
        FxSettle.settle();
        return robot;
    }

    /** The newest focused window: Monocle leaves a dialog's owner focused beside the dialog. */
    private static Window focusedWindow(FxRobotInterface robot) {
        List<Window> focused =
                robot.listWindows().stream().filter(Window::isFocused).toList();
        return focused.isEmpty() ? robot.targetWindow() : focused.get(focused.size() - 1);
    }

    private static KeyCode keyCode(int character) {
        return switch (character) {
            case '\n' -> KeyCode.ENTER;
            case '\t' -> KeyCode.TAB;
            default -> KeyCode.UNDEFINED;
        };
    }
}
