package io.tenantdesk.ui.main;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.layout.HBox;

/**
 * The header on one line while the window is wide enough for all of it, every label whole. Narrower, parts move
 * to a second line, one after the other until the first line fits: the connection (its name, who is signed in, its
 * badge and buttons), then the Descriptors menu. Neither line cuts a label or runs off the window.
 */
final class HeaderLayout {

    private final HBox top;
    private final HBox bottom;
    private final List<Node> movable;
    private final List<Node> all;

    /** @param movable children of {@code top} that may move to {@code bottom}, the first to move first */
    private HeaderLayout(HBox top, HBox bottom, List<Node> movable) {
        this.top = top;
        this.bottom = bottom;
        this.movable = List.copyOf(movable);
        this.all = List.copyOf(top.getChildren());
    }

    /** Lays the header out now and again whenever its width, or what {@code also} names, changes. */
    static void install(HBox top, HBox bottom, List<Node> movable, Observable... also) {
        HeaderLayout layout = new HeaderLayout(top, bottom, movable);
        InvalidationListener refit = observable -> layout.refit();
        top.widthProperty().addListener(refit);
        for (Observable observable : also) {
            observable.addListener(refit);
        }
        layout.refit();
    }

    private void refit() {
        double room = top.getWidth() - top.snappedLeftInset() - top.snappedRightInset();
        if (room <= 0) {
            return;
        }
        List<Node> moved = new ArrayList<>();
        for (Node next : movable) {
            if (width(all.stream().filter(n -> !moved.contains(n)).toList()) <= room) {
                break;
            }
            moved.add(next);
        }
        List<Node> first = all.stream().filter(n -> !moved.contains(n)).toList();
        List<Node> second = all.stream().filter(moved::contains).toList();
        if (!top.getChildren().equals(first)) {
            bottom.getChildren().removeAll(first);
            top.getChildren().setAll(first);
        }
        if (!bottom.getChildren().equals(second)) {
            bottom.getChildren().setAll(second);
        }
        bottom.setVisible(!second.isEmpty());
        bottom.setManaged(!second.isEmpty());
    }

    /** What a line of {@code parts} needs, each shown part at its preferred width. */
    private double width(List<Node> parts) {
        double width = 0;
        int shown = 0;
        for (Node part : parts) {
            if (part.isManaged()) {
                width += Math.max(part.prefWidth(-1), part.minWidth(-1));
                shown++;
            }
        }
        return width + Math.max(0, shown - 1) * top.getSpacing();
    }
}
