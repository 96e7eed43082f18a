package io.tenantdesk.ui.bulk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BatchOutcome.Status;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** What the batch outcome says under its items: only about the outcomes the batch had. */
class BatchOutcomeNoteTest {

    private static String noteOf(Status... statuses) {
        List<BatchOutcome.ItemOutcome> items = Stream.of(statuses)
                .map(s -> new BatchOutcome.ItemOutcome(null, s, "", Optional.empty()))
                .toList();
        return BatchOutcomeDialog.note(new BatchOutcome(null, items, false));
    }

    @Test
    void aBatchWrittenInFullSpeaksOfNoConflict() {
        assertThat(noteOf(Status.WRITTEN, Status.WRITTEN))
                .isEqualTo("Every written item is in the change journal under this batch.");
    }

    @Test
    void onlyTheOutcomesTheBatchHadAreNamed() {
        assertThat(noteOf(Status.WRITTEN, Status.CONFLICT))
                .isEqualTo("The conflict was changed by someone else after you loaded it: reload the list before"
                        + " correcting it. Every written item is in the change journal under this batch.");
        assertThat(noteOf(Status.UNKNOWN, Status.UNKNOWN))
                .isEqualTo("The unknown outcomes need a look: reload the list before correcting those. Nothing was"
                        + " written.");
        assertThat(noteOf(Status.CONFLICT, Status.UNKNOWN, Status.WRITTEN))
                .startsWith("The conflict was changed by someone else after you loaded it, and the unknown outcome"
                        + " needs a look: reload the list before correcting those.");
    }
}
