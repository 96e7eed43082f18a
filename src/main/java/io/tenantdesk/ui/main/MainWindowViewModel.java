package io.tenantdesk.ui.main;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.SessionRecovery;
import io.tenantdesk.ui.common.TabContent;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.common.Workspace;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.common.DialogService;
import java.time.Clock;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The console's frame: which platform, which connection (and whether it may write), the navigation by role,
 * the open tabs, and the status bar of the selected tab's load. Opening anything goes through it (it is the
 * {@link Workspace}); a tab that already shows the same thing is selected instead of opened twice.
 */
public final class MainWindowViewModel implements Workspace {

    private final UiExecutors executors;
    private final DialogService dialogs;
    private final TabRecipes factory;
    private final ChangeRecord journal;
    private final Clock clock;
    private final ValueText text;
    private final ObservableList<PlatformDescriptor> platforms = FXCollections.observableArrayList();
    private final ObservableList<PlatformDescriptor> platformsView = FXCollections.unmodifiableObservableList(platforms);
    private final ReadOnlyObjectWrapper<PlatformDescriptor> platform = new ReadOnlyObjectWrapper<>(this, "platform");
    private final ReadOnlyObjectWrapper<Connection> connection = new ReadOnlyObjectWrapper<>(this, "connection");
    private final ReadOnlyObjectWrapper<ConsoleContext> context = new ReadOnlyObjectWrapper<>(this, "context");
    private final ReadOnlyStringWrapper connectionLabel = new ReadOnlyStringWrapper(this, "connectionLabel", "Not connected");
    private final ReadOnlyStringWrapper identity = new ReadOnlyStringWrapper(this, "identity", "");
    private final ReadOnlyBooleanWrapper readOnly = new ReadOnlyBooleanWrapper(this, "readOnly");
    private final ReadOnlyBooleanWrapper connecting = new ReadOnlyBooleanWrapper(this, "connecting");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ObservableList<NavNode> navigation = FXCollections.observableArrayList();
    private final ObservableList<NavNode> navigationView = FXCollections.unmodifiableObservableList(navigation);
    private final ObservableList<TabContent> tabs = FXCollections.observableArrayList();
    private final ObservableList<TabContent> tabsView = FXCollections.unmodifiableObservableList(tabs);
    private final ObjectProperty<TabContent> selectedTab = new SimpleObjectProperty<>(this, "selectedTab");
    private final ReadOnlyObjectWrapper<LoadProgress> progress = new ReadOnlyObjectWrapper<>(this, "progress");
    private SessionRecovery recovery = SessionRecovery.none();
    private ChangeRecord connectionJournal;

    public MainWindowViewModel(List<PlatformDescriptor> platforms, UiExecutors executors, DialogService dialogs,
                               TabFactory factory, ChangeRecord journal, Clock clock, ZoneId zone) {
        this.executors = executors;
        this.dialogs = dialogs;
        this.factory = new TabRecipes(factory);
        this.journal = journal;
        this.connectionJournal = journal;
        this.clock = clock;
        this.text = new ValueText(clock, zone);
        selectedTab.addListener((obs, old, now) -> progress.set(now == null ? null : now.progress().orElse(null)));
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
        return connection.getReadOnlyProperty();
    }

