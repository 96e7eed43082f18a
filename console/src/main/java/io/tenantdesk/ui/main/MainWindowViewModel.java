package io.tenantdesk.ui.main;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.SessionRecovery;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.context.Workspace;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The console's frame: which platform, which connection (and whether it may write), the navigation by role,
 * the open tabs, and the status bar of the selected tab's load. Opening anything goes through it (it is the
 * {@link Workspace}); a tab that already shows the same thing is selected instead of opened twice.
 */
public final class MainWindowViewModel {

    private final UiExecutors executors;
    private final DialogService dialogs;
    private final TabRecipes factory;
    private final ChangeRecord journal;
    private final Clock clock;
    private final ValueText text;
    private final ObservableList<PlatformDescriptor> platforms = FXCollections.observableArrayList();
    private final ObservableList<PlatformDescriptor> platformsView =
            FXCollections.unmodifiableObservableList(platforms);
    private final ReadOnlyObjectWrapper<PlatformDescriptor> platform = new ReadOnlyObjectWrapper<>(this, "platform");
    private final WindowConnection connection;
    private final ReadOnlyObjectWrapper<ConsoleContext> context = new ReadOnlyObjectWrapper<>(this, "context");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "Tenantdesk");
    private final ObservableList<NavNode> navigation = FXCollections.observableArrayList();
    private final ObservableList<NavNode> navigationView = FXCollections.unmodifiableObservableList(navigation);
    private final OpenTabs tabs;
    private final WindowWorkspace workspace;

    public MainWindowViewModel(
            List<PlatformDescriptor> platforms,
            UiExecutors executors,
            DialogService dialogs,
            TabFactory factory,
            ChangeRecord journal,
            Clock clock,
            ZoneId zone) {
        this.executors = executors;
        this.dialogs = dialogs;
        this.factory = new TabRecipes(factory);
        this.tabs = new OpenTabs(this.factory);
        this.workspace = new WindowWorkspace(tabs, this.factory, context::get);
        this.journal = journal;
        this.connection = new WindowConnection(dialogs, journal);
        this.clock = clock;
        this.text = new ValueText(clock, zone);
        title.bind(Bindings.createStringBinding(this::title, platform, connection.connectionProperty()));
        offerPlatforms(platforms);
    }

    // Properties

    public ObservableList<PlatformDescriptor> platforms() {
        return platformsView;
    }

    public ReadOnlyObjectProperty<PlatformDescriptor> platformProperty() {
        return platform.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Connection> connectionProperty() {
        return connection.connectionProperty();
    }

    /** The console's context for the current platform and connection, or null before connecting. */
    public ReadOnlyObjectProperty<ConsoleContext> contextProperty() {
        return context.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty connectionLabelProperty() {
        return connection.labelProperty();
    }

    /** Who is signed in: the caller identity's ARN and account, or the local endpoint. */
    public ReadOnlyStringProperty identityProperty() {
        return connection.identityProperty();
    }

    /** True while the connection refuses writes; the window shows a READ-ONLY badge. */
    public ReadOnlyBooleanProperty readOnlyProperty() {
        return connection.readOnlyProperty();
    }

    public ReadOnlyBooleanProperty connectingProperty() {
        return connection.connectingProperty();
    }

    /**
     * The window's title, telling windows apart: the platform, the connection and whether it writes, e.g.
     * {@code Tenantdesk — app_data — prod-support · eu-west-1 · READ-ONLY}.
     */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The latest word from the window itself (connecting, failures). */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ObservableList<NavNode> navigation() {
        return navigationView;
    }

    public ObservableList<TabContent> tabs() {
        return tabs.tabs();
    }

    public ObjectProperty<TabContent> selectedTabProperty() {
        return tabs.selectedProperty();
    }

    /** The selected tab's load, which the status bar shows; null when it has none. */
    public ReadOnlyObjectProperty<LoadProgress> progressProperty() {
        return tabs.progressProperty();
    }

    /** The status bar's figures for a load: rows, pages, elapsed time, capacity, and any word about it. */
    public static String figures(LoadProgress load) {
        return StatusLine.of(load);
    }

    private String title() {
        PlatformDescriptor p = platform.get();
        Connection c = connection.current();
        return "Tenantdesk — " + (p == null ? "no platform" : p.title()) + " — "
                + (c == null
                        ? "not connected"
                        : c.label() + " · " + c.regionId() + (c.readOnly() ? " · READ-ONLY" : " · WRITABLE"));
    }

    // Commands: platform and connection

    /**
     * Switches platform. Open tabs belong to the old platform and are closed first, once the user agreed to lose
     * any unsaved edits; when they keep a tab's edits, nothing changes (no tab closes) and false is returned.
     */
    public boolean choosePlatform(PlatformDescriptor chosen) {
        if (chosen == null || chosen.equals(platform.get())) {
            return true;
        }
        if (!tabs.closeAll()) {
            return false;
        }
        platform.set(chosen);
        navigation.setAll(Navigation.of(chosen));
        rebuildContext();
        return true;
    }

    /**
     * The platforms on offer changed: descriptors were opened, edited or removed. A new reading of the platform in
     * use (the same source file) replaces it, and the tabs whose entity it still has are opened again on it. When
     * the platform in use is no longer offered (its file is now broken, or gone), it stays in use as last loaded.
     *
     * @return false when the user kept a tab with unsaved edits, so the platform in use was not replaced
     */
    public boolean offerPlatforms(List<PlatformDescriptor> offered) {
        PlatformDescriptor current = platform.get();
        Optional<PlatformDescriptor> reread = offered.stream()
                .filter(p -> current != null && p.source().equals(current.source()) && !p.equals(current))
                .findFirst();
        boolean replaced = reread.isEmpty() || reload(reread.get());
        List<PlatformDescriptor> next = new ArrayList<>(offered);
        if (current != null && !next.contains(platform.get())) {
            next.replaceAll(p -> p.source().equals(current.source()) ? current : p);
            if (!next.contains(current)) {
                next.add(0, current);
            }
        }
        platforms.setAll(next);
        return replaced && (platform.get() != null || next.isEmpty() || choosePlatform(next.get(0)));
    }

    private boolean reload(PlatformDescriptor reread) {
        TabRecipes.Remake remake = factory.remakeOf(tabs.snapshot());
        String selected = tabs.selected().map(TabContent::identity).orElse(null);
        if (!choosePlatform(reread) || context.get() == null) {
            return platform.get() == reread;
        }
        remake.on(context.get()).forEach(tabs::open);
        tabs.select(selected);
        return true;
    }

    /** A word for the status bar from outside the window's own work, such as descriptors that failed to load. */
    public void notice(String text) {
        message.set(text);
    }

    /** Shows work that happens before there is a connection, such as starting the local demo or logging in. */
    public void connecting(String what) {
        connection.connecting(true);
        message.set(what);
    }

    public void connectionFailed(String why) {
        connection.connecting(false);
        message.set(why);
    }

    /**
     * Uses an open connection, taking it over: tabs of the previous connection are closed first, then the previous
     * connection itself (unless {@code opened} is a view of it). False if the user keeps a tab; {@code opened} is
     * then closed (unless it is a view of the connection in use).
     */
    public boolean connect(Connection opened) {
        return connect(opened, SessionRecovery.none());
    }

    /** As {@link #connect(Connection)}, with how to log in again when the connection's SSO sign-in expires. */
    public boolean connect(Connection opened, SessionRecovery loginAgain) {
        return connect(opened, loginAgain, journal);
    }

    /**
     * As {@link #connect(Connection, SessionRecovery)}, recording its writes in a journal of its own rather than the
     * user's (the local demo's, which goes with the demo's data).
     */
    public boolean connect(Connection opened, SessionRecovery loginAgain, ChangeRecord itsJournal) {
        Connection previous = connection.current();
        if (previous != null && !tabs.closeAll()) {
            WindowConnection.release(opened, previous);
            return false;
        }
        message.set("");
        connection.use(opened, loginAgain, itsJournal);
        rebuildContext();
        if (previous != null) {
            WindowConnection.release(previous, opened);
        }
        return true;
    }

    /** Closes the connection in use. */
    public void closeConnection() {
        connection.close();
    }

    /** The window closed (its edits were asked about before): every tab is disposed and the connection closed. */
    public void windowClosed() {
        tabs.disposeAll();
        connection.close();
    }

    /**
     * Lets a read-only connection write, after a loud confirmation. The open tabs stay and follow: their write
     * controls appear, the store takes writes.
     */
    public void allowWrites() {
        connection.allowWrites().ifPresent(this::writesSwitched);
    }

    /** Back to read-only without asking; the open tabs stay, their edits kept but no longer savable. */
    public void makeReadOnly() {
        connection.makeReadOnly().ifPresent(this::writesSwitched);
    }

    private void writesSwitched(Connection view) {
        Optional.ofNullable(context.get()).ifPresent(ctx -> ctx.access().setReadOnly(view.readOnly()));
    }

    private void rebuildContext() {
        Connection conn = connection.current();
        PlatformDescriptor p = platform.get();
        if (conn == null || p == null) {
            replaceContext(null);
            return;
        }
        EntityStore store = new EntityStore(
                conn, p, connection.journal(), clock, conn.identity().actor(), executors.readAhead());
        replaceContext(new ConsoleContext(
                store, connection.journal(), executors, dialogs, workspace, text, clock, connection.recovery()));
        tabs.open(factory.overview(context.get()));
    }

    private void replaceContext(ConsoleContext next) {
        ConsoleContext previous = context.get();
        context.set(next);
        if (previous != null) {
            previous.dispose();
        }
    }

    // Commands: navigation and tabs

    public void open(NavNode node) {
        if (context.get() == null) {
            message.set("Connect first.");
            return;
        }
        switch (node.kind()) {
            case LIST -> workspace.openList(node.entity(), Scope.all());
            case CREDITS -> workspace.openCredits();
            case OVERVIEW -> tabs.open(factory.overview(context.get()));
            case UNCLASSIFIED -> workspace.openUnclassified();
            case JOURNAL -> workspace.openJournal();
            case APPROVALS -> workspace.openApprovals();
            case SECTION -> {}
        }
    }

    /** Opens the change journal (Ctrl+J). */
    public void openJournal() {
        open(NavNode.leaf("Change journal", NavNode.Kind.JOURNAL, null));
    }

    /** Opens a tenant by the id the user typed. */
    public void goToTenant(String tenantId) {
        if (tenantId != null && !tenantId.isBlank()) {
            workspace.openTenant(tenantId.trim());
        }
    }

    /** Closes a tab, asking first when it holds unsaved edits; false when the user keeps it. */
    public boolean closeTab(TabContent tab) {
        return tabs.close(tab);
    }

    public void refreshSelected() {
        tabs.selected().ifPresent(TabContent::refresh);
    }

    public void cancelSelected() {
        tabs.progress().ifPresent(LoadProgress::cancel);
    }

    /**
     * Before the window closes: asks about each tab with unsaved edits, showing it; true when the user agreed to
     * discard them all (or there were none).
     */
    public boolean confirmDiscardAll() {
        return tabs.confirmDiscardAll();
    }

    /** Opens tabs in this window: lists, items, tenants, the journal and the rest. */
    public Workspace workspace() {
        return workspace;
    }
}
