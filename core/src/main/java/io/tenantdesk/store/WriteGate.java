package io.tenantdesk.store;

import io.tenantdesk.store.write.Write;
import java.util.function.Supplier;

/**
 * Decides, before the store sends a write, whether it may be sent now or needs a second person's approval first. A
 * team's record of changes supplies one ({@link WriteAudit#gate()}); the store asks it for every write and batch.
 */
@FunctionalInterface
public interface WriteGate {

    /** Lets every write through. */
    WriteGate OPEN = (write, planned) -> {};

    /**
     * Returns when {@code write} may be sent now.
     *
     * @param planned the write's record as it would be journalled (who, where, when, why), made when asked for
     * @throws StoreException {@link StoreException.Kind#PROPOSED} when the write was proposed for approval instead:
     *                        nothing was sent
     */
    void admit(Write write, Supplier<WriteRecord> planned);
}
