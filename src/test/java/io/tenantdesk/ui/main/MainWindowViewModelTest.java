package io.tenantdesk.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MainWindowViewModelTest {

    private final List<PlatformDescriptor> platforms = new DescriptorLoader().loadBundled();
    private Connection connection;
    private final Map<String, DemoDataset> loaded = new java.util.HashMap<>();

    @BeforeAll
    void loadDemo(LocalDynamo dynamo) {
        TableNameMapping mapping = dynamo.mapping();
        for (PlatformDescriptor p : platforms) {
            loaded.put(p.id(), dynamo.loadDemo(p, mapping));
        }
        connection = new Connection("test", dynamo.client(), mapping, false);
    }

    private static Map<String, Long> shown(MainWindowViewModel vm) {
        return vm.entityCounts().stream().collect(Collectors.toMap(EntityCountRow::entity, EntityCountRow::items));
    }

    @Test
    void countsEveryEntityOfTheChosenPlatformOnceConnected() {
        MainWindowViewModel vm = new MainWindowViewModel(platforms, UiExecutors.direct());
        assertThat(vm.entityCounts()).allSatisfy(r -> assertThat(r.items()).as("unknown before connecting").isEqualTo(-1));

        vm.connect(connection);

        PlatformDescriptor first = platforms.get(0);
        Map<String, Long> expected = loaded.get(first.id()).recognisedCounts().entrySet().stream()
                .collect(Collectors.toMap(Map.Entry::getKey, e -> (long) e.getValue()));
        assertThat(shown(vm)).isEqualTo(expected);
        assertThat(vm.busyProperty().get()).isFalse();
        assertThat(vm.statusProperty().get()).contains("not recognised by any entity");
    }

    @Test
    void choosingAnotherPlatformCountsItsEntities() {
        MainWindowViewModel vm = new MainWindowViewModel(platforms, UiExecutors.direct());
        vm.connect(connection);
        PlatformDescriptor wallcrawler = platforms.stream().filter(p -> p.id().equals("wallcrawler")).findFirst().orElseThrow();

        vm.selectedPlatformProperty().set(wallcrawler);

        assertThat(shown(vm).keySet()).containsExactlyInAnyOrder("Project", "Session", "ApiKey", "Context");
        assertThat(shown(vm).get("Session")).isEqualTo((long) loaded.get("wallcrawler").recognisedCounts().get("Session"));
    }

    @Test
    void aCountThatWasReplacedNeverPaintsOverTheNewerOne() {
        List<Runnable> held = new ArrayList<>();
        Executor direct = Runnable::run;
        UiExecutors heldUi = new UiExecutors() {
            @Override
            public Executor background() {
                return direct;
            }

            @Override
            public Executor ui() {
                return held::add;
            }
        };
        MainWindowViewModel vm = new MainWindowViewModel(platforms, heldUi);
        vm.connect(connection);
        PlatformDescriptor second = platforms.get(1);
        vm.selectedPlatformProperty().set(second);

        held.forEach(Runnable::run);

        assertThat(shown(vm).keySet()).containsExactlyInAnyOrderElementsOf(
                second.entities().stream().map(e -> e.name()).toList());
        assertThat(shown(vm).values()).allSatisfy(n -> assertThat(n).isNotNegative());
    }

    @Test
    void aFailedConnectionSaysWhy() {
        MainWindowViewModel vm = new MainWindowViewModel(platforms, UiExecutors.direct());
        vm.connecting("Starting the local demo...");
        assertThat(vm.busyProperty().get()).isTrue();

        vm.connectionFailed("The local demo could not start: node not found");

        assertThat(vm.busyProperty().get()).isFalse();
        assertThat(vm.connectionLabelProperty().get()).isEqualTo("Not connected");
        assertThat(vm.statusProperty().get()).isEqualTo("The local demo could not start: node not found");
    }
}
