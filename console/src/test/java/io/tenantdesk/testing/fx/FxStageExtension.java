package io.tenantdesk.testing.fx;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.HierarchyTraversalMode;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.api.FxToolkitContext;
import org.testfx.framework.junit5.Start;

/**
 * What TestFX's {@code ApplicationExtension} does for a UI test, with one wait for the FX thread where it has
 * several: before each test the run's primary stage goes to the class's {@link Start} methods, on the FX thread;
 * after it, every window is hidden, any key or mouse button the test left pressed is released (what hiding sets
 * off is handled before the next test's start, which queues behind it on the FX thread), and TestFX's record of the
 * events fired on the stage starts afresh. Tests and their
 * lifecycle methods get an {@link FxRobot}. {@code ApplicationExtension} waits out TestFX's 50 ms pause about six
 * times around every test, a fifth of the time the JavaFX classes take.
 */
public final class FxStageExtension implements BeforeEachCallback, AfterEachCallback, ParameterResolver {

    private final FxRobot robot = new OneWaitRobot();

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType().isAssignableFrom(FxRobot.class);
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return robot;
    }

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        Stage stage = primaryStage();
        Object test = context.getRequiredTestInstance();
        List<Method> starts =
                AnnotationSupport.findAnnotatedMethods(test.getClass(), Start.class, HierarchyTraversalMode.TOP_DOWN);
        onFxThread(() -> {
            for (Method start : starts) {
                start.setAccessible(true);
                start.invoke(test, stage);
            }
        });
        FxSettle.settle();
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        onFxThread(() -> List.copyOf(Window.getWindows()).forEach(Window::hide));
        KeyCode[] keys =
                robot.robotContext().getKeyboardRobot().getPressedKeys().toArray(KeyCode[]::new);
        if (keys.length > 0) {
            robot.release(keys);
        }
        MouseButton[] buttons =
                robot.robotContext().getMouseRobot().getPressedButtons().toArray(MouseButton[]::new);
        if (buttons.length > 0) {
            robot.release(buttons);
        }
        // TestFX records every event fired on the primary stage for the whole run, and each event holds its target:
        // registering the stage again starts a fresh record, so the views an earlier test built can be collected
        onFxThread(() -> {
            FxToolkitContext toolkit = FxToolkit.toolkitContext();
            toolkit.setRegisteredStage(toolkit.getRegisteredStage());
        });
    }

    private static Stage primaryStage() throws TimeoutException {
        Stage registered = FxToolkit.isFXApplicationThreadRunning()
                ? FxToolkit.toolkitContext().getRegisteredStage()
                : null;
        return registered != null ? registered : FxToolkit.registerPrimaryStage();
    }

    @FunctionalInterface
    private interface FxWork {
        void run() throws Exception;
    }

    private static void onFxThread(FxWork work) throws Exception {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                work.run();
                done.complete(null);
            } catch (InvocationTargetException e) {
                done.completeExceptionally(e.getCause());
            } catch (Exception | Error e) {
                done.completeExceptionally(e);
            }
        });
        try {
            FxWait.await(done);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw (Error) e.getCause();
        }
    }
}
