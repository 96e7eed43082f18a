package io.tenantdesk.ui.main;

import io.tenantdesk.ui.common.LoadProgress;
import java.util.Locale;

/** The status bar's figures for a load: rows, pages, elapsed time, consumed capacity. */
final class StatusLine {

    private StatusLine() {
    }

    static String of(LoadProgress p) {
        if (p == null) {
            return "";
        }
        String figures = String.format(Locale.ROOT, "%,d rows · %d page%s · %.1f s · %.1f RCU", p.rowsProperty().get(),
                p.pagesProperty().get(), p.pagesProperty().get() == 1 ? "" : "s",
                p.elapsedProperty().get().toMillis() / 1000.0, p.capacityProperty().get());
        String message = p.messageProperty().get();
        return figures + (message == null || message.isBlank() ? "" : " · " + message);
    }
}
