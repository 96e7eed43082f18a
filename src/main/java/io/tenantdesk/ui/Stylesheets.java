package io.tenantdesk.ui;

import java.net.URL;

/** The console's style sheets, as URLs a Scene accepts. */
public final class Stylesheets {

    public static final String THEME = external("/styles/theme.css");

    private Stylesheets() {
    }

    private static String external(String resource) {
        URL url = Stylesheets.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("missing style sheet " + resource);
        }
        return url.toExternalForm();
    }
}
