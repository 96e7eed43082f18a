package io.tenantdesk.store;

/** Receives a load's pages as they arrive, on the thread that runs the load. */
@FunctionalInterface
public interface PageListener {

    void onPage(Page page);
}
