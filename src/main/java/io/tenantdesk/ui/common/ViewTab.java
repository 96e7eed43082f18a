package io.tenantdesk.ui.common;

import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.Parent;

/**
 * A tab whose view is built once, on the UI thread, the first time it is shown; subclasses add what they
 * refresh and dispose.
 */
public abstract class ViewTab implements TabContent {

    private final ReadOnlyStringProperty title;
    private final String identity;
    private final LoadProgress progress;
    private final Supplier<Parent> viewMaker;
    private Parent view;

    /** @param progress the tab's load for the status bar, or null when it has none */
    protected ViewTab(ReadOnlyStringProperty title, String identity, LoadProgress progress, Supplier<Parent> viewMaker) {
        this.title = title;
        this.identity = identity;
        this.progress = progress;
        this.viewMaker = viewMaker;
    }

    @Override
    public final ReadOnlyStringProperty titleProperty() {
        return title;
    }

    @Override
    public final Parent view() {
        if (view == null) {
            view = viewMaker.get();
        }
        return view;
    }

    @Override
    public final Optional<LoadProgress> progress() {
        return Optional.ofNullable(progress);
    }

    @Override
    public final String identity() {
        return identity;
    }

    @Override
    public void dispose() {
        if (progress != null) {
            progress.cancel();
        }
    }
}
