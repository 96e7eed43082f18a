package io.tenantdesk.ui.app;

import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.host.FolderWatch;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.host.UserFolders;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.logging.RollingLogFile;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.settings.RecentDescriptors;
import io.tenantdesk.ui.about.HelpMenu;
import io.tenantdesk.ui.approvals.ApprovalsNotice;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.Shortcuts;
import io.tenantdesk.ui.common.Stylesheets;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.connection.ConnectionDialog;
import io.tenantdesk.ui.connection.ConnectionDialogViewModel;
import io.tenantdesk.ui.connection.ConnectionServices;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.infer.DraftFromTables;
import io.tenantdesk.ui.main.ConnectedWarmUp;
import io.tenantdesk.ui.main.MainWindowView;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.main.NavNode;
import io.tenantdesk.ui.main.TabFactory;
import io.tenantdesk.ui.platforms.PlatformLibrary;
import io.tenantdesk.ui.platforms.PlatformMenu;
import io.tenantdesk.ui.query.QueryMenu;
import io.tenantdesk.ui.theme.Appearance;
import java.io.IOException;
import java.net.URI;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The console's windows: each with its own platform, connection and tabs (production read-only beside staging
 * writable), labelled in its title and header. They share the journals (the user's, and the local demo's for a
 * connection to it), the descriptors folder's watch and the way connections are made. Settings › New window opens
 * another.
 */
public final class ConsoleWindows {

    private final UiExecutors executors;
    private final Appearance appearance;
    private final UserFolders folders;
    private final List<PlatformDescriptor> bundled;
    private final ConnectionJournals journals;
    private final TabFactory tabs;
    private final ConnectionServices connections;
    private final Consumer<URI> browse;
    private final boolean systemMenuBar;
    private final List<MainWindowViewModel> open = new CopyOnWriteArrayList<>();
    private final List<PlatformLibrary> libraries = new CopyOnWriteArrayList<>();
    private final FolderWatch watch;
    private final ConnectedWarmUp warmUp;
    private final WindowPlacement placement;

    /**
     * @param journals the user's change journal, and the local demo's, shared by every window
     * @param tabs    makes each window's tabs
     * @param browse  opens a web page or a folder on the desktop
     * @param host    the system the console runs on: on macOS the menus go to the system's menu bar
     */
    public ConsoleWindows(
            UiExecutors executors,
            Appearance appearance,
            UserFolders folders,
            List<PlatformDescriptor> bundled,
            ConnectionJournals journals,
            TabFactory tabs,
            ConnectionServices connections,
            Consumer<URI> browse,
            HostEnvironment host) {
        this.executors = executors;
        this.appearance = appearance;
        this.folders = folders;
        this.bundled = List.copyOf(bundled);
        this.journals = journals;
        this.tabs = tabs;
        this.connections = connections;
        this.browse = browse;
        this.systemMenuBar = host.isMac();
        this.watch = folderWatch();
        this.warmUp = new ConnectedWarmUp(tabs);
        this.placement = new WindowPlacement(new WindowPlaces(folders.config()));
    }

    /** The windows open now, first opened first. */
    public List<MainWindowViewModel> windows() {
        return List.copyOf(open);
    }

    /** Builds a console into {@code stage}, whose scene already shows; its connection closes with the window. */
    public MainWindowViewModel open(Stage stage) {
        FxDialogService dialogs = new FxDialogService(stage, browse);
        MainWindowViewModel viewModel = new MainWindowViewModel(
                bundled, executors, dialogs, tabs, journals.user(), Clock.systemDefaultZone(), ZoneId.systemDefault());
        open.add(viewModel);
        stage.titleProperty().bind(viewModel.titleProperty());
        warmUp.follow(stage.getScene(), viewModel.contextProperty());
        stage.setOnCloseRequest(e -> {
            if (!viewModel.confirmDiscardAll()) {
                e.consume();
            }
        });
        MainWindowView view = new MainWindowView(
                viewModel,
                () -> new ConnectionDialog(connectionDialog(viewModel), connections, executors)
                        .showAndWait(stage)
                        .ifPresent(made -> connected(viewModel, made)),
                appearance,
                systemMenuBar);
        stage.getScene().getStylesheets().add(Stylesheets.THEME);
        stage.getScene().setRoot(view.load());
        view.helpItems(new HelpMenu(folders.logs().resolve(RollingLogFile.FILE_NAME), browse, stage).items());
        PlatformLibrary library = platformLibrary(viewModel);
        stage.setOnHidden(e -> {
            open.remove(viewModel);
            libraries.remove(library);
            viewModel.windowClosed();
        });
        List<MenuItem> descriptorItems = new ArrayList<>(
                new PlatformMenu(library, stage, browse, PlatformMenu.fileChooser(library.folder())).items());
        descriptorItems.add(
                3,
                new DraftFromTables(
                                viewModel.connectionProperty(),
                                viewModel.platformProperty(),
                                BackgroundTasks.withoutLogin(executors),
                                dialogs,
                                library.folder(),
                                bundled.stream().map(PlatformDescriptor::id).collect(Collectors.toSet()),
                                library::open,
                                new ValueText(Clock.systemDefaultZone(), ZoneId.systemDefault()))
                        .menuItem(stage));
        view.platformItems(descriptorItems);
        MenuItem newWindow = new MenuItem("New window");
        newWindow.setId("newWindow");
        newWindow.setAccelerator(Shortcuts.NEW_WINDOW);
        newWindow.setOnAction(e -> openNew(stage));
        MenuItem approvals = new MenuItem("Approvals");
        approvals.setId("approvalsItem");
        approvals.setOnAction(e -> viewModel.open(new NavNode("Approvals", NavNode.Kind.APPROVALS, null, List.of())));
        view.windowItems(List.of(newWindow, approvals));
        QueryMenu queries = new QueryMenu(viewModel.contextProperty(), viewModel.workspace(), folders.config());
        view.queryItems(queries.newQuery(), queries::saved);
        library.reload();
        return viewModel;
    }

