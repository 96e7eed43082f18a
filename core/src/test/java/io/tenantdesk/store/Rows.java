package io.tenantdesk.store;

import io.tenantdesk.concurrent.CancelToken;
import java.util.ArrayList;
import java.util.List;

/** Collects a load's pages for assertions. */
final class Rows implements PageListener {

    final List<Page> pages = new ArrayList<>();
    final List<EntityRow> rows = new ArrayList<>();

    @Override
    public void onPage(Page page) {
        pages.add(page);
        rows.addAll(page.rows());
    }

    static List<EntityRow> of(EntityStore store, String entity, Scope scope) {
        Rows collected = new Rows();
        store.list(store.platform().entity(entity).orElseThrow(), scope, null, collected, new CancelToken());
        return collected.rows;
    }
}
