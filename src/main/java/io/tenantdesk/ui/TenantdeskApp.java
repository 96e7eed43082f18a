package io.tenantdesk.ui;

import io.tenantdesk.LaunchOptions;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.main.MainWindowView;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.startup.SelfCheck;
import io.tenantdesk.ui.startup.StartupMarker;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * The JavaFX application: builds the main window first, then (with {@code --demo}) starts the local demo in
 * the background and connects to it. Closing the window stops the demo.
 */
public final class TenantdeskApp extends Application {

    private static final System.Logger LOG = System.getLogger(TenantdeskApp.class.getName());

    private FxExecutors executors;
    private volatile LocalDemo demo;

    @Override
    public void start(Stage stage) {
        LaunchOptions options = LaunchOptions.parse(getParameters() == null ? List.of() : getParameters().getRaw());
        executors = new FxExecutors(4);
        List<PlatformDescriptor> platforms = new DescriptorLoader().loadBundled();
        MainWindowViewModel viewModel = new MainWindowViewModel(platforms, executors);
        Scene scene = new Scene(new MainWindowView(viewModel).load(), 1100, 720);
        scene.getStylesheets().add(Stylesheets.THEME);
        stage.setScene(scene);
        stage.setTitle("Tenantdesk");
        StartupMarker.install(stage);
        stage.show();
        if (options.selfCheck()) {
            SelfCheck.afterShown(stage, platforms, executors);
        }
        if (options.demo()) {
            startDemo(options, platforms, viewModel);
        }
    }

    private void startDemo(LaunchOptions options, List<PlatformDescriptor> platforms, MainWindowViewModel viewModel) {
        viewModel.connecting("Starting the local demo...");
        CompletableFuture.supplyAsync(() -> LocalDemo.start(DynaliteServer.defaultDirectory(), platforms, options.demoSize(),
                        Instant.now(), message -> {
                            LOG.log(System.Logger.Level.INFO, message);
                            executors.ui().execute(() -> viewModel.connecting(message));
                        }), executors.background())
                .whenCompleteAsync((started, failure) -> {
                    if (failure != null) {
                        Throwable cause = failure instanceof CompletionException ? failure.getCause() : failure;
                        viewModel.connectionFailed("The local demo could not start: " + cause.getMessage());
                        return;
                    }
                    demo = started;
                    System.out.println("Local demo DynamoDB at " + started.endpoint());
                    viewModel.connect(new Connection("Local demo · " + started.endpoint(), started.client(),
                            TableNameMapping.identity(), false));
                }, executors.ui());
    }

    @Override
    public void stop() {
        LocalDemo running = demo;
        if (running != null) {
            running.close();
        }
        if (executors != null) {
            executors.close();
        }
    }
}
