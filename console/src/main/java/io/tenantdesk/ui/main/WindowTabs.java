package io.tenantdesk.ui.main;

import io.tenantdesk.ui.common.KeyboardStart;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.startup.Pulses;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The main window's tabs, one per {@link TabContent} of the view-model: titled (shortened, with a tooltip for the
 * whole title and a mark while dirty), selected as the view-model says and telling it which one the user picked,
 * closed through the view-model (which may ask first). A tab's own keys reach its content wherever the focus is, and
 * the keyboard follows from a tab's content to the tab shown after it (the item its list opened).
 */
final class WindowTabs {

    /** Longest tab title shown; the whole title is the tab's tooltip. */
    private static final int TAB_TITLE_LENGTH = 40;

    private final MainWindowViewModel viewModel;
    private final TabPane tabs;
    private final Map<TabContent, Tab> tabsByContent = new HashMap<>();
    /** Counts changes to the open tabs' titles: a tab's shown title depends on the others'. */
    private final IntegerProperty titles = new SimpleIntegerProperty();

    WindowTabs(MainWindowViewModel viewModel, TabPane tabs) {
        this.viewModel = viewModel;
        this.tabs = tabs;
    }

    void bind() {
        viewModel.tabs().addListener((ListChangeListener<TabContent>) change -> {
            while (change.next()) {
                change.getRemoved().forEach(content -> tabs.getTabs().remove(tabsByContent.remove(content)));
                change.getAddedSubList().forEach(content -> tabs.getTabs().add(tab(content)));
            }
            titles.set(titles.get() + 1);
        });
        viewModel.selectedTabProperty().addListener((obs, old, now) -> {
            Tab tab = now == null ? null : tabsByContent.get(now);
            if (tab != null && tabs.getSelectionModel().getSelectedItem() != tab) {
                tabs.getSelectionModel().select(tab);
            }
        });
        tabs.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            viewModel.selectedTabProperty().set(now == null ? null : (TabContent) now.getUserData());
            if (now != null && focusWasIn(old)) {
                Pulses.afterNextLayout(tabs.getScene(), this::focusSelected);
            }
        });
    }

    /**
     * True when the keyboard was in {@code old}'s content (or nowhere): it follows to the tab shown now, rather than
     * being left to JavaFX, which sends it to the first control of the window.
     */
    private boolean focusWasIn(Tab old) {
        if (tabs.getScene() == null) {
            return false;
        }
        Node owner = tabs.getScene().getFocusOwner();
        return owner == null
                || old != null && old.getContent() != null && KeyboardStart.isInside(owner, old.getContent());
    }

    /** Puts the keyboard where it starts in the selected tab, unless it is in there already; false with no tab. */
    boolean focusSelected() {
        Tab selected = tabs.getSelectionModel().getSelectedItem();
        Node content = selected == null ? null : selected.getContent();
        if (content == null) {
            return false;
        }
        Node owner = content.getScene() == null ? null : content.getScene().getFocusOwner();
        return owner != null && KeyboardStart.isInside(owner, content) || KeyboardStart.focus(content);
    }

    /** Ctrl+W closes the selected tab; true when the key was that. */
    boolean closeOnShortcut(KeyEvent e) {
        if (!Shortcuts.CLOSE_TAB.match(e)) {
            return false;
        }
        Tab selected = tabs.getSelectionModel().getSelectedItem();
        if (selected != null) {
            close(selected);
        }
        return true;
    }

    /**
     * A tab's own keys (Ctrl+F, Ctrl+E, F5) work wherever the focus is: pressed outside the selected tab's content
     * (in the navigation, on the tab bar), they go to that content as if pressed inside it.
     */
    void toSelectedTab(KeyEvent e) {
        if (!(Shortcuts.FIND.match(e) || Shortcuts.EXPORT.match(e) || e.getCode() == KeyCode.F5)) {
            return;
        }
        Tab selected = tabs.getSelectionModel().getSelectedItem();
        Node content = selected == null ? null : selected.getContent();
        if (content == null || e.getTarget() instanceof Node target && KeyboardStart.isInside(target, content)) {
            return;
        }
        e.consume();
        content.fireEvent(e.copyFor(content, content));
    }

    private Tab tab(TabContent content) {
        Tab tab = new Tab();
        tab.setUserData(content);
        content.titleProperty().addListener(o -> titles.set(titles.get() + 1));
        tab.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> TabTitles.shorten(shownTitle(content), TAB_TITLE_LENGTH)
                                + (content.dirtyProperty().get() ? " *" : ""),
                        titles,
                        content.dirtyProperty()));
        Tooltip fullTitle = new Tooltip();
        fullTitle.setWrapText(true);
        fullTitle.setMaxWidth(640);
        fullTitle.textProperty().bind(content.titleProperty());
        tab.setTooltip(fullTitle);
        tab.setContent(content.view());
        tab.setOnCloseRequest(e -> {
            e.consume();
            close(tab);
        });
        tabsByContent.put(content, tab);
        return tab;
    }

    /** The tab's title, told apart from an open tab's of the same title. */
    private String shownTitle(TabContent content) {
        List<TabContent> open = viewModel.tabs();
        int place = open.indexOf(content);
        return place < 0
                ? content.titleProperty().get()
                : TabTitles.distinct(
                                open.stream().map(t -> t.titleProperty().get()).toList())
                        .get(place);
    }

    private void close(Tab tab) {
        viewModel.closeTab((TabContent) tab.getUserData());
    }
}
