package io.tenantdesk.ui.main;

import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.TabContent;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The window's open tabs, the selected one and its load: a tab that already shows the same thing is selected
 * instead of opened twice, and no tab holding unsaved edits closes without the user's word.
 */
final class OpenTabs {

    private final TabRecipes recipes;
    private final ObservableList<TabContent> tabs = FXCollections.observableArrayList();
    private final ObservableList<TabContent> tabsView = FXCollections.unmodifiableObservableList(tabs);
    private final ObjectProperty<TabContent> selected = new SimpleObjectProperty<>(this, "selectedTab");
    private final ReadOnlyObjectWrapper<LoadProgress> progress = new ReadOnlyObjectWrapper<>(this, "progress");

    OpenTabs(TabRecipes recipes) {
        this.recipes = recipes;
        selected.addListener((obs, old, now) -> {
            progress.unbind();
            if (now == null) {
                progress.set(null);
            } else {
                progress.bind(now.progressValue());
            }
        });
    }

    ObservableList<TabContent> tabs() {
        return tabsView;
    }

    ObjectProperty<TabContent> selectedProperty() {
        return selected;
    }

    ReadOnlyObjectProperty<LoadProgress> progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** Opens a tab, or selects the open one showing the same thing (the new one is then dropped). */
    void open(TabContent tab) {
        for (TabContent open : tabs) {
            if (open.identity().equals(tab.identity())) {
                tab.dispose();
                recipes.forget(tab);
                selected.set(open);
                return;
            }
        }
        // The read starts before the window builds the tab's view, so the two overlap.
        tab.start();
        tabs.add(tab);
        selected.set(tab);
    }

    /** Closes a tab, asking first when it holds unsaved edits; false when the user keeps it. */
    boolean close(TabContent tab) {
        if (!tab.confirmClose()) {
            return false;
        }
        tab.dispose();
        tabs.remove(tab);
        recipes.forget(tab);
        return true;
    }

    /**
     * Closes every tab, but only once the user agreed to lose the edits of each tab holding some; when they keep
     * one, no tab is closed and false is returned.
     */
    boolean closeAll() {
        if (!confirmDiscardAll()) {
            return false;
        }
        disposeAll();
        return true;
    }

    /**
     * Disposes every tab without asking: their window is gone. Each tab stops what it runs (a list's clock, a load
     * in flight); a tab left running would keep the closed window and its rows reachable.
     */
    void disposeAll() {
        for (TabContent tab : new ArrayList<>(tabs)) {
            tab.dispose();
            tabs.remove(tab);
            recipes.forget(tab);
        }
    }

    /** Asks about each tab with unsaved edits, showing it; true when the user agreed to discard them all. */
    boolean confirmDiscardAll() {
        for (TabContent tab : new ArrayList<>(tabs)) {
            if (!tab.dirtyProperty().get()) {
                continue;
            }
            selected.set(tab);
            if (!tab.confirmClose()) {
                return false;
            }
        }
        return true;
    }

    /** The open tabs in order, to make again on a new reading of the platform. */
    List<TabContent> snapshot() {
        return List.copyOf(tabs);
    }

    /** Selects the open tab with this identity, if there is one. */
    void select(String identity) {
        tabs.stream().filter(t -> t.identity().equals(identity)).findFirst().ifPresent(selected::set);
    }

    Optional<TabContent> selected() {
        return Optional.ofNullable(selected.get());
    }

    Optional<LoadProgress> progress() {
        return Optional.ofNullable(progress.get());
    }
}
