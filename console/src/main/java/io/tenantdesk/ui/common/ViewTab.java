package io.tenantdesk.ui.common;

import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.Parent;

/**
 * A tab whose view is built once, on the UI thread, the first time it is shown, and whose read runs when the
 * window first shows it and again on F5; subclasses add what else they dispose.
 */
public abstract class ViewTab implements TabContent {

    private final ReadOnlyStringProperty title;
    private final String identity;
    private final LoadProgress progress;
    private final Supplier<Parent> viewMaker;
    private final Runnable read;
    private Parent view;

    /**
     * @param progress the tab's load for the status bar, or null when it has none
     * @param read     the tab's read: run when the window first shows the tab, and again on F5
     */
    protected ViewTab(
            ReadOnlyStringProperty title,
            String identity,
            LoadProgress progress,
            Supplier<Parent> viewMaker,
            Runnable read) {
        this.title = title;
        this.identity = identity;
        this.progress = progress;
        this.viewMaker = viewMaker;
        this.read = read;
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
    public void start() {
        read.run();
    }

    @Override
    public final void refresh() {
        read.run();
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
