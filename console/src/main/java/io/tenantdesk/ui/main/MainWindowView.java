package io.tenantdesk.ui.main;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.common.Views;
import io.tenantdesk.ui.theme.Appearance;
import io.tenantdesk.ui.theme.ThemeMenu;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** Binds {@link MainWindowViewModel} to {@code fxml/main/MainWindow.fxml}: header, navigation, tabs, status bar. */
public final class MainWindowView {

    private static final KeyCombination FIND = new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination EXPORT = new KeyCodeCombination(KeyCode.E, KeyCombination.SHORTCUT_DOWN);
    /** Longest tab title shown; the whole title is the tab's tooltip. */
    private static final int TAB_TITLE_LENGTH = 40;
    /** The header's width for the connection's name and identity before it shows the labels that may step aside. */
    private static final double CONNECTION_ROOM = 180;

    private final MainWindowViewModel viewModel;
    private final Runnable connectAction;
    private final Appearance appearance;
    private final Map<TabContent, Tab> tabsByContent = new HashMap<>();

    @FXML
    private HBox header;

    @FXML
    private Label brand;

    @FXML
    private Label platformLabel;

    @FXML
    private ComboBox<PlatformDescriptor> platformChoice;

    @FXML
    private VBox connectionBox;

    @FXML
    private Label connectionLabel;

    @FXML
    private Label identityLabel;

    @FXML
    private Label readOnlyBadge;

    @FXML
    private Label writableBadge;

    @FXML
    private Button allowWritesButton;

    @FXML
    private Button readOnlyButton;

    @FXML
    private Button connectButton;

    @FXML
    private MenuButton settingsButton;

    @FXML
    private MenuButton helpButton;

    @FXML
    private MenuButton platformsButton;

    @FXML
    private TextField tenantField;

    @FXML
    private TreeView<NavNode> navigation;

    @FXML
    private TabPane tabs;

    @FXML
    private Label descriptionLabel;

    @FXML
    private Label figuresLabel;

    @FXML
    private ProgressBar progress;

    @FXML
    private Button cancelButton;

    /**
     * @param connectAction opens the connection dialog
     * @param appearance    the theme, chosen in the settings menu
     */
    public MainWindowView(MainWindowViewModel viewModel, Runnable connectAction, Appearance appearance) {
        this.viewModel = viewModel;
        this.connectAction = connectAction;
        this.appearance = appearance;
    }

