package io.tenantdesk.ui.bulk;

import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.common.FieldWords;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.util.List;

/**
 * A batch's confirmation, one item per page: what the whole batch does in words, and the current item's diff, built
 * only when its page is shown, so a plan of 10,000 items costs one diff at a time. Pure; no JavaFX.
 */
final class BatchPages {

    private final BulkPlan plan;
    private final FieldWords words;
    private int index;

    BatchPages(BulkPlan plan) {
        this.plan = plan;
        this.words = plan.writes().isEmpty()
                ? FieldWords.plain()
                : FieldWords.of(plan.writes().get(0).entity());
    }

    /** What the batch does, e.g. "120 items change; 3 of them break the design and will be refused, 4 are left out." */
    String summary() {
        if (!plan.counts().isEmpty()) {
            return plan.action() + ": " + plan.counts() + ".";
        }
        int changing = plan.writes().size();
        long invalid = plan.invalid();
        int skipped = plan.skipped().size();
        StringBuilder text = new StringBuilder(plan.action())
                .append(": ")
                .append(items(changing))
                .append(changing == 1 ? " changes" : " change");
        if (invalid > 0) {
            text.append("; ")
                    .append(invalid)
                    .append(" of them break")
                    .append(invalid == 1 ? "s" : "")
                    .append(" the design and will be refused");
        }
        if (skipped > 0) {
            text.append("; ")
                    .append(items(skipped))
                    .append(skipped == 1 ? " is" : " are")
                    .append(" left out");
        }
        return text.append('.').toString();
    }

    /** The items left out and why, at most {@code limit} of them, one a line. */
    String skipped(int limit) {
        List<String> lines = plan.skipped().stream()
                .limit(limit)
                .map(s -> s.what() + ": " + words.apply(s.why()))
                .toList();
        String more =
                plan.skipped().size() > limit ? "\n… and " + (plan.skipped().size() - limit) + " more" : "";
        return lines.isEmpty() ? "" : "Left out:\n" + String.join("\n", lines) + more;
    }

    private static String items(long n) {
        return n + (n == 1 ? " item" : " items");
    }

    int size() {
        return plan.writes().size();
    }

    int index() {
        return index;
    }

    ItemWrite current() {
        return plan.writes().get(index);
    }

    /** The current page's heading, e.g. "Item 3 of 120: License PK=ACCOUNT#a1, SK=LICENSE#l1". */
    String heading() {
        ItemWrite write = current();
        String refused = write.valid()
                ? ""
                : " — will be refused: "
                        + String.join(
                                "; ",
                                write.violations().stream()
                                        .map(v -> words.apply(v.message()))
                                        .toList());
        return "Item " + (index + 1) + " of " + size() + ": " + write.what() + refused;
    }

    /** The current item's diff. */
    List<DiffRow> diff() {
        return DiffRow.of(current());
    }

    boolean hasNext() {
        return index < size() - 1;
    }

    boolean hasPrevious() {
        return index > 0;
    }

    void next() {
        index = Math.min(size() - 1, index + 1);
    }

    void previous() {
        index = Math.max(0, index - 1);
    }
}
