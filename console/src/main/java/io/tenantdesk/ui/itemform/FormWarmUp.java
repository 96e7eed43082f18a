package io.tenantdesk.ui.itemform;

import impl.org.controlsfx.skin.DecorationPane;
import io.tenantdesk.ui.common.Stylesheets;
import java.time.LocalDate;
import javafx.collections.FXCollections;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.validation.ValidationSupport;
import org.controlsfx.validation.Validator;

/**
 * Lays out, off screen, a tree shaped like an item form: its toolbar, a section of fields of each editor kind
 * with a required one validated, and the key preview's table, under the style sheets of the window it will appear
 * in. The classes, skins, images and style sheets a first form needs are then loaded before anyone opens one. FX
 * thread only.
 */
public final class FormWarmUp {

    /**
     * Lays the tree out once, in a scene of its own with {@code window}'s style sheets; nothing is shown.
     *
     * @return the field inputs laid out
     */
    public int run(Scene window) {
        GridPane fields = new GridPane();
        fields.getStyleClass().add("field-grid");
        Node[] inputs = {
            new TextField("acme"),
            choice(),
            new DatePicker(LocalDate.of(2027, 5, 1)),
            new CheckBox("true"),
            new TextArea("{ }")
        };
        for (int row = 0; row < inputs.length; row++) {
            Label label = new Label("Field");
            label.getStyleClass().add("field-label");
            inputs[row].getStyleClass().add("field-input");
            Label hint = new Label("hint");
            hint.getStyleClass().add("field-hint");
            fields.addRow(2 * row, label, inputs[row]);
            fields.add(hint, 1, 2 * row + 1);
        }
        ValidationSupport validation = new ValidationSupport();
        validation.registerValidator((TextField) inputs[0], true, Validator.createEmptyValidator("required"));
        validation.initInitialDecoration();

        TableView<String> preview = new TableView<>(FXCollections.observableArrayList("PK"));
        preview.getStyleClass().add("key-preview");
        TableColumn<String, String> key = new TableColumn<>("Key");
        key.setCellValueFactory(c -> new javafx.beans.property.ReadOnlyStringWrapper(c.getValue()));
        preview.getColumns().add(key);
        ItemFormView.fitRows(preview, 20);

        VBox body = new VBox(10, heading(), section(fields), section(preview));
        body.getStyleClass().add("item-form-body");
        ScrollPane scroll = new ScrollPane(body);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("item-form-scroll");
        BorderPane form = new BorderPane(scroll);
        form.setTop(toolbar());
        form.getStyleClass().add("item-form");
        form.getStylesheets().add(Stylesheets.url(ItemFormView.STYLES));
        DecorationPane root = new DecorationPane();
        root.setRoot(form);
        Scene offScreen = new Scene(root, Math.max(640, window.getWidth()), Math.max(480, window.getHeight()));
        offScreen.getStylesheets().setAll(window.getStylesheets());
        root.applyCss();
        root.layout();
        return (int) fields.getChildren().stream()
                .filter(n -> n.getStyleClass().contains("field-input")
                        && n.getLayoutBounds().getWidth() > 0)
                .count();
    }

    private static ComboBox<String> choice() {
        ComboBox<String> box = new ComboBox<>(FXCollections.observableArrayList("active", "expired"));
        box.setValue("active");
        return box;
    }

    private static Label heading() {
        Label heading = new Label("License");
        heading.getStyleClass().add("entity-heading");
        return heading;
    }

    private static TitledPane section(Node content) {
        TitledPane section = new TitledPane("Section", content);
        section.getStyleClass().add("form-section");
        return section;
    }

    private static ToolBar toolbar() {
        Button save = new Button("Save");
        save.getStyleClass().add("accent");
        HBox saveHolder = new HBox(save);
        saveHolder.getStyleClass().add("save-holder");
        Button delete = new Button("Delete…");
        delete.getStyleClass().add("danger");
        Label status = new Label();
        status.getStyleClass().add("form-status");
        ToolBar toolbar = new ToolBar(
                saveHolder,
                new Separator(javafx.geometry.Orientation.VERTICAL),
                new MenuButton("More", null, new MenuItem("History")),
                status,
                delete);
        toolbar.getStyleClass().add("item-form-toolbar");
        return toolbar;
    }
}
