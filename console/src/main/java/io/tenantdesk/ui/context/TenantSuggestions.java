package io.tenantdesk.ui.context;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.common.BackgroundTasks;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;

/**
 * The tenant ids offered while typing a tenant: read once, in the background, from the list of the platform's
 * tenant entity (cancellable, and capped so a huge platform never fills the memory with ids). Typed ids that
 * are not among them are still accepted; this only helps typing. One per console context, shared by its tabs,
 * so the ids are read once however many lists offer them.
 */
public final class TenantSuggestions {

    private static final System.Logger LOG = System.getLogger(TenantSuggestions.class.getName());

    /** At most this many ids are kept; a platform with more is still searchable by typing the id. */
    static final int MAX_IDS = 50_000;

    private final EntityStore store;
    private final BackgroundTasks tasks;
    private final ReadOnlyIntegerWrapper count = new ReadOnlyIntegerWrapper(this, "count");
    private volatile List<String> ids = List.of();
    private CancelToken cancel;
    private boolean requested;

    /** @param tasks reads in the background; a failure is only logged, never offered a login */
    public TenantSuggestions(EntityStore store, BackgroundTasks tasks) {
        this.store = store;
        this.tasks = tasks;
    }

    /** Starts reading the tenant ids, once; later calls do nothing. Call on the UI thread. */
    public void load() {
        if (requested) {
            return;
        }
        requested = true;
        Optional<EntityDef> tenantEntity = store.platform().tenantEntity();
        if (tenantEntity.isEmpty() || tenantEntity.get().tenantField().isEmpty()) {
            return;
        }
        EntityDef entity = tenantEntity.get();
        String field = entity.tenantField().get();
        CancelToken token = new CancelToken();
        cancel = token;
        tasks.attempt(
                running -> read(entity, field, running),
                token,
                this::publish,
                e -> LOG.log(
                        System.Logger.Level.INFO, "Tenant ids for type-ahead could not be read: " + e.getMessage()));
    }

    /** Reads the ids page by page, showing each page's as it arrives; stops at {@link #MAX_IDS}. In the background. */
    private List<String> read(EntityDef entity, String field, CancelToken cancel) {
        TreeSet<String> found = new TreeSet<>();
        store.list(
                entity,
                Scope.all(),
                null,
                page -> {
                    for (EntityRow row : page.rows()) {
                        if (row.entity().map(entity::equals).orElse(false)) {
                            row.text(field).ifPresent(found::add);
                        }
                    }
                    if (found.size() >= MAX_IDS) {
                        cancel.cancel();
                    }
                    List<String> soFar = List.copyOf(found);
                    tasks.executors().ui().execute(() -> publish(soFar));
                },
                cancel);
        return List.copyOf(found);
    }

    /** On the UI thread. */
    private void publish(List<String> found) {
        ids = found;
        count.set(found.size());
    }

    /**
     * Up to {@code max} known tenant ids for what was typed: those that start with it first, then those that
     * contain it, case-insensitively. Safe to call from any thread.
     */
    public List<String> suggest(String typed, int max) {
        List<String> known = ids;
        String t = typed == null ? "" : typed.trim().toLowerCase(Locale.ROOT);
        List<String> starts = new ArrayList<>();
        List<String> contains = new ArrayList<>();
        for (String id : known) {
            String lower = id.toLowerCase(Locale.ROOT);
            if (lower.startsWith(t)) {
                starts.add(id);
                if (starts.size() >= max) {
                    break;
                }
            } else if (contains.size() < max && lower.contains(t)) {
                contains.add(id);
            }
        }
        starts.addAll(contains);
        return starts.size() > max ? List.copyOf(starts.subList(0, max)) : List.copyOf(starts);
    }

    /** Stops reading ids, and never starts again (the context is being replaced). Call on the UI thread. */
    public void dispose() {
        requested = true;
        if (cancel != null) {
            cancel.cancel();
        }
    }

    /** How many tenant ids are known so far. */
    public ReadOnlyIntegerProperty countProperty() {
        return count.getReadOnlyProperty();
    }
}
