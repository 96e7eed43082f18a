package io.tenantdesk.ui.main;

import io.tenantdesk.ui.common.HoverTips;
import io.tenantdesk.ui.common.Shortcuts;
import java.util.List;
import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;

/**
 * The main window's navigation: the view-model's sections and entries as a tree (a click or Enter opens an entry),
 * and the field that goes to a tenant by its id.
 */
final class NavigationTree {

    private final MainWindowViewModel viewModel;
    private final TreeView<NavNode> navigation;
    private final TextField tenantField;

    NavigationTree(MainWindowViewModel viewModel, TreeView<NavNode> navigation, TextField tenantField) {
        this.viewModel = viewModel;
        this.navigation = navigation;
        this.tenantField = tenantField;
    }

    void bind() {
        TreeItem<NavNode> root = new TreeItem<>();
        navigation.setRoot(root);
        navigation.setCellFactory(tree -> new NavNodeCell(this::open));
        Runnable rebuild = () -> root.getChildren().setAll(items(viewModel.navigation()));
        viewModel.navigation().addListener((ListChangeListener<NavNode>) c -> rebuild.run());
        rebuild.run();
        navigation.setOnKeyPressed(e -> {
            TreeItem<NavNode> selected = navigation.getSelectionModel().getSelectedItem();
            if (e.getCode() == KeyCode.ENTER && selected != null) {
                open(selected.getValue());
            }
        });
        String help = Shortcuts.named("A tenant's id, then Enter, opens its overview", Shortcuts.GO_TO_TENANT);
        tenantField.setTooltip(new Tooltip(help));
        tenantField.setAccessibleText("Go to tenant");
        tenantField.setAccessibleHelp(help);
        navigation.setAccessibleText("Navigation");
        tenantField.setOnAction(e -> {
            viewModel.goToTenant(tenantField.getText());
            tenantField.clear();
        });
    }

    private static List<TreeItem<NavNode>> items(List<NavNode> nodes) {
        return nodes.stream()
                .map(n -> {
                    TreeItem<NavNode> item = new TreeItem<>(n);
                    item.getChildren().setAll(items(n.children()));
                    item.setExpanded(
                            n.kind() == NavNode.Kind.SECTION && !n.label().equals("All entities"));
                    return item;
                })
                .toList();
    }

    private void open(NavNode node) {
        if (node.kind() != NavNode.Kind.SECTION) {
            viewModel.open(node);
        }
    }

    /**
     * Shows a navigation node by its label and opens it on a single click; the second click of a double-click
     * opens nothing more.
     */
    private static final class NavNodeCell extends TreeCell<NavNode> {
        NavNodeCell(Consumer<NavNode> open) {
            setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 1 && !isEmpty()) {
                    open.accept(getItem());
                }
            });
        }

        @Override
        protected void updateItem(NavNode node, boolean empty) {
            super.updateItem(node, empty);
            setText(empty || node == null ? null : node.label());
            setAccessibleText(empty || node == null ? null : node.label() + ", " + opens(node));
            HoverTips.set(
                    this,
                    !empty && node != null && node.kind() == NavNode.Kind.JOURNAL
                            ? Shortcuts.named("The change journal", Shortcuts.JOURNAL)
                            : null,
                    Tooltip::new);
        }

        /** What choosing the entry does, as a screen reader says it after the entry's name. */
        private static String opens(NavNode node) {
            return switch (node.kind()) {
                case SECTION -> "section";
                case LIST -> "opens the list";
                case CREDITS -> "opens the balances";
                case OVERVIEW -> "opens the platform's overview";
                case UNCLASSIFIED -> "opens the scan for unclassified items";
                case JOURNAL -> "opens the change journal, " + Shortcuts.JOURNAL.getDisplayText();
                case APPROVALS -> "opens the proposals waiting for approval";
            };
        }
    }
}
