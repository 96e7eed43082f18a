package io.tenantdesk.ui.app;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.host.UserFolders;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteSetup;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.settings.SettingsStore;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.SessionRecovery;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.connection.ConnectionServices;
import io.tenantdesk.ui.connection.MfaDialog;
import io.tenantdesk.ui.entitylist.ListWarmUp;
import io.tenantdesk.ui.itemform.FormWarmUp;
import io.tenantdesk.ui.main.FeatureTabs;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.startup.Pulses;
import io.tenantdesk.ui.startup.StartupMarker;
import io.tenantdesk.ui.theme.Appearance;
import io.tenantdesk.ui.theme.PopupFrames;
import io.tenantdesk.ui.theme.SystemColorScheme;
import io.tenantdesk.ui.theme.ThemePreference;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;
import javafx.application.Application;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The JavaFX application, and where the console's parts are put together: the main window is shown first, then
 * (with {@code --demo}) the local demo starts in the background and the console connects to it. Closing the
 * window stops the demo.
 */
public final class TenantdeskApp extends Application {

    private static final int WORKERS = 6;

    private FxExecutors executors;
    private Appearance appearance;
    private volatile LocalDemo demo;
    private volatile ConsoleWindows windows;

    @Override
    public void start(Stage stage) {
        LaunchOptions options = LaunchOptions.parse(
                getParameters() == null ? List.of() : getParameters().getRaw());
        executors = new FxExecutors(WORKERS);
        Path config = UserFolders.resolve(HostEnvironment.system()).config();
        appearance = new Appearance(
                new ThemePreference(config), SystemColorScheme.ofThisMachine(), executors, Appearance::useTheme);
        appearance.start();
        PopupFrames.install(Window.getWindows(), Platform.isSupported(ConditionalFeature.TRANSPARENT_WINDOW));
        stage.focusedProperty().addListener((obs, was, focused) -> {
            if (focused) {
                appearance.recheckSystem();
            }
        });
        Scene scene = new Scene(StartingView.create());
        stage.setScene(scene);
        new WindowPlacement(new WindowPlaces(config)).restore(stage);
        stage.setTitle("Tenantdesk");
        StartupMarker.install(stage);
        stage.show();
        // The window's first frame gets the machine to itself: nothing else starts until it is laid out.
        Pulses.afterNextLayout(scene, () -> loadDescriptors(stage, options));
    }

    private void loadDescriptors(Stage stage, LaunchOptions options) {
        BackgroundTasks.withoutLogin(executors)
                .run(
                        () -> new DescriptorLoader().loadBundled(),
                        platforms -> buildConsole(stage, options, platforms),
                        failure -> StartingView.failed(
                                stage.getScene(),
                                "The bundled platform descriptors cannot be read: " + failure.getMessage()));
    }

    /** The console itself, built once the window shows, so people see a window at once. */
    private void buildConsole(Stage stage, LaunchOptions options, List<PlatformDescriptor> platforms) {
        SdkProfileView sdk = new SdkProfileView(HostEnvironment.system());
        // the demo's and the self-check's clients are built before any connection checks the AWS files
        sdk.protect();
        HostEnvironment env = sdk.userEnvironment();
        UserFolders folders = UserFolders.resolve(env);
        ConnectionJournals journals =
                new ConnectionJournals(new ChangeJournal(folders.data().resolve("journal.jsonl")));
        ConsoleWindows consoles = new ConsoleWindows(
                executors,
                appearance,
                folders,
                platforms,
                journals,
                new FeatureTabs(options.demo(), folders.config()),
                connectionServices(env, sdk, folders),
                uri -> getHostServices().showDocument(uri.toString()),
                env);
        windows = consoles;
        MainWindowViewModel viewModel = consoles.open(stage);
        StartupMarker.ready(stage);
        // once the console is laid out, an off-screen list, then a form, load what the first real one's frame needs
        Pulses.afterNextLayout(stage.getScene(), () -> {
            new ListWarmUp().run(stage.getScene());
            Pulses.afterNextLayout(stage.getScene(), () -> new FormWarmUp().run(stage.getScene()));
        });
        if (options.selfCheck()) {
            SelfCheck.afterShown(stage, platforms, executors);
        }
        if (options.demo()) {
            startDemo(options, platforms, viewModel, journals, DynaliteSetup.forThisProcess(folders.data()));
        }
    }

    private ConnectionServices connectionServices(HostEnvironment env, SdkProfileView sdk, UserFolders folders) {
        SsoLogin login = SsoLogin.standard(env, sdk, Clock.systemUTC());
        return new ConnectionServices(
                new ProfileCatalog(env),
                new SettingsStore(folders.config()),
                login,
                new SsoTokens(login),
                ServiceEndpoints.standard(),
                sdk,
                uri -> getHostServices().showDocument(uri.toString()),
                new MfaDialog(() -> Window.getWindows().stream()
                        .filter(Window::isFocused)
                        .findFirst()
                        .orElse(null)));
    }

    private void startDemo(
            LaunchOptions options,
            List<PlatformDescriptor> platforms,
            MainWindowViewModel viewModel,
            ConnectionJournals journals,
            DynaliteSetup dynalite) {
        viewModel.connecting("Starting the local demo...");
        Consumer<String> progress = message -> {
            System.getLogger(TenantdeskApp.class.getName()).log(System.Logger.Level.INFO, message);
            executors.ui().execute(() -> viewModel.connecting(message));
        };
        BackgroundTasks.withoutLogin(executors)
                .run(
                        () -> LocalDemo.start(
                                dynalite.ready(progress), platforms, options.demoSize(), Instant.now(), progress),
                        started -> {
                            demo = started;
                            journals.demoStarted(started);
                            System.out.println("Local demo DynamoDB at " + started.endpoint());
                            Connection connection = started.connection();
                            viewModel.connect(connection, SessionRecovery.none(), journals.of(connection));
                        },
                        failure ->
                                viewModel.connectionFailed("The local demo could not start: " + failure.getMessage()));
    }

    @Override
    public void stop() {
        ConsoleWindows open = windows;
        if (open != null) {
            open.closeAll();
        }
        LocalDemo running = demo;
        if (running != null) {
            running.close();
        }
        if (executors != null) {
            executors.close();
        }
    }
}
