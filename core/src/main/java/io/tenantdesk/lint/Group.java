package io.tenantdesk.lint;

import java.util.List;

/**
 * Items that share one finding: how many, and up to the requested number of examples (those with the
 * smallest keys, so a report is the same however the parallel scan interleaved).
 *
 * @param code  a stable machine name: {@code unrecognised}, {@code ttl-expired} or a rule's code
 * @param title the same in words
 */
public record Group(String code, String title, long count, List<Example> examples) {

    public Group {
        examples = List.copyOf(examples);
    }
}
