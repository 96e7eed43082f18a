package io.tenantdesk.store;

import io.tenantdesk.schema.item.Item;
import java.util.Optional;

/**
 * An item read back after a lost reply, and what it says about the write.
 *
 * @param why    for an unknown verdict, the words that say why (they follow what was lost)
 * @param unread true when the item could not be read at all
 */
record ReadBack(OutcomeCheck.Verdict verdict, Optional<EntityRow> current, String why, boolean unread) {

    ReadBack(OutcomeCheck.Verdict verdict, Optional<EntityRow> current, String why) {
        this(verdict, current, why, false);
    }

    Item item() {
        return current.map(EntityRow::item).orElse(null);
    }
}
