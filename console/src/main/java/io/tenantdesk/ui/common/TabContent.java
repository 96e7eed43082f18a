package io.tenantdesk.ui.common;

import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.Parent;

/** What the main window needs of anything shown in a tab. */
public interface TabContent {

    ReadOnlyStringProperty titleProperty();

    /** The view, built on the UI thread when the tab is first shown. */
    Parent view();

    /** True while the tab holds edits not yet saved. */
    default ReadOnlyBooleanProperty dirtyProperty() {
        return new ReadOnlyBooleanWrapper(false).getReadOnlyProperty();
    }

    /** Asks the user when closing would lose edits; true when the tab may close. */
    default boolean confirmClose() {
        return true;
    }

    /** The load the status bar shows while this tab is selected. */
    default Optional<LoadProgress> progress() {
        return Optional.empty();
    }

    /** As {@link #progress()}, followed as it changes: a tab that starts a new load on each run names the latest. */
    default ObservableValue<LoadProgress> progressValue() {
        return new ReadOnlyObjectWrapper<>(progress().orElse(null));
    }

    /** Starts the tab's first read; called once, when the window shows the tab for the first time. */
    default void start() {}

    /** Puts the cursor in a field of what the tab shows, when it has fields. */
    default void focusField(String field) {}

    /** F5: read again. */
    default void refresh() {}

    /** Called once the tab is closed: stop loads, let go of resources. */
    default void dispose() {}

    /** Tabs showing the same thing are not opened twice; this identifies what a tab shows. */
    default String identity() {
        return titleProperty().get();
    }
}
