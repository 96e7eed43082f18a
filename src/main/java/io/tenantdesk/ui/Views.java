package io.tenantdesk.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/** Loads an FXML view with a controller made by the caller (so it can be given its view-model). */
public final class Views {

    private Views() {
    }

    /** A style sheet as a URL a Scene or Parent accepts. */
    public static String stylesheet(String resource) {
        URL url = Views.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("missing style sheet " + resource);
        }
        return url.toExternalForm();
    }

    public static Parent load(String resource, Object controller) {
        URL url = Views.class.getResource(resource);
        if (url == null) {
            throw new IllegalStateException("missing view " + resource);
        }
        FXMLLoader loader = new FXMLLoader(url);
        loader.setController(controller);
        try {
            return loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load view " + resource, e);
        }
    }
}