    /** The console's context for the current platform and connection, or null before connecting. */
    public ReadOnlyObjectProperty<ConsoleContext> contextProperty() {
        return context.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty connectionLabelProperty() {
        return connectionLabel.getReadOnlyProperty();
    }

    /** Who is signed in: the caller identity's ARN and account, or the local endpoint. */
    public ReadOnlyStringProperty identityProperty() {
        return identity.getReadOnlyProperty();
    }

    /** True while the connection refuses writes; the window shows a READ-ONLY badge. */
    public ReadOnlyBooleanProperty readOnlyProperty() {
        return readOnly.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty connectingProperty() {
        return connecting.getReadOnlyProperty();
    }

    /** The latest word from the window itself (connecting, failures). */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ObservableList<NavNode> navigation() {
        return navigationView;
    }

    public ObservableList<TabContent> tabs() {
        return tabsView;
    }

    public ObjectProperty<TabContent> selectedTabProperty() {
        return selectedTab;
    }

    /** The selected tab's load, which the status bar shows; null when it has none. */
    public ReadOnlyObjectProperty<LoadProgress> progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The status bar's figures for a load: rows, pages, elapsed time, capacity, and any word about it. */
    public static String figures(LoadProgress load) {
        return StatusLine.of(load);
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
        if (!closeAllTabs()) {
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
                .filter(p -> current != null && p.source().equals(current.source()) && !p.equals(current)).findFirst();
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
        TabRecipes.Remake remake = factory.remakeOf(new ArrayList<>(tabs));
        String selected = selectedTab.get() == null ? null : selectedTab.get().identity();
        if (!choosePlatform(reread) || context.get() == null) {
            return platform.get() == reread;
        }
        remake.on(context.get()).forEach(this::open);
        tabs.stream().filter(t -> t.identity().equals(selected)).findFirst().ifPresent(selectedTab::set);
        return true;
    }

    /** A word for the status bar from outside the window's own work, such as descriptors that failed to load. */
    public void notice(String text) {
        message.set(text);
    }

    /** Shows work that happens before there is a connection, such as starting the local demo or logging in. */
    public void connecting(String what) {
        connecting.set(true);
        message.set(what);
    }

    public void connectionFailed(String why) {
        connecting.set(false);
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
        Connection previous = connection.get();
        if (previous != null && !closeAllTabs()) {
            release(opened, previous);
            return false;
        }
        connecting.set(false);
        message.set("");
        connection.set(opened);
        recovery = loginAgain;
        connectionJournal = itsJournal;
        connectionLabel.set(opened.label() + " · " + opened.regionId());
        identity.set(opened.identity().describe());
        readOnly.set(opened.readOnly());
        rebuildContext();
        if (previous != null) {
            release(previous, opened);
        }
        return true;
    }

    /** Closes the connection in use (when the window closes); its tabs are left to the window. */
    public void closeConnection() {
        Connection current = connection.get();
        if (current != null) {
            current.close();
        }
    }

    /** Closes a connection that is no longer used, unless {@code kept} is a view of the same client. */
    private static void release(Connection unused, Connection kept) {
        if (!unused.sharesClientWith(kept)) {
            unused.close();
        }
    }

    /**
     * Lets a read-only connection write, after a loud confirmation. The open tabs stay and follow: their write
     * controls appear, the store takes writes.
     */
    public void allowWrites() {
        Connection current = connection.get();
        if (current == null || !current.readOnly()) {
            return;
        }
        if (!dialogs.confirm("Allow writes", "Switch " + current.label() + " to READ-WRITE?\n\nEvery change you save will be"
                + " written to this deployment. Connections whose profile or account looks like production open"
                + " read-only for a reason.", "Allow writes")) {
            return;
        }
        switchWrites(current.withWritesAllowed());
    }

    /** Back to read-only without asking; the open tabs stay, their edits kept but no longer savable. */
    public void makeReadOnly() {
        Connection current = connection.get();
        if (current != null && !current.readOnly()) {
            switchWrites(current.withReadOnly());
        }
    }

    /** Uses another view of the same connection that differs only in whether it writes. */
    private void switchWrites(Connection view) {
        connection.set(view);
        readOnly.set(view.readOnly());
        Optional.ofNullable(context.get()).ifPresent(ctx -> ctx.access().setReadOnly(view.readOnly()));
    }

    private void rebuildContext() {
        Connection conn = connection.get();
        PlatformDescriptor p = platform.get();
        if (conn == null || p == null) {
            replaceContext(null);
            return;
        }
        EntityStore store = new EntityStore(conn, p, connectionJournal, clock, conn.identity().describe(), executors.readAhead());
        replaceContext(new ConsoleContext(store, connectionJournal, executors, dialogs, this, text, clock, recovery));
        open(factory.overview(context.get()));
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
            case LIST -> openList(node.entity(), Scope.all());
            case CREDITS -> openCredits();
            case OVERVIEW -> open(factory.overview(context.get()));
            case UNCLASSIFIED -> openUnclassified();
            case JOURNAL -> openJournal();
            case SECTION -> {
            }
        }
    }

    /** Opens a tenant by the id the user typed. */
    public void goToTenant(String tenantId) {
        if (tenantId != null && !tenantId.isBlank()) {
            openTenant(tenantId.trim());
        }
    }

    /** Closes a tab, asking first when it holds unsaved edits; false when the user keeps it. */
    public boolean closeTab(TabContent tab) {
        if (!tab.confirmClose()) {
            return false;
        }
        tab.dispose();
        tabs.remove(tab);
        factory.forget(tab);
        return true;
    }

    public void refreshSelected() {
        Optional.ofNullable(selectedTab.get()).ifPresent(TabContent::refresh);
    }

    public void cancelSelected() {
        Optional.ofNullable(progress.get()).ifPresent(LoadProgress::cancel);
    }

    /**
     * Closes every tab, but only once the user agreed to lose the edits of each tab holding some; when they keep
     * one, no tab is closed and false is returned.
     */
    private boolean closeAllTabs() {
        if (!confirmDiscardAll()) {
            return false;
        }
        for (TabContent tab : new ArrayList<>(tabs)) {
            tab.dispose();
            tabs.remove(tab);
        }
        return true;
    }

    /**
     * Before the window closes: asks about each tab with unsaved edits, showing it; true when the user agreed to
     * discard them all (or there were none).
     */
    public boolean confirmDiscardAll() {
        for (TabContent tab : new ArrayList<>(tabs)) {
            if (!tab.dirtyProperty().get()) {
                continue;
            }
            selectedTab.set(tab);
            if (!tab.confirmClose()) {
                return false;
            }
        }
        return true;
    }

    private void open(TabContent tab) {
        for (TabContent open : tabs) {
            if (open.identity().equals(tab.identity())) {
                tab.dispose();
                factory.forget(tab);
                selectedTab.set(open);
                return;
            }
        }
        // The read starts before the window builds the tab's view, so the two overlap.
        tab.start();
        tabs.add(tab);
        selectedTab.set(tab);
    }

    private ConsoleContext ctx() {
        return context.get();
    }

    // Workspace

    @Override
    public void openList(EntityDef entity, Scope scope) {
        open(factory.list(ctx(), entity, scope));
    }

    @Override
    public void openItem(EntityRow row) {
        open(factory.item(ctx(), row));
    }

    @Override
    public void openItemAt(EntityRow row, String field) {
        openItem(row);
        Optional.ofNullable(selectedTab.get()).ifPresent(tab -> tab.focusField(field));
    }

    @Override
    public void openRawItem(EntityRow row) {
        open(factory.rawItem(ctx(), row));
    }

    @Override
    public void openNewItem(EntityDef entity, Map<String, Value> prefill) {
        open(factory.newItem(ctx(), entity, prefill));
    }

    @Override
    public void openTenant(String tenantId) {
        open(factory.tenant(ctx(), tenantId));
    }

    @Override
    public void openCredits() {
        open(factory.credits(ctx()));
    }

    @Override
    public void openUnclassified() {
        open(factory.unclassified(ctx()));
    }

    @Override
    public void openJournal() {
        open(factory.journal(ctx()));
    }
}
