package io.tenantdesk.bench;

import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.entitylist.EntityListTab;
import io.tenantdesk.ui.itemform.ItemFormTab;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Stream;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.InputEvent;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.stage.Window;

/** The {@link WindowProbe}'s commands that look at the console's windows, run on the FX thread. */
final class WindowProbeFx {

    private final Consumer<String> answer;
    private ThreadTimes times;

    WindowProbeFx(Consumer<String> answer) {
        this.answer = answer;
    }

    /** Answers a command other than {@code heap}; later answers (data, frames) go to {@code answer}. */
    String handle(String command) {
        String word = command.contains(" ") ? command.substring(0, command.indexOf(' ')) : command;
        String argument = command.substring(word.length()).strip();
        return switch (word) {
            case "where" -> onFx(() -> where(argument));
            case "arm" -> onFx(() -> arm(argument));
            case "close" -> onFx(this::closeTabs);
            default -> "unknown " + command;
        };
    }

    private static <T> T onFx(java.util.concurrent.Callable<T> task) {
        try {
            return HeadlessFx.call(task);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Scene> scenes() {
        return Window.getWindows().stream()
                .filter(Window::isShowing)
                .map(Window::getScene)
                .filter(s -> s != null)
                .toList();
    }

    private static Optional<TabPane> tabPane() {
        return scenes().stream()
                .map(s -> s.getRoot().lookup("#tabs"))
                .filter(TabPane.class::isInstance)
                .map(TabPane.class::cast)
                .findFirst();
    }

    private String where(String target) {
        Optional<Node> node;
        if (target.equals("row")) {
            node = selectedContent().flatMap(c -> rows(c).findFirst());
        } else if (target.startsWith("text:")) {
            String text = target.substring("text:".length());
            node = scenes().stream()
                    .flatMap(s -> descendants(s.getRoot()))
                    .filter(n -> n instanceof Labeled l && text.equals(l.getText()) && shown(n))
                    .findFirst();
        } else {
            node = scenes().stream()
                    .map(s -> s.getRoot().lookup(target))
                    .filter(n -> n != null && shown(n))
                    .findFirst();
        }
        return node.map(n -> {
                    Bounds b = n.localToScreen(n.getBoundsInLocal());
                    return String.format(
                            Locale.ROOT, "at %d %d", Math.round(b.getCenterX()), Math.round(b.getCenterY()));
                })
                .orElse("at none");
    }

    private static Stream<Node> descendants(Node node) {
        return node instanceof Parent p
                ? Stream.concat(
                        Stream.of(node), p.getChildrenUnmodifiable().stream().flatMap(WindowProbeFx::descendants))
                : Stream.of(node);
    }

    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null && node.getScene().getWindow() != null;
    }

    private Optional<Parent> selectedContent() {
        return tabPane()
                .map(p -> p.getSelectionModel().getSelectedItem())
                .map(Tab::getContent)
                .filter(Parent.class::isInstance)
                .map(Parent.class::cast);
    }

    private static Stream<Node> rows(Parent view) {
        return view.lookupAll(".table-row-cell").stream()
                .filter(n -> n instanceof IndexedCell<?> cell
                        && !cell.isEmpty()
                        && cell.getItem() != null
                        && cell.getHeight() > 0
                        && shown(cell));
    }

    private static boolean showsField(Parent view) {
        return view.lookupAll(".text-input").stream()
                .anyMatch(n -> n instanceof TextInputControl field
                        && field.getText() != null
                        && !field.getText().isEmpty()
                        && field.getWidth() > 0
                        && shown(field));
    }

    private String arm(String what) {
        switch (what) {
            case "window" -> armWindow();
            case "tab" -> armTab();
            default -> {
                return "unknown arm " + what;
            }
        }
        return "armed " + what;
    }

    private void armWindow() {
        ListChangeListener<Window> added = new ListChangeListener<>() {
            @Override
            public void onChanged(Change<? extends Window> change) {
                while (change.next()) {
                    for (Window window : change.getAddedSubList()) {
                        Window.getWindows().removeListener(this);
                        afterLayout(
                                window.getScene(), scene -> true, () -> answer.accept("window " + WindowProbe.now()));
                        return;
                    }
                }
            }
        };
        Window.getWindows().addListener(added);
    }

    /**
     * Follows the next tab opened; first answers {@code input NANOS}, when the FX thread received the last mouse
     * release or key press before it: the click or key that opened it (the thread is idle before each).
     */
    private void armTab() {
        TabPane pane = tabPane().orElseThrow(() -> new IllegalStateException("no #tabs in any window"));
        long[] lastInput = {-1};
        EventHandler<InputEvent> input = e -> lastInput[0] = System.nanoTime();
        List<Scene> watched = scenes();
        watched.forEach(s -> {
            s.addEventFilter(MouseEvent.MOUSE_RELEASED, input);
            s.addEventFilter(KeyEvent.KEY_PRESSED, input);
        });
        ListChangeListener<Tab> added = new ListChangeListener<>() {
            @Override
            public void onChanged(Change<? extends Tab> change) {
                while (change.next()) {
                    for (Tab tab : change.getAddedSubList()) {
                        pane.getTabs().removeListener(this);
                        watched.forEach(s -> {
                            s.removeEventFilter(MouseEvent.MOUSE_RELEASED, input);
                            s.removeEventFilter(KeyEvent.KEY_PRESSED, input);
                        });
                        answer.accept("input " + lastInput[0]);
                        follow(pane.getScene(), tab);
                        return;
                    }
                }
            }
        };
        pane.getTabs().addListener(added);
    }

    private void follow(Scene scene, Tab tab) {
        TabContent content = (TabContent) tab.getUserData();
        if (times == null) {
            times = new ThreadTimes();
        }
        boolean[] data = {false};
        long[][] atData = {null};
        java.util.function.LongConsumer dataAt = nanos -> {
            data[0] = true;
            atData[0] = times.snapshot();
            answer.accept("data " + nanos);
        };
        if (content instanceof EntityListTab list) {
            var rows = list.viewModel().list();
            rows.onPageShown((page, sinceDelivered, onUi) -> {
                if (page.number() == 1) {
                    dataAt.accept(System.nanoTime() - sinceDelivered);
                }
            });
            InvalidationListener loaded = new InvalidationListener() {
                @Override
                public void invalidated(Observable obs) {
                    if (data[0]
                            && !rows.loadingProperty().get()
                            && !rows.shapingProperty().get()) {
                        // let go: a listener left here would keep the rows after the tab closes
                        rows.loadingProperty().removeListener(this);
                        rows.shapingProperty().removeListener(this);
                        answer.accept("loaded " + System.nanoTime() + " "
                                + rows.rows().size());
                    }
                }
            };
            rows.loadingProperty().addListener(loaded);
            rows.shapingProperty().addListener(loaded);
        } else {
            // a read that has not started by the first pulse (an overview's counts wait for a click) is none
            long added = System.nanoTime();
            var running = content.progress().map(p -> p.runningProperty());
            boolean[] ran = {false};
            ChangeListener<Boolean> ended = new ChangeListener<>() {
                @Override
                public void changed(ObservableValue<? extends Boolean> obs, Boolean was, Boolean now) {
                    ran[0] |= now;
                    if (!now && !data[0]) {
                        obs.removeListener(this);
                        dataAt.accept(System.nanoTime());
                    }
                }
            };
            running.ifPresent(r -> r.addListener(ended));
            Platform.runLater(() -> afterLayout(scene, s -> true, () -> {
                if (!data[0] && !ran[0] && !running.map(r -> r.get()).orElse(false)) {
                    running.ifPresent(r -> r.removeListener(ended));
                    dataAt.accept(added);
                }
            }));
        }
        Predicate<Parent> shows = content instanceof ItemFormTab
                ? WindowProbeFx::showsField
                : view -> rows(view).findAny().isPresent();
        afterLayout(
                scene,
                s -> data[0] && tab.getContent() instanceof Parent p && shows.test(p),
                () -> answer.accept("frame " + WindowProbe.now() + " " + times.since(atData[0])));
    }

    /** Runs {@code then} after the first layout pulse of {@code scene} at which {@code ready} holds. */
    private static void afterLayout(Scene scene, Predicate<Scene> ready, Runnable then) {
        Runnable onPulse = new Runnable() {
            @Override
            public void run() {
                if (!ready.test(scene)) {
                    Platform.requestNextPulse();
                    return;
                }
                scene.removePostLayoutPulseListener(this);
                then.run();
            }
        };
        scene.addPostLayoutPulseListener(onPulse);
        Platform.requestNextPulse();
    }

    private String closeTabs() {
        TabPane pane = tabPane().orElseThrow();
        for (Tab tab : List.copyOf(pane.getTabs().subList(1, pane.getTabs().size()))) {
            Event.fireEvent(tab, new Event(Tab.TAB_CLOSE_REQUEST_EVENT));
        }
        return "tabs " + pane.getTabs().size();
    }
}
