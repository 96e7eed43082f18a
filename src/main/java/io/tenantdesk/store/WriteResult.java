package io.tenantdesk.store;

import io.tenantdesk.store.write.Write;
import java.util.Optional;

/**
 * A write that happened.
 *
 * @param item the item as DynamoDB returned it after the write (or, for a put, as written); empty when the write
 *             deleted it
 */
public record WriteResult(Write write, Optional<EntityRow> item) {
}
