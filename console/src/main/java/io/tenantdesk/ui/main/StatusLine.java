package io.tenantdesk.ui.main;

import io.tenantdesk.ui.common.LoadProgress;

/** The status bar's figures for a load: rows, pages, elapsed time, consumed capacity. */
final class StatusLine {

    private StatusLine() {}

    static String of(LoadProgress p) {
        if (p == null) {
            return "";
        }
        String figures = p.figures();
        String message = p.messageProperty().get();
        return figures + (message == null || message.isBlank() ? "" : " · " + message);
    }
}