    public Parent load() {
        Parent root = Views.load("/fxml/main/MainWindow.fxml", this);
        root.addEventFilter(KeyEvent.KEY_PRESSED, e -> toSelectedTab(root, e));
        root.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.F5) {
                viewModel.refreshSelected();
                e.consume();
            } else if (new KeyCodeCombination(KeyCode.W, KeyCombination.SHORTCUT_DOWN).match(e)) {
                Tab selected = tabs.getSelectionModel().getSelectedItem();
                if (selected != null) {
                    close(selected);
                }
                e.consume();
            }
        });
        return root;
    }

    /**
     * A tab's own keys (Ctrl+F, Ctrl+E, F5) work wherever the focus is: pressed outside the selected tab's content
     * (in the navigation, on the tab bar), they go to that content as if pressed inside it.
     */
    private void toSelectedTab(Parent root, KeyEvent e) {
        if (!(FIND.match(e) || EXPORT.match(e) || e.getCode() == KeyCode.F5)) {
            return;
        }
        Tab selected = tabs.getSelectionModel().getSelectedItem();
        Node content = selected == null ? null : selected.getContent();
        if (content == null || e.getTarget() instanceof Node target && isInside(target, content)) {
            return;
        }
        e.consume();
        content.fireEvent(e.copyFor(content, content));
    }

    private static boolean isInside(Node node, Node ancestor) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    @FXML
    private void initialize() {
        bindHeader();
        bindNavigation();
        bindTabs();
        bindStatusBar();
    }

    private void bindHeader() {
        platformChoice.setItems(viewModel.platforms());
        platformChoice.setValue(viewModel.platformProperty().get());
        platformChoice.setButtonCell(new PlatformCell());
        platformChoice.setCellFactory(list -> new PlatformCell());
        platformChoice.setOnAction(e -> {
            if (!viewModel.choosePlatform(platformChoice.getValue())) {
                platformChoice.setValue(viewModel.platformProperty().get());
            }
        });
        viewModel.platformProperty().addListener((obs, old, now) -> platformChoice.setValue(now));
        viewModel.platforms().addListener((ListChangeListener<PlatformDescriptor>)
                c -> platformChoice.setValue(viewModel.platformProperty().get()));
        connectionLabel
                .textProperty()
                .bind(Bindings.when(viewModel.connectingProperty())
                        .then(viewModel.messageProperty())
                        .otherwise(viewModel.connectionLabelProperty()));
        identityLabel.textProperty().bind(viewModel.identityProperty());
        FullText.onHover(connectionLabel);
        FullText.onHover(identityLabel);
        HeaderFit.install(
                header,
                connectionBox,
                CONNECTION_ROOM,
                List.of(platformLabel, brand),
                connectionLabel.textProperty(),
                identityLabel.textProperty());
        var connected = viewModel.connectionProperty().isNotNull();
        show(readOnlyBadge, connected.and(viewModel.readOnlyProperty()));
        show(
                writableBadge,
                connected
                        .and(viewModel.readOnlyProperty().not())
                        .and(Bindings.createBooleanBinding(
                                () -> viewModel.connectionProperty().get() != null
                                        && !viewModel
                                                .connectionProperty()
                                                .get()
                                                .identity()
                                                .local(),
                                viewModel.connectionProperty())));
        show(allowWritesButton, connected.and(viewModel.readOnlyProperty()));
        show(readOnlyButton, connected.and(viewModel.readOnlyProperty().not()));
        settingsButton.getItems().setAll(ThemeMenu.create(appearance));
    }

    /** Fills the header's Help menu (shown once it has items); call after {@link #load()}. */
    public void helpItems(List<MenuItem> items) {
        fill(helpButton, items);
    }

    /** Adds the window commands (New window) to the header's Settings menu; call after {@link #load()}. */
    public void windowItems(List<MenuItem> items) {
        settingsButton.getItems().add(new javafx.scene.control.SeparatorMenuItem());
        settingsButton.getItems().addAll(items);
    }

    /** Fills the Descriptors menu beside the platform choice (shown once it has items); call after {@link #load()}. */
    public void platformItems(List<MenuItem> items) {
        fill(platformsButton, items);
    }

    /**
     * Ends the Descriptors menu with the platform's queries: {@code first} (whose shortcut works whenever the window
     * has focus), then {@code more}, made again each time the menu opens; call after {@link #platformItems}.
     */
    public void queryItems(MenuItem first, java.util.function.Supplier<List<MenuItem>> more) {
        List<MenuItem> fixed = new java.util.ArrayList<>(platformsButton.getItems());
        fixed.add(new javafx.scene.control.SeparatorMenuItem());
        fixed.add(first);
        fill(platformsButton, fixed);
        platformsButton.setOnShowing(e -> {
            List<MenuItem> items = new java.util.ArrayList<>(fixed);
            items.addAll(more.get());
            platformsButton.getItems().setAll(items);
        });
    }

    private static void fill(MenuButton menu, List<MenuItem> items) {
        menu.getItems().setAll(items);
        menu.setVisible(!items.isEmpty());
        menu.setManaged(!items.isEmpty());
    }

    private static void show(javafx.scene.Node node, javafx.beans.value.ObservableBooleanValue when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
    }

    private void bindNavigation() {
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

    private void bindTabs() {
        viewModel.tabs().addListener((ListChangeListener<TabContent>) change -> {
            while (change.next()) {
                change.getRemoved().forEach(content -> tabs.getTabs().remove(tabsByContent.remove(content)));
                change.getAddedSubList().forEach(content -> tabs.getTabs().add(tab(content)));
            }
        });
        viewModel.selectedTabProperty().addListener((obs, old, now) -> {
            Tab tab = now == null ? null : tabsByContent.get(now);
            if (tab != null && tabs.getSelectionModel().getSelectedItem() != tab) {
                tabs.getSelectionModel().select(tab);
            }
        });
        tabs.getSelectionModel()
                .selectedItemProperty()
                .addListener((obs, old, now) ->
                        viewModel.selectedTabProperty().set(now == null ? null : (TabContent) now.getUserData()));
    }

    private Tab tab(TabContent content) {
        Tab tab = new Tab();
        tab.setUserData(content);
        tab.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> TabTitles.shorten(content.titleProperty().get(), TAB_TITLE_LENGTH)
                                + (content.dirtyProperty().get() ? " *" : ""),
                        content.titleProperty(),
                        content.dirtyProperty()));
        Tooltip fullTitle = new Tooltip();
        fullTitle.setWrapText(true);
        fullTitle.setMaxWidth(640);
        fullTitle.textProperty().bind(content.titleProperty());
        tab.setTooltip(fullTitle);
        tab.setContent(content.view());
        tab.setOnCloseRequest(e -> {
            e.consume();
            close(tab);
        });
        tabsByContent.put(content, tab);
        return tab;
    }

    private void close(Tab tab) {
        viewModel.closeTab((TabContent) tab.getUserData());
    }

    private void bindStatusBar() {
        FullText.onHover(descriptionLabel);
        viewModel.progressProperty().addListener((obs, old, now) -> bindProgress(now));
        bindProgress(viewModel.progressProperty().get());
    }

    private void bindProgress(LoadProgress load) {
        if (load == null) {
            descriptionLabel.textProperty().bind(viewModel.messageProperty());
            figuresLabel.textProperty().unbind();
            figuresLabel.setText("");
            progress.visibleProperty().bind(viewModel.connectingProperty());
            cancelButton.visibleProperty().unbind();
            cancelButton.setVisible(false);
            return;
        }
        descriptionLabel
                .textProperty()
                .bind(Bindings.when(viewModel.messageProperty().isEmpty())
                        .then(load.descriptionProperty())
                        .otherwise(viewModel.messageProperty()));
        figuresLabel
                .textProperty()
                .bind(Bindings.createStringBinding(
                        () -> MainWindowViewModel.figures(load),
                        load.rowsProperty(),
                        load.pagesProperty(),
                        load.elapsedProperty(),
                        load.capacityProperty(),
                        load.messageProperty()));
        progress.visibleProperty().bind(load.runningProperty().or(viewModel.connectingProperty()));
        cancelButton.visibleProperty().bind(load.runningProperty());
    }

    @FXML
    private void connect() {
        connectAction.run();
    }

    @FXML
    private void allowWrites() {
        viewModel.allowWrites();
    }

    @FXML
    private void makeReadOnly() {
        viewModel.makeReadOnly();
    }

    @FXML
    private void cancel() {
        viewModel.cancelSelected();
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
        }
    }

    /** Shows a platform by its title, and one read from a file with the file's name. */
    private static final class PlatformCell extends ListCell<PlatformDescriptor> {
        @Override
        protected void updateItem(PlatformDescriptor platform, boolean empty) {
            super.updateItem(platform, empty);
            setText(
                    empty || platform == null
                            ? null
                            : DescriptorLoader.isBundled(platform)
                                    ? platform.title()
                                    : platform.title() + " · "
                                            + java.nio.file.Path.of(platform.source())
                                                    .getFileName());
        }
    }
}
