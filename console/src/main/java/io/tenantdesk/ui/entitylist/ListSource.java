package io.tenantdesk.ui.entitylist;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.store.LoadSummary;
import io.tenantdesk.store.PageListener;

/** Where a list's rows come from when not from the entity's declared reads, such as an ad-hoc query. */
public interface ListSource {

    /** The read in words, as it will be made. */
    String description();

    /** The AWS CLI command that makes the read. */
    String cliCommand();

    /** Streams the read's items to {@code listener} on the calling thread, classified. */
    LoadSummary read(Integer pageSize, PageListener listener, CancelToken cancel);
}
