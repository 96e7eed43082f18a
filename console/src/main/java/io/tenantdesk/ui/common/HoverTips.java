package io.tenantdesk.ui.common;

import java.util.function.Function;
import java.util.function.Supplier;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * Tooltips made when the pointer first enters their control: a Tooltip is a popup window with a scene of its own,
 * too costly to make for every cell and field a view shows before any is hovered. Once made, a control's tooltip
 * follows its text. FX thread only.
 */
public final class HoverTips {

    private static final String TEXT = HoverTips.class.getName() + ".text";
    private static final String WATCHED = HoverTips.class.getName() + ".watched";

    private HoverTips() {}

    /** Gives {@code control} {@code text} as its tooltip, made by {@code make}; none while the text is empty or null. */
    public static void set(Control control, String text, Function<String, Tooltip> make) {
        String shown = text == null ? "" : text;
        control.getProperties().put(TEXT, shown);
        Tooltip made = control.getTooltip();
        if (made != null) {
            if (shown.isEmpty()) {
                control.setTooltip(null);
            } else {
                made.setText(shown);
            }
            return;
        }
        if (control.getProperties().putIfAbsent(WATCHED, Boolean.TRUE) == null) {
            control.addEventHandler(MouseEvent.MOUSE_ENTERED, e -> {
                Object now = control.getProperties().get(TEXT);
                if (control.getTooltip() == null && now instanceof String s && !s.isEmpty()) {
                    control.setTooltip(make.apply(s));
                }
            });
        }
    }

    /** Installs the tooltip {@code make} gives on {@code node} (any node, e.g. a pane around a disabled button) when the pointer first enters it. */
    public static void install(Node node, Supplier<Tooltip> make) {
        node.addEventHandler(MouseEvent.MOUSE_ENTERED, new EventHandler<>() {
            @Override
            public void handle(MouseEvent event) {
                node.removeEventHandler(MouseEvent.MOUSE_ENTERED, this);
                Tooltip.install(node, make.get());
            }
        });
    }
}
