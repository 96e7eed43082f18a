package io.tenantdesk.ui.main;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.collections.ObservableList;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/**
 * The window's menus, Descriptors, Settings and Help: buttons in the header, or, on macOS, the menus of the
 * system's menu bar at the top of the screen (the header's buttons then stay hidden). A menu shows once it has
 * items.
 */
final class WindowMenus {

    /** One menu: a header button or a menu of the menu bar. */
    private interface Slot {
        ObservableList<MenuItem> items();

        void onShowing(Runnable action);

        void show(boolean shown);
    }

    private final Slot descriptors;
    private final Slot settings;
    private final Slot help;

    private WindowMenus(Slot descriptors, Slot settings, Slot help) {
        this.descriptors = descriptors;
        this.settings = settings;
        this.help = help;
    }

    /** The menus as the header's buttons. */
    static WindowMenus inHeader(MenuButton descriptors, MenuButton settings, MenuButton help) {
        return new WindowMenus(button(descriptors), button(settings), button(help));
    }

    /** The menus in {@code bar}, the system's menu bar, named as the header's buttons are; the buttons hidden. */
    static WindowMenus inMenuBar(MenuBar bar, MenuButton descriptors, MenuButton settings, MenuButton help) {
        bar.setUseSystemMenuBar(true);
        List<Slot> slots = new ArrayList<>();
        for (MenuButton button : List.of(descriptors, settings, help)) {
            button.setVisible(false);
            button.setManaged(false);
            Menu menu = new Menu(button.getText());
            menu.setId(button.getId() + "InMenuBar");
            bar.getMenus().add(menu);
            slots.add(menu(menu));
        }
        return new WindowMenus(slots.get(0), slots.get(1), slots.get(2));
    }

    void settingsItems(List<MenuItem> items) {
        settings.items().setAll(items);
        settings.show(true);
    }

    void addWindowItems(List<MenuItem> items) {
        settings.items().add(new SeparatorMenuItem());
        settings.items().addAll(items);
    }

    void helpItems(List<MenuItem> items) {
        fill(help, items);
    }

    void descriptorItems(List<MenuItem> items) {
        fill(descriptors, items);
    }

    /** Ends the Descriptors menu with {@code first}, then {@code more}, made again each time the menu opens. */
    void queryItems(MenuItem first, Supplier<List<MenuItem>> more) {
        List<MenuItem> fixed = new ArrayList<>(descriptors.items());
        fixed.add(new SeparatorMenuItem());
        fixed.add(first);
        fill(descriptors, fixed);
        descriptors.onShowing(() -> {
            List<MenuItem> items = new ArrayList<>(fixed);
            items.addAll(more.get());
            descriptors.items().setAll(items);
        });
    }

    private static void fill(Slot slot, List<MenuItem> items) {
        slot.items().setAll(items);
        slot.show(!items.isEmpty());
    }

    private static Slot button(MenuButton button) {
        return new Slot() {
            @Override
            public ObservableList<MenuItem> items() {
                return button.getItems();
            }

            @Override
            public void onShowing(Runnable action) {
                button.setOnShowing(e -> action.run());
            }

            @Override
            public void show(boolean shown) {
                button.setVisible(shown);
                button.setManaged(shown);
            }
        };
    }

    private static Slot menu(Menu menu) {
        return new Slot() {
            @Override
            public ObservableList<MenuItem> items() {
                return menu.getItems();
            }

            @Override
            public void onShowing(Runnable action) {
                menu.setOnShowing(e -> action.run());
            }

            @Override
            public void show(boolean shown) {
                menu.setVisible(shown);
            }
        };
    }
}
