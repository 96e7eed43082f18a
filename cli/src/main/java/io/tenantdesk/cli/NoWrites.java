package io.tenantdesk.cli;

import io.tenantdesk.store.WriteAudit;
import io.tenantdesk.store.WriteRecord;
import java.util.List;

/** The store journals writes; a command that only reads never writes, so any attempt is a bug and fails loudly. */
final class NoWrites implements WriteAudit {

    private final String what;

    /** @param what the reading command, for the failure, e.g. "tenantdesk export" */
    NoWrites(String what) {
        this.what = what;
    }

    @Override
    public void begin(List<WriteRecord> planned) {
        throw new IllegalStateException(what + " never writes");
    }

    @Override
    public void complete(List<WriteRecord> done) {
        throw new IllegalStateException(what + " never writes");
    }
}
