package io.tenantdesk.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.testing.SharesTheFxThread;
import io.tenantdesk.testing.fx.FxStageExtension;
import io.tenantdesk.testing.fx.ThemedStage;
import io.tenantdesk.ui.ConsoleFixture;
import io.tenantdesk.ui.concurrent.FxExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.theme.TestAppearance;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The warm-up once a window is connected, against dynalite through a proxy that counts what is sent. */
@ExtendWith({FxStageExtension.class, DynaliteExtension.class})
@SharesTheFxThread
class ConnectedWarmUpTest {

    private final FxExecutors executors = new FxExecutors(2);
    private final StackPane windowRoot = new StackPane();
    private Stage stage;
    private FaultProxy proxy;
    private DynamoDbClient client;
    private ConsoleContext context;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        TestAppearance.light();
        ThemedStage.show(stage, windowRoot, 1000, 700);
    }

    @BeforeEach
    void connect(LocalDynamo dynamo, @TempDir Path dir) {
        proxy = FaultProxy.start(dynamo.endpoint());
        client = DynamoClients.local(proxy.endpoint(), List.of(dynamo.writeGuard()));
        context = ConsoleFixture.onSharedDemo(dynamo, "app_data", dir, client, executors).context;
    }

    @AfterEach
    void close() {
        client.close();
        proxy.close();
        executors.close();
    }

    private ConnectedWarmUp.LaidOut warmUp(FxRobot robot, boolean current) throws Exception {
        CompletableFuture<CompletableFuture<ConnectedWarmUp.LaidOut>> started = new CompletableFuture<>();
        robot.interact(() -> started.complete(
                new ConnectedWarmUp(new FeatureTabs(false)).run(stage.getScene(), () -> current, context)));
        return started.get(10, TimeUnit.SECONDS).get(10, TimeUnit.SECONDS);
    }

    @Test
    void laysOutAListOfSampleRowsAndTwoFormsHiddenInTheWindowWithoutSendingARequest(FxRobot robot) throws Exception {
        Parent shown = stage.getScene().getRoot();
        List<Node> added = new ArrayList<>();
        robot.interact(() -> windowRoot.getChildren().addListener((ListChangeListener<Node>) change -> {
            while (change.next()) {
                added.addAll(change.getAddedSubList());
            }
        }));

        ConnectedWarmUp.LaidOut laidOut = warmUp(robot, true);

        assertThat(laidOut.views()).as("views laid out").isEqualTo(3);
        assertThat(laidOut.rowCells()).as("row cells showing a sample item").isBetween(1, SampleRows.ROWS);

        assertThat(proxy.receivedAll()).as("requests sent").isZero();
        assertThat(stage.getScene().getRoot()).isSameAs(shown);
        assertThat(windowRoot.getChildren()).as("taken out again").isEmpty();
        assertThat(added)
                .as("the list's and the two forms' views, in the window's own scene")
                .hasSize(3);
        assertThat(added).allSatisfy(view -> {
            assertThat(view.isVisible()).isFalse();
            assertThat(view.isManaged()).as("left out of the window's layout").isFalse();
        });
    }

    @Test
    void laysOutInASceneOfItsOwnWhenTheWindowsRootTakesNoChildren(FxRobot robot) throws Exception {
        Label root = new Label("a window whose root is a control");
        robot.interact(() -> stage.getScene().setRoot(root));
        try {
            ConnectedWarmUp.LaidOut laidOut = warmUp(robot, true);

            assertThat(laidOut.views()).as("views laid out").isEqualTo(3);
            assertThat(laidOut.rowCells()).as("row cells showing a sample item").isBetween(1, SampleRows.ROWS);
            assertThat(proxy.receivedAll()).as("requests sent").isZero();
            assertThat(stage.getScene().getRoot()).isSameAs(root);
            assertThat(root.lookupAll(".table-view"))
                    .as("tables left in the window")
                    .isEmpty();
        } finally {
            robot.interact(() -> stage.getScene().setRoot(windowRoot));
        }
    }

    @Test
    void buildsNothingForAContextThatWasReplaced(FxRobot robot) throws Exception {
        assertThat(warmUp(robot, false)).isEqualTo(new ConnectedWarmUp.LaidOut(0, 0));
        assertThat(proxy.receivedAll()).isZero();
    }
}
