package io.tenantdesk.ui.common;

import java.net.URL;

/** The console's style sheets, as URLs a Scene or Parent accepts. */
public final class Stylesheets {

    public static final String THEME = url("/styles/theme.css");

    private Stylesheets() {}

    /**
     * The style sheet at a class-path resource, as a URL a Scene or Parent accepts.
     *
     * @throws IllegalStateException naming the resource when it is not on the class path
     */
    public static String url(String resource) {
        URL url = Stylesheets.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("missing style sheet " + resource);
        }
        return url.toExternalForm();
    }
}
