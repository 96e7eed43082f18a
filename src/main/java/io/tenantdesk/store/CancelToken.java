package io.tenantdesk.store;

import java.util.concurrent.atomic.AtomicBoolean;

/** Lets a caller stop a load or a scan; checked between pages, so it stops within one page. */
public final class CancelToken {

    private final AtomicBoolean cancelled = new AtomicBoolean();

    public void cancel() {
        cancelled.set(true);
    }

    public boolean isCancelled() {
        return cancelled.get();
    }
}
