package io.tenantdesk.ui.dialogs;

import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.store.write.Move;

/**
 * What the diff dialog asks and what its button says: the write's own question ("Save these changes to the
 * license?"), or for a revert what taking the change back does.
 */
public final class WriteQuestion {

    private WriteQuestion() {}

    public static String question(ItemWrite plan) {
        if (!plan.revert()) {
            return plan.question();
        }
        String what = EntityNames.inSentence(plan.entity());
        return switch (plan.kind()) {
            case CREATE -> "Put back the deleted " + what + "?";
            case DELETE -> "Delete the " + what + " the change created?";
            case MOVE -> "Move the " + what + " back to " + ((Move) plan).to().describe() + "?";
            case UPDATE -> "Put the " + what + " back as it was before the change?";
            default -> plan.question();
        };
    }

    public static String verb(ItemWrite plan) {
        return plan.revert() ? "Revert" : plan.verb();
    }
}
