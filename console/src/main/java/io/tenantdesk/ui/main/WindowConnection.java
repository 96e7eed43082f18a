package io.tenantdesk.ui.main;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.journal.ChangeRecord;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.common.SessionRecovery;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The connection a console window uses: how it reads in the header (label, region, who is signed in), whether it
 * may write, how to log in again, and the journal its writes go to.
 */
final class WindowConnection {

    private final DialogService dialogs;
    private final ReadOnlyObjectWrapper<Connection> connection = new ReadOnlyObjectWrapper<>(this, "connection");
    private final ReadOnlyStringWrapper label = new ReadOnlyStringWrapper(this, "connectionLabel", "Not connected");
    private final ReadOnlyStringWrapper identity = new ReadOnlyStringWrapper(this, "identity", "");
    private final ReadOnlyBooleanWrapper readOnly = new ReadOnlyBooleanWrapper(this, "readOnly");
    private final ReadOnlyBooleanWrapper connecting = new ReadOnlyBooleanWrapper(this, "connecting");
    private SessionRecovery recovery = SessionRecovery.none();
    private ChangeRecord journal;

    /** @param journal the user's journal, used until a connection brings its own */
    WindowConnection(DialogService dialogs, ChangeRecord journal) {
        this.dialogs = dialogs;
        this.journal = journal;
    }

    ReadOnlyObjectProperty<Connection> connectionProperty() {
        return connection.getReadOnlyProperty();
    }

    ReadOnlyStringProperty labelProperty() {
        return label.getReadOnlyProperty();
    }

    ReadOnlyStringProperty identityProperty() {
        return identity.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty readOnlyProperty() {
        return readOnly.getReadOnlyProperty();
    }

    ReadOnlyBooleanProperty connectingProperty() {
        return connecting.getReadOnlyProperty();
    }

    Connection current() {
        return connection.get();
    }

    SessionRecovery recovery() {
        return recovery;
    }

    ChangeRecord journal() {
        return journal;
    }

    void connecting(boolean now) {
        connecting.set(now);
    }

    /** Uses {@code opened}, logging in again through {@code loginAgain} and recording writes in {@code itsJournal}. */
    void use(Connection opened, SessionRecovery loginAgain, ChangeRecord itsJournal) {
        connecting.set(false);
        connection.set(opened);
        recovery = loginAgain;
        journal = itsJournal;
        label.set(opened.label() + " · " + opened.regionId());
        identity.set(opened.identity().describe());
        readOnly.set(opened.readOnly());
    }

    /** Closes the connection in use, if any. */
    void close() {
        Optional.ofNullable(connection.get()).ifPresent(Connection::close);
    }

    /** Closes a connection that is no longer used, unless {@code kept} is a view of the same client. */
    static void release(Connection unused, Connection kept) {
        if (!unused.sharesClientWith(kept)) {
            unused.close();
        }
    }

    /** Lets a read-only connection write, after a loud confirmation; the view now in use, when it switched. */
    Optional<Connection> allowWrites() {
        Connection current = connection.get();
        if (current == null || !current.readOnly()) {
            return Optional.empty();
        }
        if (!dialogs.confirm(
                "Allow writes",
                "Switch " + current.label() + " to READ-WRITE?\n\nEvery change you save will be"
                        + " written to this deployment. Connections whose profile or account looks like production open"
                        + " read-only for a reason.",
                "Allow writes")) {
            return Optional.empty();
        }
        return Optional.of(switchWrites(current.withWritesAllowed()));
    }

    /** Back to read-only without asking; the view now in use, when it switched. */
    Optional<Connection> makeReadOnly() {
        Connection current = connection.get();
        return current == null || current.readOnly()
                ? Optional.empty()
                : Optional.of(switchWrites(current.withReadOnly()));
    }

    private Connection switchWrites(Connection view) {
        connection.set(view);
        readOnly.set(view.readOnly());
        return view;
    }
}
