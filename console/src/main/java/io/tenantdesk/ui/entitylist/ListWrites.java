package io.tenantdesk.ui.entitylist;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ItemChange;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.rows.RowList;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A list's rows kept in step with the writes made through the console: the row of a written item shows it as the
 * write left it, or goes when it was deleted or moved away; an item of the list's scope that a write put back (a
 * revert of a delete, a move here) joins the rows. UI thread.
 */
final class ListWrites {

    private final EntityDef entity;
    private final RowList<EntityRowViewModel> list;
    private final Function<EntityRow, EntityRowViewModel> rows;
    private final Supplier<Optional<Scope>> scope;

    /** @param scope the scope the list reads, or empty when its rows come from elsewhere (a query, no read) */
    ListWrites(
            EntityDef entity,
            RowList<EntityRowViewModel> list,
            Function<EntityRow, EntityRowViewModel> rows,
            Supplier<Optional<Scope>> scope) {
        this.entity = entity;
        this.list = list;
        this.rows = rows;
        this.scope = scope;
    }

    void changed(ItemChange change) {
        EntityRowViewModel shown = list.loadedRows().stream()
                .filter(r -> change.isAbout(r.row()))
                .findFirst()
                .orElse(null);
        if (shown == null) {
            change.now().filter(this::inScope).ifPresent(row -> list.add(rows.apply(row)));
        } else if (change.now().isEmpty()) {
            list.remove(shown);
        } else {
            list.replace(shown, rows.apply(change.now().get()));
        }
    }

    /** True when the list's read finds {@code row}: an item of its entity in its scope (all, or its tenant's). */
    private boolean inScope(EntityRow row) {
        Optional<Scope> read = scope.get();
        if (read.isEmpty() || row.entity().filter(entity::equals).isEmpty()) {
            return false;
        }
        if (read.get() instanceof Scope.Tenant tenant) {
            return entity.tenantField()
                    .flatMap(row::text)
                    .filter(tenant.tenantId()::equals)
                    .isPresent();
        }
        return read.get() instanceof Scope.All;
    }
}
