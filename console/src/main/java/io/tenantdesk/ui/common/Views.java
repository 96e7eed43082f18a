package io.tenantdesk.ui.common;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/** Loads an FXML view with a controller made by the caller (so it can be given its view-model). */
public final class Views {

    private Views() {}

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
