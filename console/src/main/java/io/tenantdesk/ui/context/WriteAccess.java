package io.tenantdesk.ui.context;

import io.tenantdesk.store.EntityStore;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * Whether the console may write, as the open views show it and the store enforces it: switched by "Allow writes"
 * and "Make read-only" without closing the tabs, which follow {@link #readOnlyProperty()}. UI thread only.
 */
public final class WriteAccess {

    private final EntityStore store;
    private final ReadOnlyBooleanWrapper readOnly;

    public WriteAccess(EntityStore store) {
        this.store = store;
        this.readOnly = new ReadOnlyBooleanWrapper(this, "readOnly", store.readOnly());
    }

    public ReadOnlyBooleanProperty readOnlyProperty() {
        return readOnly.getReadOnlyProperty();
    }

    public boolean readOnly() {
        return readOnly.get();
    }

    /** The store refuses writes first, then the views follow; the other way round the views enable writes first. */
    public void setReadOnly(boolean refuseWrites) {
        store.setReadOnly(refuseWrites);
        readOnly.set(refuseWrites);
    }
}
