package io.tenantdesk.ui.main;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.ClosingClient;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.ScriptedDialogs;
import io.tenantdesk.ui.common.SessionRecovery;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.main.NamedTabs.NamedTab;
import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

@ExtendWith(DynaliteExtension.class)
class MainWindowViewModelTest {

    private final List<PlatformDescriptor> platforms = new DescriptorLoader().loadBundled();
    private final ScriptedDialogs dialogs = new ScriptedDialogs();
    private MainWindowViewModel vm;
    private Connection connection;
    private final NamedTabs tabs = new NamedTabs(dialogs);
    private final List<NamedTab> made = tabs.made();

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        vm = new MainWindowViewModel(
                platforms,
                UiExecutors.direct(),
                dialogs,
                tabs,
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                ZoneId.of("UTC"));
        connection = new Connection(
                "prod-support",
                dynamo.client(),
                dynamo.mapping(),
                true,
                new CallerIdentity(
                        "123456789012", "arn:aws:sts::123456789012:assumed-role/Support/ada", "AROA:ada", false));
    }

    private List<String> titles() {
        return vm.tabs().stream().map(t -> t.titleProperty().get()).toList();
    }

    @Test
    void navigationFollowsTheRolesOfThePlatform() {
        PlatformDescriptor helpmaton = platforms.stream()
                .filter(p -> p.id().equals("helpmaton"))
                .findFirst()
                .orElseThrow();

        vm.choosePlatform(helpmaton);

        assertThat(vm.navigation())
                .extracting(NavNode::label)
                .containsExactly(
                        "Overview",
                        "Tenants",
                        "Users",
                        "Licenses",
                        "Sessions",
                        "Credit balances",
                        "All entities",
                        "Unclassified items",
                        "Change journal",
                        "Approvals");
        NavNode credit = vm.navigation().get(5);
        assertThat(credit.kind()).isEqualTo(NavNode.Kind.SECTION);
        assertThat(credit.children()).extracting(NavNode::label).containsExactly("Balances", "Credit reservations");
        assertThat(vm.navigation().get(6).children())
                .hasSize(helpmaton.entities().size());
    }

    @Test
    void connectingShowsWhoAndReadOnlyAndOpensTheOverview() {
        vm.connect(connection);

        assertThat(vm.connectionLabelProperty().get()).isEqualTo("prod-support · us-east-1");
        assertThat(vm.identityProperty().get()).contains("assumed-role/Support/ada");
        assertThat(vm.readOnlyProperty().get()).isTrue();
        assertThat(titles()).containsExactly("overview");
        assertThat(vm.contextProperty().get().readOnly()).isTrue();
    }

    @Test
    void theSameThingIsNeverOpenedTwice() {
        vm.connect(connection);
        NavNode users = vm.navigation().stream()
                .filter(n -> n.label().equals("Users"))
                .findFirst()
                .orElseThrow();

        vm.open(users);
        vm.open(users);
        vm.workspace().openTenant("acme");
        vm.workspace().openTenant("acme");

        assertThat(titles()).containsExactly("overview", "list User All[]", "tenant acme");
        assertThat(vm.selectedTabProperty().get().titleProperty().get()).isEqualTo("tenant acme");
        List<NamedTab> duplicates =
                made.stream().filter(tab -> !vm.tabs().contains(tab)).toList();
        assertThat(duplicates)
                .hasSize(2)
                .allSatisfy(tab -> assertThat(tab.starts).isZero());
        assertThat(vm.tabs())
                .allSatisfy(tab -> assertThat(((NamedTab) tab).starts).isOne());
    }

    @Test
    void aTabsReadHasStartedWhenTheWindowGetsTheTabToBuildItsView() {
        vm.connect(connection);
        List<Integer> startsWhenAdded = new ArrayList<>();
        vm.tabs().addListener((javafx.collections.ListChangeListener<TabContent>) c -> {
            while (c.next()) {
                c.getAddedSubList().forEach(tab -> startsWhenAdded.add(((NamedTab) tab).starts));
            }
        });

        vm.workspace().openTenant("acme");

        assertThat(startsWhenAdded).containsExactly(1);
    }

    @Test
    void allowingWritesAsksLoudlyAndKeepsTheOpenTabs() {
        vm.connect(connection);
        vm.workspace().openTenant("acme");
        List<TabContent> open = List.copyOf(vm.tabs());
        ConsoleContext context = vm.contextProperty().get();
        dialogs.answer(false);
        vm.allowWrites();
        assertThat(vm.readOnlyProperty().get()).isTrue();
        assertThat(context.store().readOnly()).isTrue();

        dialogs.answer(true);
        vm.allowWrites();

        assertThat(vm.readOnlyProperty().get()).isFalse();
        assertThat(vm.contextProperty().get()).isSameAs(context);
        assertThat(context.readOnly()).isFalse();
        assertThat(context.access().readOnlyProperty().get()).isFalse();
        assertThat(context.store().readOnly())
                .as("the store itself takes writes now")
                .isFalse();
        assertThat(vm.tabs()).containsExactlyElementsOf(open);
        assertThat(made).allSatisfy(tab -> assertThat(tab.disposed).isFalse());
        assertThat(dialogs.asked).containsExactly("confirm: Allow writes", "confirm: Allow writes");
        assertThat(vm.titleProperty().get())
                .startsWith("Tenantdesk — ")
                .endsWith(" · WRITABLE")
                .contains(
                        vm.platformProperty().get().title(),
                        vm.connectionProperty().get().label());

        vm.makeReadOnly();

        assertThat(context.readOnly()).isTrue();
        assertThat(context.store().readOnly())
                .as("the store refuses again, whatever a view shows")
                .isTrue();
        assertThat(vm.connectionProperty().get().readOnly()).isTrue();
        assertThat(vm.tabs()).containsExactlyElementsOf(open);
        assertThat(vm.titleProperty().get()).endsWith(" · READ-ONLY");
    }

    @Test
    void aConnectionWithAJournalOfItsOwnRecordsThereAndTheNextOneInTheUsers(LocalDynamo dynamo, @TempDir Path demoDir) {
        ChangeRecord users = vm.contextProperty().get() == null
                ? null
                : vm.contextProperty().get().journal();
        ChangeJournal demo = new ChangeJournal(demoDir.resolve("journal.jsonl"));

        vm.connect(
                new Connection("Local demo", dynamo.client(), dynamo.mapping(), false), SessionRecovery.none(), demo);
        assertThat(vm.contextProperty().get().journal()).isSameAs(demo);
        vm.choosePlatform(platforms.get(1));
        assertThat(vm.contextProperty().get().journal())
                .as("the same connection keeps its journal")
                .isSameAs(demo);

        vm.connect(connection);

        assertThat(users).isNull();
        assertThat(vm.contextProperty().get().journal()).isNotSameAs(demo);
        assertThat(vm.contextProperty().get().journal().location()).isNotEqualTo(demo.location());
    }

    @Test
    void aCancelledPlatformSwitchClosesNoTab() {
        vm.connect(connection);
        vm.workspace().openTenant("acme");
        vm.workspace().openTenant("globex");
        NamedTab first = (NamedTab) vm.tabs().get(1);
        NamedTab second = (NamedTab) vm.tabs().get(2);
        first.dirty.set(true);
        second.dirty.set(true);
        dialogs.answer(true).answer(false);

        assertThat(vm.choosePlatform(platforms.get(1))).isFalse();

        assertThat(vm.tabs()).containsExactly(made.get(0), first, second);
        assertThat(made).allSatisfy(tab -> assertThat(tab.disposed).isFalse());
        assertThat(vm.platformProperty().get()).isEqualTo(platforms.get(0));
        assertThat(vm.selectedTabProperty().get())
                .as("the tab the user kept is shown")
                .isSameAs(second);
    }

    @Test
    void closingTheWindowAsksAboutEveryTabWithEdits() {
        vm.connect(connection);
        vm.workspace().openTenant("acme");
        vm.workspace().openTenant("globex");
        ((NamedTab) vm.tabs().get(2)).dirty.set(true);

        dialogs.answer(false);
        assertThat(vm.confirmDiscardAll()).isFalse();
        dialogs.answer(true);
        assertThat(vm.confirmDiscardAll()).isTrue();

        assertThat(dialogs.asked).containsExactly("confirm: Unsaved changes", "confirm: Unsaved changes");
        ((NamedTab) vm.tabs().get(2)).dirty.set(false);
        assertThat(vm.confirmDiscardAll()).as("nothing to lose: no question").isTrue();
        assertThat(dialogs.asked).hasSize(2);
    }

    @Test
    void aClosedWindowDisposesEveryTabAndClosesItsConnection(LocalDynamo dynamo) {
        ClosingClient client = new ClosingClient(dynamo.client());
        vm.connect(Connection.owning("closing", client.client(), dynamo.mapping(), false, CallerIdentity.unverified()));
        vm.workspace().openTenant("acme");
        ((NamedTab) vm.tabs().get(1)).dirty.set(true);

        vm.windowClosed();

        assertThat(made).hasSize(2).allSatisfy(tab -> assertThat(tab.disposed).isTrue());
        assertThat(vm.tabs()).isEmpty();
        assertThat(dialogs.asked).as("the window's close request asked already").isEmpty();
        assertThat(client.closes()).isOne();
    }

    @Test
    void aReplacedConnectionIsClosedButAViewOfItIsNot(LocalDynamo dynamo) {
        ClosingClient first = new ClosingClient(dynamo.client());
        ClosingClient second = new ClosingClient(dynamo.client());
        Connection owned =
                Connection.owning("first", first.client(), dynamo.mapping(), true, CallerIdentity.unverified());
        vm.connect(owned);

        dialogs.answer(true);
        vm.allowWrites();
        vm.makeReadOnly();

        assertThat(first.closes())
                .as("a read-only or writable view is the same connection")
                .isZero();
        assertThat(vm.connectionProperty().get().sharesClientWith(owned)).isTrue();

        vm.connect(Connection.owning("second", second.client(), dynamo.mapping(), false, CallerIdentity.unverified()));

        assertThat(first.closes()).as("the replaced connection's client").isOne();
        assertThat(second.closes()).isZero();
        vm.closeConnection();
        assertThat(second.closes()).isOne();
    }

    @Test
    void aConnectionRefusedBecauseATabIsKeptIsClosed(LocalDynamo dynamo) {
        ClosingClient kept = new ClosingClient(dynamo.client());
        ClosingClient refused = new ClosingClient(dynamo.client());
        vm.connect(Connection.owning("kept", kept.client(), dynamo.mapping(), false, CallerIdentity.unverified()));
        vm.workspace().openTenant("acme");
        ((NamedTab) vm.tabs().get(1)).dirty.set(true);
        dialogs.answer(false);

        assertThat(vm.connect(Connection.owning(
                        "refused", refused.client(), dynamo.mapping(), false, CallerIdentity.unverified())))
                .isFalse();

        assertThat(refused.closes()).isOne();
        assertThat(kept.closes()).isZero();
        assertThat(vm.connectionProperty().get().label()).isEqualTo("kept");
    }

    @Test
    void aTabWithUnsavedEditsIsNotClosedWithoutAsking() {
        vm.connect(connection);
        vm.workspace().openTenant("acme");
        NamedTab edited = (NamedTab) vm.tabs().get(1);
        edited.dirty.set(true);
        PlatformDescriptor other = platforms.get(1);

        dialogs.answer(false);
        assertThat(vm.choosePlatform(other)).isFalse();
        assertThat(vm.platformProperty().get()).isNotEqualTo(other);
        assertThat(vm.tabs()).contains(edited);

        dialogs.answer(true);
        assertThat(vm.choosePlatform(other)).isTrue();
        assertThat(edited.disposed).isTrue();
        assertThat(titles()).containsExactly("overview");
        assertThat(vm.contextProperty().get().store().platform()).isEqualTo(other);
    }

    @Test
    void nothingOpensBeforeConnecting() {
        vm.open(vm.navigation().get(1));

        assertThat(vm.tabs()).isEmpty();
        assertThat(vm.messageProperty().get()).isEqualTo("Connect first.");
        assertThat(CallerIdentity.local(URI.create("http://127.0.0.1:1")).local())
                .isTrue();
    }

    private PlatformDescriptor grown(Path file, String text) throws java.io.IOException {
        java.nio.file.Files.writeString(file, text);
        return new DescriptorLoader().load(file);
    }

    private List<PlatformDescriptor> bundledAnd(PlatformDescriptor mine) {
        List<PlatformDescriptor> offered = new ArrayList<>(platforms);
        offered.add(mine);
        return offered;
    }

    @Test
    void aNewReadingOfThePlatformInUseKeepsTheTabsWhoseEntityItStillHas(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("grown.json");
        PlatformDescriptor first = grown(file, io.tenantdesk.schema.Fixtures.text("grown"));
        vm.offerPlatforms(bundledAnd(first));
        vm.choosePlatform(first);
        vm.connect(connection);
        vm.workspace().openList(first.entity("Org").orElseThrow(), Scope.all());
        vm.workspace().openList(first.entity("Invoice").orElseThrow(), Scope.all());
        vm.workspace().openTenant("acme");
        vm.workspace().openJournal();
        vm.open(vm.navigation().get(vm.navigation().size() - 1));
        vm.workspace().openTenant("acme");

        PlatformDescriptor second = grown(
                file,
                io.tenantdesk.schema.Fixtures.text("grown").replace("\"name\": \"Invoice\"", "\"name\": \"Bill\""));
        assertThat(vm.offerPlatforms(bundledAnd(second))).isTrue();

        assertThat(vm.platformProperty().get()).isSameAs(second);
        assertThat(vm.platforms()).endsWith(second).doesNotContain(first);
        assertThat(vm.navigation().stream().flatMap(n -> n.children().stream()).map(NavNode::label))
                .contains("Bills")
                .doesNotContain("Invoices");
        assertThat(titles()).containsExactly("overview", "list Org All[]", "tenant acme", "journal", "approvals");
        assertThat(vm.selectedTabProperty().get().titleProperty().get()).isEqualTo("tenant acme");
        assertThat(vm.tabs())
                .allSatisfy(tab ->
                        assertThat(((NamedTab) tab).ctx.store().platform()).isSameAs(second));
    }

    @Test
    void aPlatformInUseThatNoLongerLoadsStaysInUseAsLastLoaded(@TempDir Path dir) throws Exception {
        PlatformDescriptor mine = grown(dir.resolve("grown.json"), io.tenantdesk.schema.Fixtures.text("grown"));
        vm.offerPlatforms(bundledAnd(mine));
        vm.choosePlatform(mine);
        vm.connect(connection);

        assertThat(vm.offerPlatforms(platforms)).isTrue();

        assertThat(vm.platformProperty().get()).isSameAs(mine);
        assertThat(vm.platforms()).first().isSameAs(mine);
        assertThat(vm.platforms()).hasSize(platforms.size() + 1);
        assertThat(titles()).containsExactly("overview");
    }

    @Test
    void aNewReadingWaitsWhileTheUserKeepsUnsavedEdits(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("grown.json");
        PlatformDescriptor first = grown(file, io.tenantdesk.schema.Fixtures.text("grown"));
        vm.offerPlatforms(bundledAnd(first));
        vm.choosePlatform(first);
        vm.connect(connection);
        vm.workspace().openTenant("acme");
        ((NamedTab) vm.tabs().get(1)).dirty.set(true);
        dialogs.answer(false);

        PlatformDescriptor second =
                grown(file, io.tenantdesk.schema.Fixtures.text("grown").replace("Grown format", "Grown"));
        assertThat(vm.offerPlatforms(bundledAnd(second))).isFalse();

        assertThat(vm.platformProperty().get()).isSameAs(first);
        assertThat(vm.platforms()).endsWith(first).doesNotContain(second);
        assertThat(titles())
                .as("nothing closed while the user keeps their edits")
                .containsExactly("overview", "tenant acme");
    }
}
