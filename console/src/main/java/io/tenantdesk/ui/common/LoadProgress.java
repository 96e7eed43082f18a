package io.tenantdesk.ui.common;

import io.tenantdesk.concurrent.CancelToken;
import java.time.Duration;
import java.util.Locale;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * A load as the status bar shows it: rows, pages, elapsed time, consumed capacity, whether it runs, and the
 * read in words. Updated on the UI thread by the view-model that owns the load; cancellable from the bar.
 */
public final class LoadProgress {

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyLongWrapper rows = new ReadOnlyLongWrapper(this, "rows");
    private final ReadOnlyIntegerWrapper pages = new ReadOnlyIntegerWrapper(this, "pages");
    private final ReadOnlyObjectWrapper<Duration> elapsed = new ReadOnlyObjectWrapper<>(this, "elapsed", Duration.ZERO);
    private final ReadOnlyDoubleWrapper capacity = new ReadOnlyDoubleWrapper(this, "capacity");
    private final ReadOnlyStringWrapper description = new ReadOnlyStringWrapper(this, "description", "");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private CancelToken cancel = new CancelToken();

    /** Starts a new load; a load still running is cancelled first. */
    public CancelToken start(String what) {
        cancel.cancel();
        cancel = new CancelToken();
        running.set(true);
        rows.set(0);
        pages.set(0);
        elapsed.set(Duration.ZERO);
        capacity.set(0);
        description.set(what);
        message.set("");
        return cancel;
    }

    /** A page arrived: the figures so far. */
    public void page(long rowsSoFar, int pagesSoFar, Duration elapsedSoFar, double capacitySoFar) {
        rows.set(rowsSoFar);
        pages.set(pagesSoFar);
        elapsed.set(elapsedSoFar);
        capacity.set(capacitySoFar);
    }

    /** The load ended as it was meant to; {@code what} replaces the read's description unless blank. */
    public void finished(long rowsRead, int pagesRead, Duration took, String what) {
        finished(rowsRead, pagesRead, took, 0, what, false);
    }

    /**
     * The load ended, whole or cancelled (the rows that arrived are kept).
     *
     * @param what replaces the read's description unless blank
     */
    public void finished(
            long rowsRead, int pagesRead, Duration took, double capacityRead, String what, boolean cancelled) {
        running.set(false);
        rows.set(rowsRead);
        pages.set(pagesRead);
        elapsed.set(took);
        capacity.set(capacityRead);
        if (what != null && !what.isBlank()) {
            description.set(what);
        }
        message.set(cancelled ? "Cancelled; the rows that arrived are kept" : "");
    }

    public void failed(String why) {
        running.set(false);
        message.set(why);
    }

    public void cancel() {
        cancel.cancel();
    }

    /** Cancels the load and shows it stopped at once, without waiting for it to finish (its owner drops it). */
    public void stop() {
        cancel.cancel();
        running.set(false);
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyLongProperty rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty pagesProperty() {
        return pages.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Duration> elapsedProperty() {
        return elapsed.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty capacityProperty() {
        return capacity.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty descriptionProperty() {
        return description.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The load's figures as {@link #figures(long, int, Duration, double)} words them. */
    public String figures() {
        return figures(rows.get(), pages.get(), elapsed.get(), capacity.get());
    }

    /**
     * A load's figures, worded the same wherever they show: "1,234 rows · 3 pages · 981 ms · 4.0 read units".
     * Pages and read units are left out when the read did not count them.
     */
    public static String figures(long rows, int pages, Duration elapsed, double capacity) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%,d row%s", rows, rows == 1 ? "" : "s"));
        if (pages > 0) {
            text.append(String.format(Locale.ROOT, " · %d page%s", pages, pages == 1 ? "" : "s"));
        }
        long ms = elapsed.toMillis();
        text.append(" · ").append(ms < 1000 ? ms + " ms" : String.format(Locale.ROOT, "%.1f s", ms / 1000.0));
        if (capacity > 0) {
            text.append(String.format(Locale.ROOT, " · %.1f read units", capacity));
        }
        return text.toString();
    }
}
