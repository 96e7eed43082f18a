package io.tenantdesk.ui.common;

import java.util.Optional;
import java.util.function.Predicate;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.TableView;

/**
 * Where the keyboard starts in a view: the controls a view marks as its work (a list's table, a form's fields, in
 * the order they show), the first of them that can take the focus now; a view that marks none starts at its first
 * control. A table takes it on a row, so Enter opens one at once.
 */
public final class KeyboardStart {

    private static final Object MARK = new Object();

    private KeyboardStart() {}

    /** Marks where the keyboard starts in the view holding these nodes, the first that can take the focus winning. */
    public static void mark(Node... nodes) {
        for (Node node : nodes) {
            node.getProperties().put(MARK, Boolean.TRUE);
        }
    }

    /** The first marked node under {@code root} that can take the focus, else its first control that can. */
    public static Optional<Node> in(Node root) {
        return first(root, node -> node.getProperties().containsKey(MARK) && canFocus(node))
                .or(() -> first(root, node -> node.isFocusTraversable() && canFocus(node)));
    }

    /**
     * Puts the focus where the keyboard starts under {@code root}, a table on a row (its first, when none is
     * selected); false when nothing there can take the focus.
     */
    public static boolean focus(Node root) {
        Optional<Node> start = in(root);
        start.ifPresent(node -> {
            if (node instanceof TableView<?> table) {
                ListKeys.focusTable(table);
            } else {
                node.requestFocus();
            }
        });
        return start.isPresent();
    }

    /** True when {@code node} is {@code ancestor} or lies under it. */
    public static boolean isInside(Node node, Node ancestor) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** Shown (with every parent) and enabled. */
    public static boolean canFocus(Node node) {
        if (node.isDisabled()) {
            return false;
        }
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static Optional<Node> first(Node node, Predicate<Node> wanted) {
        if (wanted.test(node)) {
            return Optional.of(node);
        }
        if (node instanceof Parent parent && node.isVisible()) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Optional<Node> found = first(child, wanted);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }
}
