package io.tenantdesk.ui.query;

import io.tenantdesk.schema.SortCondition.Operator;
import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** One filter's controls: the attribute (typed or chosen), its type, the operator, the value or two, and Remove. */
final class FilterRowView {

    private final HBox node;
    private final TextField value = new TextField();

    FilterRowView(FilterRow filter, List<String> attributes, Runnable remove) {
        ComboBox<String> attribute = new ComboBox<>();
        attribute.setEditable(true);
        attribute.getItems().setAll(attributes);
        attribute.setPromptText("attribute");
        attribute.setPrefWidth(170);
        attribute.setMinWidth(120);
        attribute.getStyleClass().add("filter-attribute");
        attribute.getEditor().textProperty().bindBidirectional(filter.attributeProperty());
        attribute.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                filter.attributeProperty().set(now);
            }
        });
        Label type = new Label();
        type.getStyleClass().add("query-keys");
        type.setMinWidth(110);
        type.textProperty().bind(filter.typeTextProperty());
        ComboBox<Operator> operator = new ComboBox<>();
        operator.getItems().setAll(QueryForm.SORT_OPERATORS);
        operator.setConverter(new QueryView.OperatorText());
        operator.valueProperty().bindBidirectional(filter.operatorProperty());
        operator.setMinWidth(110);
        value.setPromptText("value");
        value.textProperty().bindBidirectional(filter.valueProperty());
        HBox.setHgrow(value, Priority.ALWAYS);
        Label and = new Label("and");
        and.setMinWidth(Label.USE_PREF_SIZE);
        TextField upper = new TextField();
        upper.setPromptText("upper bound");
        upper.textProperty().bindBidirectional(filter.upperProperty());
        HBox.setHgrow(upper, Priority.SOMETIMES);
        var between = filter.operatorProperty().isEqualTo(Operator.BETWEEN);
        for (Node n : List.of(and, upper)) {
            n.visibleProperty().bind(between);
            n.managedProperty().bind(between);
        }
        Button removeButton = new Button("✕");
        removeButton.setTooltip(new Tooltip("Remove this filter"));
        removeButton.setAccessibleText("Remove this filter");
        removeButton.getStyleClass().add("remove-filter");
        removeButton.setOnAction(e -> remove.run());
        removeButton.setMinWidth(Button.USE_PREF_SIZE);
        node = new HBox(8, attribute, type, operator, value, and, upper, removeButton);
        node.setAlignment(Pos.CENTER_LEFT);
        node.getStyleClass().add("filter-row");
    }

    Node node() {
        return node;
    }

    TextField valueField() {
        return value;
    }
}
