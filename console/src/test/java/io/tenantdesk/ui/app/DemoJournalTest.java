package io.tenantdesk.ui.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.testfx.util.WaitForAsyncUtils.waitFor;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.DynaliteServer;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.main.MainWindowViewModel;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.TextField;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;

/**
 * The demo's writes stay in the demo's journal whichever way the console reaches it: a connection made in the
 * Connect dialog to the running demo's endpoint records there too, and any other local endpoint in the user's.
 */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class DemoJournalTest {

    private static final PlatformDescriptor WALLCRAWLER = Platforms.get("wallcrawler");

    @TempDir
    static Path home;

    private static LocalDemo demo;

    private final FxExecutors executors = new FxExecutors(2);
    private ConsoleWindows windows;

    @BeforeAll
    static void startDemo() {
        demo = LocalDemo.start(
                DynaliteServer.defaultDirectory(), List.of(WALLCRAWLER), DemoSize.SMALL, Instant.now(), message -> {});
    }

    @AfterAll
    static void stopDemo() {
        demo.close();
    }

    @Start
    void start(Stage stage) {
        ConnectionJournals journals = new ConnectionJournals(new ChangeJournal(userJournal()));
        journals.demoStarted(demo);
        windows = HomeConsoles.consoles(HomeConsoles.linuxHome(home), executors, List.of(WALLCRAWLER), journals, true);
        stage.setScene(new Scene(new StackPane(), 1024, 700));
        windows.open(stage);
        stage.show();
    }

    @AfterEach
    void stop() {
        windows.closeAll();
        executors.close();
    }

    private static Path userJournal() {
        return home.resolve("journal.jsonl");
    }

    @Test
    void aConnectionMadeInTheDialogToTheDemosEndpointRecordsItsWritesInTheDemosJournal(FxRobot robot, LocalDynamo other)
            throws Exception {
        MainWindowViewModel window = windows.windows().get(0);

        connect(robot, window, URI.create("http://localhost:" + demo.endpoint().getPort() + "/"));
        ConsoleContext onDemo = window.contextProperty().get();
        rename(onDemo.store());

        assertThat(onDemo.journal().location()).isEqualTo(demo.journalFile().toString());
        assertThat(new ChangeJournal(demo.journalFile()).entries()).hasSize(1);
        assertThat(userJournal()).doesNotExist();

        connect(robot, window, other.endpoint());

        assertThat(window.contextProperty().get().journal().location())
                .isEqualTo(userJournal().toString());
    }

    private static void connect(FxRobot robot, MainWindowViewModel window, URI endpoint) throws Exception {
        Connection before = window.connectionProperty().get();
        robot.clickOn("#connectButton");
        robot.clickOn("#localChoice");
        robot.interact(
                () -> robot.lookup("#localEndpoint").queryAs(TextField.class).setText(endpoint.toString()));
        robot.clickOn("Connect");
        waitFor(
                60,
                TimeUnit.SECONDS,
                () -> window.connectionProperty().get() != before
                        && window.contextProperty().get() != null);
        // the window goes on using the connection on the FX thread (it checks the tables in the background)
        FxSettle.settle();
        assertThat(window.connectionProperty().get().endpoint()).contains(endpoint);
    }

    /** Renames a project through the window's store, as the form would. */
    private static void rename(EntityStore store) {
        EntityDef project = WALLCRAWLER.entity("Project").orElseThrow();
        List<EntityRow> rows = new ArrayList<>();
        store.list(project, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
        EntityRow row = rows.stream().filter(EntityRow::valid).findFirst().orElseThrow();
        Map<String, Value> fields = new LinkedHashMap<>(ChangePlanner.fieldsOf(project, row));
        fields.put("name", Value.str("Renamed through Connect"));
        store.apply(store.planUpdate(row, fields), "trying the demo");
    }
}
