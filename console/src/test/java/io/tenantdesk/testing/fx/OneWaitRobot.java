package io.tenantdesk.testing.fx;

import java.util.Arrays;
import java.util.concurrent.Callable;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.testfx.api.FxRobot;
import org.testfx.robot.KeyboardRobot;
import org.testfx.robot.Motion;
import org.testfx.robot.MouseRobot;
import org.testfx.service.query.PointQuery;
import org.testfx.util.WaitForAsyncUtils;

/**
 * TestFX's robot, sending the same events through the same Monocle robot, but waiting once per gesture
 * ({@link FxSettle#settle()}) where TestFX waits at least 50 ms after each part of it: a click waited three times
 * (move, press, release), typing three keys six times plus 25 ms after each.
 */
public class OneWaitRobot extends FxRobot {

    @Override
    public FxRobot clickOn(PointQuery pointQuery, Motion motion, MouseButton... buttons) {
        return settled(() -> {
            mouse().moveNoWait(pointQuery.query());
            click(buttons);
        });
    }

    @Override
    public FxRobot clickOn(MouseButton... buttons) {
        return settled(() -> click(buttons));
    }

    @Override
    public FxRobot doubleClickOn(PointQuery pointQuery, Motion motion, MouseButton... buttons) {
        return settled(() -> {
            mouse().moveNoWait(pointQuery.query());
            click(buttons);
            click(buttons);
        });
    }

    @Override
    public FxRobot doubleClickOn(MouseButton... buttons) {
        return settled(() -> {
            click(buttons);
            click(buttons);
        });
    }

    @Override
    public FxRobot moveTo(PointQuery pointQuery, Motion motion) {
        return settled(() -> mouse().moveNoWait(pointQuery.query()));
    }

    @Override
    public FxRobot press(MouseButton... buttons) {
        return settled(() -> mouse().pressNoWait(buttons));
    }

    @Override
    public FxRobot release(MouseButton... buttons) {
        return settled(() -> mouse().releaseNoWait(buttons));
    }

    @Override
    public FxRobot press(KeyCode... keys) {
        return settled(() -> keyboard().pressNoWait(keys));
    }

    @Override
    public FxRobot release(KeyCode... keys) {
        return settled(() -> keyboard().releaseNoWait(keys));
    }

    /** Presses the keys in order and releases them in reverse, as a shortcut is typed. */
    @Override
    public FxRobot push(KeyCode... combination) {
        KeyCode[] reversed = new KeyCode[combination.length];
        Arrays.setAll(reversed, i -> combination[combination.length - 1 - i]);
        return settled(() -> {
            keyboard().pressNoWait(combination);
            keyboard().releaseNoWait(reversed);
        });
    }

    @Override
    public FxRobot type(KeyCode... keys) {
        return settled(() -> {
            for (KeyCode key : keys) {
                keyboard().pressNoWait(key);
                keyboard().releaseNoWait(key);
            }
        });
    }

    @Override
    public FxRobot type(KeyCode key, int times) {
        KeyCode[] keys = new KeyCode[times];
        Arrays.fill(keys, key);
        return type(keys);
    }

    @Override
    public FxRobot write(String text) {
        return Typing.write(this, text);
    }

    @Override
    public FxRobot interact(Runnable runnable) {
        return settled(() -> WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(runnable)));
    }

    @Override
    public <T> FxRobot interact(Callable<T> callable) {
        return settled(() -> WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(callable)));
    }

    @Override
    public FxRobot interrupt() {
        return settled(() -> {});
    }

    /** Sends a gesture's events without waiting, then waits once for the FX thread to have handled them. */
    private FxRobot settled(Runnable events) {
        events.run();
        FxSettle.settle();
        return this;
    }

    private void click(MouseButton... buttons) {
        MouseButton[] pressed = buttons.length == 0 ? new MouseButton[] {MouseButton.PRIMARY} : buttons;
        mouse().pressNoWait(pressed);
        mouse().releaseNoWait(pressed);
    }

    private MouseRobot mouse() {
        return robotContext().getMouseRobot();
    }

    private KeyboardRobot keyboard() {
        return robotContext().getKeyboardRobot();
    }
}
