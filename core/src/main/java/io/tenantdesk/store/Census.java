package io.tenantdesk.store;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How many items of each entity a platform's tables hold, and how many no entity recognises.
 *
 * @param itemsByEntity counts by entity name, in the descriptor's order
 */
public record Census(Map<String, Long> itemsByEntity, long unrecognised, long scanned) {

    public Census {
        itemsByEntity = Collections.unmodifiableMap(new LinkedHashMap<>(itemsByEntity));
    }
}
