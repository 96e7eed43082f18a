package io.tenantdesk.ui.main;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.startup.Pulses;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;

/**
 * Once a window is connected, lays out off screen the console's own views that its first list and first item form
 * will be: a list of the platform's entity with the most attributes, which reads nothing until it is started, and a
 * form for a new item of it, which writes nothing until it is saved. Each is laid out under the window's style
 * sheets in a pulse of its own after the window's frames, then disposed. Their code is then loaded, linked and
 * compiled before anyone opens one; the start-up warm-ups cannot reach it, as these views need a connection. Once
 * per console, whichever window connects first. FX thread only.
 */
public final class ConnectedWarmUp {

    private final TabFactory tabs;
    private boolean done;

    /** @param tabs makes the tabs, as for the windows */
    public ConnectedWarmUp(TabFactory tabs) {
        this.tabs = tabs;
    }

    /** Warms up after the first context that {@code contexts} (a window's) takes, in {@code window}'s scene. */
    public void follow(Scene window, ObservableValue<ConsoleContext> contexts) {
        contexts.addListener((obs, was, now) -> {
            if (now != null && !done) {
                done = true;
                run(window, () -> contexts.getValue() == now, now);
            }
        });
    }

    /**
     * Lays out the list's view after the window's next frame, then the form's after the frame after it; a step is
     * skipped once {@code current} no longer holds (the context was replaced).
     *
     * @return completes on the FX thread after the last step, with the number of views laid out
     */
    public CompletableFuture<Integer> run(Scene window, BooleanSupplier current, ConsoleContext ctx) {
        CompletableFuture<Integer> laidOut = new CompletableFuture<>();
        Optional<EntityDef> widest = ctx.store().platform().entities().stream()
                .filter(e -> !e.isUnrecognised())
                .max(Comparator.comparingInt(e -> e.attributes().size()));
        if (widest.isEmpty()) {
            laidOut.complete(0);
            return laidOut;
        }
        EntityDef entity = widest.get();
        Pulses.afterNextLayout(window, () -> {
            if (!current.getAsBoolean()) {
                laidOut.complete(0);
                return;
            }
            layOut(window, tabs.list(ctx, entity, Scope.all()));
            Pulses.afterNextLayout(window, () -> {
                if (!current.getAsBoolean()) {
                    laidOut.complete(1);
                    return;
                }
                layOut(window, tabs.newItem(ctx, entity, Map.of()));
                laidOut.complete(2);
            });
        });
        return laidOut;
    }

    private static void layOut(Scene window, TabContent tab) {
        try {
            StackPane root = new StackPane(tab.view());
            Scene offScreen = new Scene(root, Math.max(640, window.getWidth()), Math.max(480, window.getHeight()));
            offScreen.getStylesheets().setAll(window.getStylesheets());
            root.applyCss();
            root.layout();
        } finally {
            tab.dispose();
        }
    }
}