    /** Another console window beside {@code from}, not connected yet. */
    public MainWindowViewModel openNew(Stage from) {
        Stage stage = new Stage();
        stage.setScene(new Scene(new StackPane()));
        placement.besides(stage, from);
        MainWindowViewModel viewModel = open(stage);
        stage.show();
        return viewModel;
    }

    /** Closes every window's connection and stops watching the descriptors folder. */
    public void closeAll() {
        open.forEach(MainWindowViewModel::closeConnection);
        if (watch != null) {
            watch.close();
        }
    }

    /**
     * The connection dialog's model; its local endpoint is the one this window is on, else one another window is on
     * (a new window beside the local demo's), else left for the user to type.
     */
    private ConnectionDialogViewModel connectionDialog(MainWindowViewModel viewModel) {
        ConnectionDialogViewModel dialog = new ConnectionDialogViewModel(connections, executors, Clock.systemUTC());
        Stream.concat(Stream.of(viewModel), open.stream())
                .map(window -> window.connectionProperty().get())
                .filter(connection ->
                        connection != null && connection.identity().local())
                .map(Connection::endpoint)
                .flatMap(Optional::stream)
                .findFirst()
                .ifPresent(endpoint -> dialog.localEndpointProperty().set(endpoint.toString()));
        return dialog;
    }

    /**
     * Uses a new connection, recording its writes in its shared audit table as well as the local journal (the demo's
     * when it reaches the demo) when it names one, then says plainly which of the platform's tables it lacks, if any,
     * and what the team's approval policy requires there.
     */
    private void connected(MainWindowViewModel viewModel, ConnectionDialog.Connected made) {
        Connection connection = made.connection();
        ChangeJournal journal = journals.of(connection);
        ChangeRecord record = made.auditTable()
                .<ChangeRecord>map(table -> SharedRecord.on(connection, table, journal))
                .orElse(journal);
        if (!viewModel.connect(connection, made.recovery(), record)) {
            return;
        }
        PlatformDescriptor platform = viewModel.platformProperty().get();
        BackgroundTasks.withoutLogin(executors)
                .run(
                        () -> connection.checkTables(platform.tables().keySet()),
                        check -> {
                            if (!check.allPresent()) {
                                viewModel.connectionFailed(check.message());
                            }
                        },
                        failure -> {});
        BackgroundTasks.withoutLogin(executors)
                .run(
                        () -> ApprovalsNotice.at(record, connection, platform.id()),
                        notice -> notice.ifPresent(viewModel::notice),
                        failure -> viewModel.notice("The approval policy cannot be read: " + failure.getMessage()));
    }

    /** The bundled platforms, the user's platforms folder and opened descriptors, watched for changes on disk. */
    private PlatformLibrary platformLibrary(MainWindowViewModel viewModel) {
        PlatformLibrary library = new PlatformLibrary(
                bundled,
                folders.config().resolve("platforms"),
                new RecentDescriptors(folders.config()),
                new DescriptorLoader(),
                BackgroundTasks.withoutLogin(executors),
                new PlatformLibrary.Console() {
                    @Override
                    public void offer(List<PlatformDescriptor> platforms) {
                        viewModel.offerPlatforms(platforms);
                    }

                    @Override
                    public void choose(PlatformDescriptor platform) {
                        viewModel.choosePlatform(platform);
                    }

                    @Override
                    public void notice(String text) {
                        viewModel.notice(text);
                    }
                },
                folder -> {
                    if (watch != null) {
                        watch.watch(folder);
                    }
                });
        libraries.add(library);
        return library;
    }

    private FolderWatch folderWatch() {
        try {
            return new FolderWatch(path -> libraries.forEach(l -> l.fileChanged(path)));
        } catch (IOException e) {
            System.getLogger(ConsoleWindows.class.getName())
                    .log(
                            System.Logger.Level.WARNING,
                            "Descriptor files are not watched for changes (use Descriptors › Reload descriptors): {0}",
                            e.getMessage());
            return null;
        }
    }
}
