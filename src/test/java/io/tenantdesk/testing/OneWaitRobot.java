package io.tenantdesk.testing;

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
        mouse().moveNoWait(pointQuery.query());
        return clickOn(buttons);
    }

    @Override
    public FxRobot clickOn(MouseButton... buttons) {
        click(buttons);
        FxSettle.settle();
        return this;
    }

    @Override
    public FxRobot doubleClickOn(PointQuery pointQuery, Motion motion, MouseButton... buttons) {
        mouse().moveNoWait(pointQuery.query());
        return doubleClickOn(buttons);
    }

    @Override
    public FxRobot doubleClickOn(MouseButton... buttons) {
        click(buttons);
        click(buttons);
        FxSettle.settle();
        return this;
    }

    @Override
    public FxRobot moveTo(PointQuery pointQuery, Motion motion) {
        mouse().moveNoWait(pointQuery.query());
        FxSettle.settle();
        return this;
    }

    @Override
    public FxRobot press(MouseButton... buttons) {
        mouse().pressNoWait(buttons);
        FxSettle.settle();
        return this;
    }

    @Override
    public FxRobot release(MouseButton... buttons) {
        mouse().releaseNoWait(buttons);
        FxSettle.settle();
        return this;
    }

    @Override
    public FxRobot press(KeyCode... keys) {
        keyboard().pressNoWait(keys);
        FxSettle.settle();
        return this;
    }

    @Override
    public FxRobot release(KeyCode... keys) {
        keyboard().releaseNoWait(keys);
        FxSettle.settle();
        return this;
    }

    /** Presses the keys in order and releases them in reverse, as a shortcut is typed. */
    @Override
    public FxRobot push(KeyCode... combination) {
        keyboard().pressNoWait(combination);
        KeyCode[] reversed = new KeyCode[combination.length];
        Arrays.setAll(reversed, i -> combination[combination.length - 1 - i]);
        keyboard().releaseNoWait(reversed);
        FxSettle.settle();
        return this;
    }

    @Override
    public FxRobot type(KeyCode... keys) {
        for (KeyCode key : keys) {
            keyboard().pressNoWait(key);
            keyboard().releaseNoWait(key);
        }
        FxSettle.settle();
        return this;
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
        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(runnable));
        FxSettle.settle();
        return this;
    }

    @Override
    public <T> FxRobot interact(Callable<T> callable) {
        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(callable));
        FxSettle.settle();
        return this;
    }

    @Override
    public FxRobot interrupt() {
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
