package io.tenantdesk.ui.main;

import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.scene.Node;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * Keeps room in a narrow window's header for the connection's name: the header's labels that only say what is
 * plain anyway (the product's name, "Platform" beside its choice) step aside, the least needed first, when the
 * header cannot show everything at its preferred width, and come back when the window is wide again.
 */
final class HeaderFit {

    private final HBox header;
    private final Region connection;
    private final double connectionRoom;
    private final List<Node> optional;

    /**
     * @param connectionRoom the width the connection's name and identity get before an optional label is shown
     *                       (less when they are shorter)
     * @param optional       the labels that may step aside, the most useful first
     */
    private HeaderFit(HBox header, Region connection, double connectionRoom, List<Node> optional) {
        this.header = header;
        this.connection = connection;
        this.connectionRoom = connectionRoom;
        this.optional = List.copyOf(optional);
    }

    /** @param also what else changes the room needed (the connection's texts, the badges shown) */
    static void install(
            HBox header, Region connection, double connectionRoom, List<Node> optional, Observable... also) {
        HeaderFit fit = new HeaderFit(header, connection, connectionRoom, optional);
        InvalidationListener refit = observable -> fit.refit();
        header.widthProperty().addListener(refit);
        for (Observable observable : also) {
            observable.addListener(refit);
        }
        for (Node child : header.getChildren()) {
            child.managedProperty().addListener(refit);
        }
        fit.refit();
    }

    private void refit() {
        if (header.getWidth() <= 0) {
            return;
        }
        double room = header.getWidth() - header.snappedLeftInset() - header.snappedRightInset() - fixedWidth();
        for (Node node : optional) {
            double width = node.prefWidth(-1) + header.getSpacing();
            boolean fits = width <= room;
            node.setVisible(fits);
            node.setManaged(fits);
            if (fits) {
                room -= width;
            }
        }
    }

    /** What the header needs without its optional labels, the connection at most its room. */
    private double fixedWidth() {
        double width = 0;
        int shown = 0;
        for (Node child : header.getChildren()) {
            if (optional.contains(child) || !child.isManaged()) {
                continue;
            }
            double preferred = child.prefWidth(-1);
            width +=
                    child == connection ? Math.min(preferred, connectionRoom) : Math.max(preferred, child.minWidth(-1));
            shown++;
        }
        return width + Math.max(0, shown - 1) * header.getSpacing();
    }
}
