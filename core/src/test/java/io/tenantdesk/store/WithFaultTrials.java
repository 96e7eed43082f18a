package io.tenantdesk.store;

import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test of writes through the fault proxy: each test gets its own {@link FaultTrials}, closed after it, on a server
 * without transactions unless the test says otherwise.
 */
@ExtendWith(DynaliteExtension.class)
abstract class WithFaultTrials {

    protected FaultTrials faults;

    /** True for trials of the ways of writing a server with transactions takes. */
    protected boolean transactions() {
        return false;
    }

    @BeforeEach
    void startFaultTrials(LocalDynamo dynamo, @TempDir Path dir) throws IOException {
        faults = new FaultTrials(dynamo, dir, transactions());
    }

    @AfterEach
    void closeFaultTrials() throws IOException {
        faults.close();
    }
}
