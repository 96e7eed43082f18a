package io.tenantdesk.ui.main;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.entitylist.EntityListTab;
import io.tenantdesk.ui.entitylist.EntityRowViewModel;
import io.tenantdesk.ui.startup.Pulses;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;

/**
 * Once a window is connected, lays out unseen the console's own views that its first list and first item forms
 * will be: a list of the platform's entity with the most attributes, showing a screenful of sample items made in
 * memory ({@link SampleRows}), a form for a new item of it and a form on one of the sample items (a form writes
 * nothing until it is saved, and these are never saved). Each is laid out hidden in the window's scene after the
 * window's frames, then taken out and disposed. Their code, down to the rows' cells and the items' classification,
 * is then loaded, linked and compiled, and their style sheets matched, before anyone opens one; the start-up
 * warm-ups cannot reach it, as these views need a connection. Nothing is read or written. Once per console,
 * whichever window connects first. FX thread only.
 */
public final class ConnectedWarmUp {

    /**
     * What a warm-up laid out.
     *
     * @param views    the views laid out: the list, the new item's form, the sample item's form
     * @param rowCells the list's row cells that showed a sample item
     */
    public record LaidOut(int views, int rowCells) {}

    private final TabFactory tabs;
    private boolean done;

    /** @param tabs makes the forms' tabs, as for the windows */
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
     * Lays out the list's view after the window's next frame, and again once its sample rows are in; then a new
     * item's form after the frame after that, and a form on the first sample item after the next. A step is skipped
     * once {@code current} no longer holds (the context was replaced).
     *
     * @return completes on the FX thread after the last step
     */
    public CompletableFuture<LaidOut> run(Scene window, BooleanSupplier current, ConsoleContext ctx) {
        CompletableFuture<LaidOut> laidOut = new CompletableFuture<>();
        Optional<EntityDef> widest = ctx.store().platform().entities().stream()
                .filter(e -> !e.isUnrecognised())
                .max(Comparator.comparingInt(e -> e.attributes().size()));
        if (widest.isEmpty()) {
            laidOut.complete(new LaidOut(0, 0));
            return laidOut;
        }
        EntityDef entity = widest.get();
        afterFrame(
                window,
                current,
                laidOut,
                new LaidOut(0, 0),
                () -> layOutSampleList(
                        window,
                        current,
                        ctx,
                        entity,
                        (rowCells, firstRow) -> afterFrame(window, current, laidOut, new LaidOut(1, rowCells), () -> {
                            layOutOnce(window, tabs.newItem(ctx, entity, Map.of()));
                            if (firstRow.isEmpty()) {
                                laidOut.complete(new LaidOut(2, rowCells));
                                return;
                            }
                            afterFrame(window, current, laidOut, new LaidOut(2, rowCells), () -> {
                                layOutOnce(window, tabs.item(ctx, firstRow.get()));
                                laidOut.complete(new LaidOut(3, rowCells));
                            });
                        })));
        return laidOut;
    }

    /** Runs {@code step} after the window's next frame; completes with {@code soFar} once the context is replaced. */
    private static void afterFrame(
            Scene window, BooleanSupplier current, CompletableFuture<LaidOut> laidOut, LaidOut soFar, Runnable step) {
        Pulses.afterNextLayout(window, () -> {
            if (current.getAsBoolean()) {
                step.run();
            } else {
                laidOut.complete(soFar);
            }
        });
    }

    /** Lays out {@code tab}'s view hidden, then takes it out and disposes of the tab. */
    private static void layOutOnce(Scene window, TabContent tab) {
        try {
            hidden(window, tab).close();
        } finally {
            tab.dispose();
        }
    }

    /**
     * Lays out a list of sample rows hidden, empty and again once its rows are in, disposes it, then passes on
     * the row cells that showed an item, and the first sample row.
     */
    private static void layOutSampleList(
            Scene window,
            BooleanSupplier current,
            ConsoleContext ctx,
            EntityDef entity,
            BiConsumer<Integer, Optional<EntityRow>> then) {
        EntityListTab list = new EntityListTab(
                ctx,
                entity,
                new SampleRows(ctx.store().platform(), entity, ctx.clock().instant()));
        HiddenView hidden;
        try {
            hidden = hidden(window, list);
        } catch (RuntimeException e) {
            list.dispose();
            throw e;
        }
        whenRowsIn(list, shown -> {
            int rowCells = 0;
            Optional<EntityRow> firstRow = Optional.empty();
            try (hidden) {
                if (shown && current.getAsBoolean()) {
                    hidden.root().applyCss();
                    hidden.root().layout();
                    rowCells = rowCellsShowingItems(hidden.root());
                    firstRow =
                            list.viewModel().list().rows().stream().findFirst().map(EntityRowViewModel::row);
                }
            } finally {
                list.dispose();
            }
            then.accept(rowCells, firstRow);
        });
        list.start();
    }

    /** Calls {@code then} once: with true when the list's first rows are in it, with false when its load ended without. */
    private static void whenRowsIn(EntityListTab list, Consumer<Boolean> then) {
        boolean[] called = {false};
        list.viewModel().list().onPageShown((page, sinceDelivered, onUiThread) -> {
            if (!called[0]) {
                called[0] = true;
                then.accept(true);
            }
        });
        list.viewModel().list().loadingProperty().addListener((obs, was, loading) -> {
            if (!loading && !called[0]) {
                called[0] = true;
                then.accept(false);
            }
        });
    }

    /** A tab's view, laid out where it is not seen until closed. */
    private record HiddenView(Parent root, Runnable remove) implements AutoCloseable {
        @Override
        public void close() {
            remove.run();
        }
    }

    /**
     * The tab's view laid out at the window's size, hidden in the window's own scene. JavaFX keeps, per scene, which
     * of the style sheets' selectors could match each kind of node, so the window's first real tab of the kind finds
     * that work done; in a scene of its own, a warm-up would leave it behind (and that matching was most of a cold
     * list's first frame). A window whose root takes no children gets a scene of the view's own.
     */
    private static HiddenView hidden(Scene window, TabContent tab) {
        StackPane holder = new StackPane(tab.view());
        double width = Math.max(640, window.getWidth());
        double height = Math.max(480, window.getHeight());
        Runnable remove;
        if (window.getRoot() instanceof Pane root) {
            holder.setManaged(false);
            holder.setVisible(false);
            root.getChildren().add(holder);
            remove = () -> root.getChildren().remove(holder);
        } else {
            new Scene(holder, width, height).getStylesheets().setAll(window.getStylesheets());
            remove = () -> {};
        }
        try {
            holder.resize(width, height);
            holder.applyCss();
            holder.layout();
        } catch (RuntimeException e) {
            remove.run();
            throw e;
        }
        return new HiddenView(holder, remove);
    }

    private static int rowCellsShowingItems(Parent root) {
        int cells = 0;
        for (Node node : root.lookupAll(".table-row-cell")) {
            if (node instanceof IndexedCell<?> cell && !cell.isEmpty() && cell.getItem() != null) {
                cells++;
            }
        }
        return cells;
    }
}
