package io.tenantdesk.ui.main;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Role;
import io.tenantdesk.store.Census;
import io.tenantdesk.store.EntityCensus;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
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
 * The main window's state: the platforms, the one chosen, the connection, and per entity the number of
 * items its tables hold. Counting runs in the background; a count the user has replaced (another platform
 * chosen, another connection) never paints over the newer one.
 */
public final class MainWindowViewModel {

    private final UiExecutors executors;
    private final ObservableList<PlatformDescriptor> platforms;
    private final ObjectProperty<PlatformDescriptor> selectedPlatform = new SimpleObjectProperty<>(this, "selectedPlatform");
    private final ReadOnlyObjectWrapper<Connection> connection = new ReadOnlyObjectWrapper<>(this, "connection");
    private final ReadOnlyStringWrapper connectionLabel = new ReadOnlyStringWrapper(this, "connectionLabel", "Not connected");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ObservableList<EntityCountRow> entityCounts = FXCollections.observableArrayList();
    private final ObservableList<EntityCountRow> entityCountsView = FXCollections.unmodifiableObservableList(entityCounts);

    private long generation;
    private AtomicBoolean currentCancel = new AtomicBoolean();

    public MainWindowViewModel(List<PlatformDescriptor> platforms, UiExecutors executors) {
        this.executors = executors;
        this.platforms = FXCollections.unmodifiableObservableList(FXCollections.observableArrayList(platforms));
        selectedPlatform.addListener((obs, old, now) -> recount());
        if (!platforms.isEmpty()) {
            selectedPlatform.set(platforms.get(0));
        }
    }

    // Properties

    public ObservableList<PlatformDescriptor> platforms() {
        return platforms;
    }

    public ObjectProperty<PlatformDescriptor> selectedPlatformProperty() {
        return selectedPlatform;
    }

    public ReadOnlyObjectProperty<Connection> connectionProperty() {
        return connection.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty connectionLabelProperty() {
        return connectionLabel.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** Per entity of the chosen platform, in the descriptor's order, with counts once they are known. */
    public ObservableList<EntityCountRow> entityCounts() {
        return entityCountsView;
    }

    // Commands

    /** Shows work that happens before there is a connection, such as starting the local demo. */
    public void connecting(String message) {
        busy.set(true);
        status.set(message);
    }

    public void connect(Connection newConnection) {
        connection.set(newConnection);
        connectionLabel.set(newConnection.label() + (newConnection.readOnly() ? "  ·  READ-ONLY" : ""));
        recount();
    }

    public void connectionFailed(String message) {
        busy.set(false);
        connectionLabel.set("Not connected");
        status.set(message);
    }

    /** Counts the chosen platform's items again. */
    public void recount() {
        PlatformDescriptor platform = selectedPlatform.get();
        long mine = ++generation;
        currentCancel.set(true);
        AtomicBoolean cancel = new AtomicBoolean();
        currentCancel = cancel;
        showEntities(platform, null);
        Connection conn = connection.get();
        if (platform == null || conn == null) {
            return;
        }
        busy.set(true);
        status.set("Counting the items of " + platform.title() + "...");
        CompletableFuture.supplyAsync(() -> new EntityCensus(conn).count(platform, cancel::get), executors.background())
                .whenCompleteAsync((census, failure) -> {
                    if (mine != generation) {
                        return;
                    }
                    busy.set(false);
                    if (failure != null) {
                        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                                ? failure.getCause() : failure;
                        status.set(cause instanceof CancellationException ? "Counting cancelled"
                                : "Could not count the items: " + cause.getMessage());
                        return;
                    }
                    showEntities(platform, census);
                    status.set(census.scanned() + " items in " + platform.tables().size() + " table"
                            + (platform.tables().size() == 1 ? "" : "s") + ", " + census.unrecognised()
                            + " not recognised by any entity");
                }, executors.ui());
    }

    public void cancel() {
        currentCancel.set(true);
    }

    private void showEntities(PlatformDescriptor platform, Census census) {
        if (platform == null) {
            entityCounts.clear();
            return;
        }
        entityCounts.setAll(platform.entities().stream().map(e -> row(e, census)).toList());
    }

    private static EntityCountRow row(EntityDef entity, Census census) {
        String roles = entity.roles().stream().map(Role::label).collect(Collectors.joining(", "));
        long items = census == null ? -1 : census.itemsByEntity().getOrDefault(entity.name(), 0L);
        return new EntityCountRow(entity.name(), roles, entity.table().name(), items);
    }
}
