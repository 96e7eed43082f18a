package io.tenantdesk.ui.about;

import io.tenantdesk.about.AboutInfo;
import io.tenantdesk.ui.common.Stylesheets;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Window;

/**
 * Help › About Tenantdesk: the version and runtime (to copy into a bug report), where the log is, the licence,
 * and the notices of the libraries the console bundles.
 */
public final class AboutDialog {

    static final ButtonType COPY = new ButtonType("Copy details", ButtonBar.ButtonData.LEFT);

    private final AboutInfo info;

    public AboutDialog(AboutInfo info) {
        this.info = info;
    }

    /** The dialog, not yet shown. */
    public Dialog<Void> create(Window owner) {
        Dialog<Void> dialog = new Dialog<>();
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        dialog.setTitle("About Tenantdesk");
        dialog.setResizable(true);
        dialog.getDialogPane()
                .getStylesheets()
                .addAll(
                        Stylesheets.THEME,
                        Stylesheets.url("/styles/dialogs.css"),
                        Stylesheets.url("/styles/about.css"));
        dialog.getDialogPane().getStyleClass().addAll("td-dialog", "about-dialog");
        dialog.getDialogPane().setId("aboutDialog");
        dialog.getDialogPane().setContent(content());
        dialog.getDialogPane().setPrefSize(760, 560);
        dialog.getDialogPane().getButtonTypes().addAll(COPY, ButtonType.CLOSE);
        Button copy = (Button) dialog.getDialogPane().lookupButton(COPY);
        copy.setId("copyDetails");
        copy.addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            ClipboardContent text = new ClipboardContent();
            text.putString(info.details());
            Clipboard.getSystemClipboard().setContent(text);
            copy.setText("Copied");
            e.consume();
        });
        return dialog;
    }

    public void showAndWait(Window owner) {
        create(owner).showAndWait();
    }

    private VBox content() {
        Label name = new Label("Tenantdesk");
        name.getStyleClass().add("about-name");
        Label tagline = new Label("Support console for multi-tenant SaaS platforms whose data lives in DynamoDB");
        tagline.setWrapText(true);
        tagline.getStyleClass().add("about-tagline");

        GridPane facts = new GridPane();
        facts.setHgap(12);
        facts.setVgap(4);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(70);
        ColumnConstraints values = new ColumnConstraints();
        values.setHgrow(Priority.ALWAYS);
        facts.getColumnConstraints().addAll(labels, values);
        fact(facts, 0, "Version", info.version(), "aboutVersion");
        fact(facts, 1, "Java", info.runtime(), "aboutRuntime");
        fact(facts, 2, "JavaFX", info.javafx(), "aboutJavafx");
        fact(facts, 3, "System", info.system(), "aboutSystem");
        fact(facts, 4, "Log", info.logFile().toString(), "aboutLog");
        fact(facts, 5, "Licence", "Apache License 2.0; the bundled libraries keep their own licences", "aboutLicence");

        TabPane texts = new TabPane(
                text("Licence", info.licence(), "licenceText"),
                text("Third-party notices", info.notices(), "noticesText"));
        texts.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(texts, Priority.ALWAYS);

        VBox box = new VBox(8, name, tagline, facts, texts);
        box.setPadding(new Insets(4, 0, 0, 0));
        return box;
    }

    private static void fact(GridPane grid, int row, String label, String value, String id) {
        Label key = new Label(label);
        key.getStyleClass().add("about-key");
        Label text = new Label(value);
        text.setId(id);
        text.setWrapText(true);
        text.setTooltip(new javafx.scene.control.Tooltip(value));
        GridPane.setValignment(key, javafx.geometry.VPos.TOP);
        grid.addRow(row, key, text);
    }

    private static Tab text(String title, String body, String id) {
        TextArea area = new TextArea(body);
        area.setId(id);
        area.setEditable(false);
        area.setWrapText(true);
        area.getStyleClass().add("about-text");
        return new Tab(title, area);
    }
}
