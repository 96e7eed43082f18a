package io.tenantdesk.ui.query;

import io.tenantdesk.settings.SavedQueries;
import io.tenantdesk.settings.SavedQuery;
import io.tenantdesk.settings.SettingsException;
import io.tenantdesk.ui.common.DialogService;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A platform's saved queries as the query view lists them: save the form as a name (asking before replacing one),
 * open, rename and delete. A broken file is named with the place and the problem, and nothing is written over it.
 * UI thread only.
 */
public final class SavedQueryList {

    private final SavedQueries store;
    private final DialogService dialogs;
    private final ObservableList<String> names = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private QueryForm form;
    private Consumer<String> open = name -> {};
    private final ReadOnlyStringWrapper current = new ReadOnlyStringWrapper(this, "current");

    /** @param store the platform's saved queries, or null where none are kept (the list says so) */
    public SavedQueryList(SavedQueries store, DialogService dialogs) {
        this.store = store;
        this.dialogs = dialogs;
        refresh();
    }

    /** The saved queries' names, sorted. */
    public ObservableList<String> names() {
        return names;
    }

    /** The last thing saving or reading said: saved, renamed, or what is wrong with the file. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The name of the saved query the form was last opened from or saved as. */
    public Optional<String> current() {
        return Optional.ofNullable(current.get());
    }

    /** As {@link #current()}; null while the form is no saved query. */
    public ReadOnlyStringProperty currentProperty() {
        return current.getReadOnlyProperty();
    }

    void setForm(QueryForm form) {
        this.form = form;
    }

    void onOpen(Consumer<String> open) {
        this.open = open;
    }

    void say(String text) {
        message.set(text);
    }

    /** Reads the file again. */
    public void refresh() {
        if (store == null) {
            names.clear();
            message.set("Saved queries are not kept in this window");
            return;
        }
        SavedQueries.Listing listing = store.list();
        names.setAll(listing.queries().stream().map(SavedQuery::name).toList());
        listing.problem().ifPresent(p -> message.set("Saved queries cannot be read: " + p));
    }

    /** Fills the form with the saved query and runs it. */
    public void open(String name) {
        open.accept(name);
    }

    Optional<SavedQuery> load(String name) {
        if (store == null) {
            return Optional.empty();
        }
        Optional<SavedQuery> found = store.find(name);
        if (found.isEmpty()) {
            message.set("There is no saved query named `" + name + "` any more");
            refresh();
        } else {
            current.set(name);
        }
        return found;
    }

    /**
     * Keeps the form under {@code name}; a query of that name is replaced only once the user agrees. False when
     * nothing was saved (a blank name, the user kept the other query, the file could not be written).
     */
    public boolean saveAs(String name) {
        String trimmed = name == null ? "" : name.trim();
        if (!writable(trimmed)) {
            return false;
        }
        if (!confirmReplace(trimmed, null)) {
            return false;
        }
        return write(() -> store.save(form.toSaved(trimmed)), "Saved the query as `" + trimmed + "`", trimmed);
    }

    /** Asks for a name (the current one offered) and keeps the form under it, as {@link #saveAs} does. */
    public void askSaveAs() {
        dialogs.askText("Save query as", "Name", current().orElse("")).ifPresent(this::saveAs);
    }

    /** Asks for a new name of a saved query and renames it, as {@link #rename} does. */
    public void askRename(String name) {
        dialogs.askText("Rename saved query", "New name for `" + name + "`", name)
                .ifPresent(newName -> rename(name, newName));
    }

    /** Gives a saved query another name, asking before replacing a query that has it. */
    public boolean rename(String name, String newName) {
        String trimmed = newName == null ? "" : newName.trim();
        if (!writable(trimmed) || trimmed.equals(name)) {
            return false;
        }
        if (!confirmReplace(trimmed, name)) {
            return false;
        }
        boolean done = write(
                () -> store.rename(name, trimmed),
                "Renamed `" + name + "` to `" + trimmed + "`",
                name.equals(current.get()) ? trimmed : current.get());
        return done;
    }

    /** Deletes a saved query once the user agrees. */
    public boolean delete(String name) {
        if (store == null
                || !dialogs.confirm(
                        "Delete saved query",
                        "Delete the saved query `" + name + "`? The query "
                                + "itself is only a search: no item changes.",
                        "Delete")) {
            return false;
        }
        return write(
                () -> store.delete(name),
                "Deleted the saved query `" + name + "`",
                name.equals(current.get()) ? null : current.get());
    }

    private boolean writable(String name) {
        if (store == null) {
            message.set("Saved queries are not kept in this window");
            return false;
        }
        if (name.isEmpty()) {
            message.set("A saved query needs a name");
            return false;
        }
        return true;
    }

    private boolean confirmReplace(String name, String renaming) {
        boolean taken = store.list().queries().stream()
                .anyMatch(q -> q.name().equals(name) && !q.name().equals(renaming));
        return !taken
                || dialogs.confirm(
                        "Replace saved query",
                        "A saved query named `" + name + "` exists already. " + "Replace it?",
                        "Replace");
    }

    private boolean write(java.util.function.Supplier<List<SavedQuery>> change, String done, String nowCurrent) {
        try {
            List<SavedQuery> kept = change.get();
            names.setAll(kept.stream().map(SavedQuery::name).toList());
            current.set(nowCurrent);
            message.set(done + " (" + store.file() + ")");
            return true;
        } catch (SettingsException e) {
            message.set("Not saved: " + e.getMessage());
            dialogs.showError("Saved queries", e.getMessage());
            return false;
        }
    }
}
