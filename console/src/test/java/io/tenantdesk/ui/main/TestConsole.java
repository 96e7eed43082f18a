package io.tenantdesk.ui.main;

import static org.testfx.util.WaitForAsyncUtils.waitFor;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.testing.fx.FxSettle;
import io.tenantdesk.testing.fx.ThemedStage;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.theme.Appearance;
import io.tenantdesk.ui.theme.TestAppearance;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.testfx.api.FxRobot;

/** A console window as the app shows it, its dialogs real, on demo data in dynalite; built on the FX thread. */
final class TestConsole {

    static final List<PlatformDescriptor> PLATFORMS = new DescriptorLoader().loadBundled();

    final MainWindowViewModel vm;
    final Stage stage;

    private TestConsole(MainWindowViewModel vm, Stage stage) {
        this.vm = vm;
        this.stage = stage;
    }

    static TestConsole show(Stage stage, Path dir, UiExecutors executors, double width, double height) {
        return show(stage, dir, executors, TestAppearance.light(), width, height);
    }

    static TestConsole show(
            Stage stage, Path dir, UiExecutors executors, Appearance appearance, double width, double height) {
        MainWindowViewModel vm = new MainWindowViewModel(
                PLATFORMS,
                executors,
                new FxDialogService(stage),
                new FeatureTabs(false),
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                ZoneId.of("UTC"));
        ThemedStage.show(stage, new MainWindowView(vm, () -> {}, appearance).load(), width, height);
        return new TestConsole(vm, stage);
    }

    static PlatformDescriptor platform(String id) {
        return PLATFORMS.stream().filter(p -> p.id().equals(id)).findFirst().orElseThrow();
    }

    /** Connects read-only to the run's shared demo data, for a test that sends no write. */
    PlatformDescriptor connectToSharedDemo(FxRobot robot, LocalDynamo dynamo, String platformId) {
        SharedDemo demo = dynamo.sharedDemo();
        demo.data(platformId);
        return connect(robot, dynamo, platformId, demo.mapping(), true);
    }

    /**
     * Connects with writes allowed to the run's shared demo data, for a test of what a writable console offers that
     * sends no write (the test client's guard would refuse it).
     */
    PlatformDescriptor connectOfferingWrites(FxRobot robot, LocalDynamo dynamo, String platformId) {
        SharedDemo demo = dynamo.sharedDemo();
        demo.data(platformId);
        return connect(robot, dynamo, platformId, demo.mapping(), false);
    }

    /** Connects, writes allowed, to tables of the test's own holding the demo items of {@code entities}. */
    PlatformDescriptor connectToTablesOfItsOwn(
            FxRobot robot, LocalDynamo dynamo, String platformId, String... entities) {
        TableNameMapping mapping = dynamo.freshMapping();
        if (entities.length == 0) {
            dynamo.loadDemo(platform(platformId), mapping);
        } else {
            dynamo.loadDemo(platform(platformId), mapping, Set.of(entities));
        }
        return connect(robot, dynamo, platformId, mapping, false);
    }

    PlatformDescriptor connect(
            FxRobot robot, LocalDynamo dynamo, String platformId, TableNameMapping mapping, boolean readOnly) {
        PlatformDescriptor platform = platform(platformId);
        Connection connection = new Connection(
                "Local test", dynamo.client(), mapping, readOnly, CallerIdentity.local(dynamo.endpoint()));
        robot.interact(() -> {
            vm.choosePlatform(platform);
            vm.connect(connection);
        });
        return platform;
    }

    Node focusOwner() {
        return stage.getScene().getFocusOwner();
    }

    static void await(Callable<Boolean> condition) throws Exception {
        waitFor(15, TimeUnit.SECONDS, condition);
        FxSettle.settle();
    }
}
