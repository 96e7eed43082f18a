package io.tenantdesk.ui.theme;

import javafx.scene.control.Menu;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;

/** The settings menu's Theme submenu: light, dark, or as the desktop is set, the current one ticked. */
public final class ThemeMenu {

    private ThemeMenu() {}

    public static Menu create(Appearance appearance) {
        Menu menu = new Menu("Theme");
        menu.setId("themeMenu");
        ToggleGroup group = new ToggleGroup();
        for (ThemeChoice choice : ThemeChoice.values()) {
            RadioMenuItem item = new RadioMenuItem(choice.label());
            item.setId("theme-" + choice.key());
            item.setToggleGroup(group);
            item.setSelected(appearance.choiceProperty().get() == choice);
            item.setOnAction(e -> appearance.choose(choice));
            appearance.choiceProperty().addListener((obs, old, now) -> item.setSelected(now == choice));
            menu.getItems().add(item);
        }
        return menu;
    }
}
