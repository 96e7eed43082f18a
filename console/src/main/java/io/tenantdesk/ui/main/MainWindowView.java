package io.tenantdesk.ui.main;

import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.ui.common.FullText;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.common.Views;
import io.tenantdesk.ui.theme.Appearance;
import io.tenantdesk.ui.theme.ThemeMenu;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** Binds {@link MainWindowViewModel} to {@code fxml/main/MainWindow.fxml}: header, navigation, tabs, status bar. */
public final class MainWindowView {

    private final MainWindowViewModel viewModel;
    private final Runnable connectAction;
    private final Appearance appearance;
    private final boolean systemMenuBar;
    private WindowTabs windowTabs;
    private WindowMenus menus;

    @FXML
    private VBox header;

    @FXML
    private HBox headerTop;

    @FXML
    private HBox headerBottom;

    @FXML
    private HBox connectionGroup;

    @FXML
    private ComboBox<PlatformDescriptor> platformChoice;

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
    private VBox emptyHint;

    @FXML
    private Label emptyHintText;

    @FXML
    private Button hintConnectButton;

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
        this(viewModel, connectAction, appearance, false);
    }

    /** @param systemMenuBar the menus go to the system's menu bar (macOS) rather than the header */
    public MainWindowView(
            MainWindowViewModel viewModel, Runnable connectAction, Appearance appearance, boolean systemMenuBar) {
        this.viewModel = viewModel;
        this.connectAction = connectAction;
        this.appearance = appearance;
        this.systemMenuBar = systemMenuBar;
    }

    public Parent load() {
        Parent root = Views.load("/fxml/main/MainWindow.fxml", this);
        new WindowKeys(viewModel, windowTabs, header, navigation, tenantField).install(root);
        return root;
    }

    @FXML
    private void initialize() {
        bindHeader();
        new NavigationTree(viewModel, navigation, tenantField).bind();
        windowTabs = new WindowTabs(viewModel, tabs);
        windowTabs.bind();
        bindStatusBar();
        bindEmptyHint();
    }

    /** What the empty tab area says: how to connect, or where the views open from. */
    private void bindEmptyHint() {
        var connected = viewModel.connectionProperty().isNotNull();
        show(
                emptyHint,
                Bindings.isEmpty(viewModel.tabs())
                        .and(viewModel.connectingProperty().not()));
        show(hintConnectButton, connected.not());
        emptyHintText
                .textProperty()
                .bind(Bindings.when(connected)
                        .then(Shortcuts.named(
                                "No tab is open. Choose a list in the navigation, or go to a tenant by its id",
                                Shortcuts.GO_TO_TENANT))
                        .otherwise("Not connected. Connect… opens an AWS profile, or a local DynamoDB such as the"
                                + " demo's; the platform's lists, items and change journal then open here."));
    }

    private void bindHeader() {
        new PlatformChoice(viewModel, platformChoice).bind();
        connectionLabel
                .textProperty()
                .bind(Bindings.when(viewModel.connectingProperty())
                        .then(viewModel.messageProperty())
                        .otherwise(viewModel.connectionLabelProperty()));
        identityLabel.textProperty().bind(viewModel.identityProperty());
        FullText.onHover(connectionLabel);
        FullText.onHover(identityLabel);
        HeaderLayout.install(
                headerTop,
                headerBottom,
                List.of(connectionGroup, platformsButton),
                connectionLabel.textProperty(),
                identityLabel.textProperty(),
                platformsButton.managedProperty(),
                helpButton.managedProperty());
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
        if (systemMenuBar) {
            MenuBar bar = new MenuBar();
            bar.setId("menuBar");
            header.getChildren().add(0, bar);
            menus = WindowMenus.inMenuBar(bar, platformsButton, settingsButton, helpButton);
        } else {
            menus = WindowMenus.inHeader(platformsButton, settingsButton, helpButton);
        }
        menus.settingsItems(List.of(ThemeMenu.create(appearance)));
    }

    /** Fills the Help menu (shown once it has items); call after {@link #load()}. */
    public void helpItems(List<MenuItem> items) {
        menus.helpItems(items);
    }

    /** Adds the window commands (New window) to the Settings menu; call after {@link #load()}. */
    public void windowItems(List<MenuItem> items) {
        menus.addWindowItems(items);
    }

    /** Fills the Descriptors menu (shown once it has items); call after {@link #load()}. */
    public void platformItems(List<MenuItem> items) {
        menus.descriptorItems(items);
    }

    /**
     * Ends the Descriptors menu with the platform's queries: {@code first} (whose shortcut works whenever the window
     * has focus), then {@code more}, made again each time the menu opens; call after {@link #platformItems}.
     */
    public void queryItems(MenuItem first, Supplier<List<MenuItem>> more) {
        menus.queryItems(first, more);
    }

    private static void show(javafx.scene.Node node, javafx.beans.value.ObservableBooleanValue when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
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
}
