package io.tenantdesk.schema.classify;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.template.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class KeyStartIndexTest {

    private static KeyTemplate[] keys(String partition, String sort) {
        return new KeyTemplate[] {KeyTemplate.parse(partition), KeyTemplate.parse(sort)};
    }

    private static List<Integer> visited(KeyStartIndex index, String... keys) {
        List<Integer> visited = new ArrayList<>();
        for (int c = index.next(keys, 0); c >= 0; c = index.next(keys, c + 1)) {
            visited.add(c);
        }
        return visited;
    }

    private final List<KeyTemplate[]> candidates = List.of(
            keys("ACCOUNT#{account_id}", "METADATA"),
            keys("ACCOUNT#{account_id}", "LICENSE#{license_id}"),
            keys("{tenant}", "{id}"),
            keys("USER#{user_id}", "METADATA"),
            keys("Ärger#{id}", "{sort}"));
    private final KeyStartIndex index = new KeyStartIndex(candidates, 2);

    @Test
    void visitsInOrderOnlyTheCandidatesWhoseTemplatesStartAsTheKeysDo() {
        assertThat(visited(index, "ACCOUNT#acme", "LICENSE#l-1")).containsExactly(1, 2);
        assertThat(visited(index, "ACCOUNT#acme", "META")).containsExactly(0, 2);
        assertThat(visited(index, "USER#u-1", "METADATA")).containsExactly(2, 3);
    }

    @Test
    void aKeyStartingOutsideAsciiOrEmptyMatchesOnlyWhatCouldMatchIt() {
        assertThat(visited(index, "Ärger#1", "x")).containsExactly(2, 4);
        assertThat(visited(index, "Über#1", "x")).containsExactly(2);
        assertThat(visited(index, "", "")).containsExactly(2);
    }

    @Test
    void startingFromACandidateSkipsThoseBeforeIt() {
        assertThat(index.next(new String[] {"ACCOUNT#acme", "LICENSE#l-1"}, 2)).isEqualTo(2);
        assertThat(index.next(new String[] {"ACCOUNT#acme", "LICENSE#l-1"}, 3)).isEqualTo(-1);
        assertThat(index.next(new String[] {"ACCOUNT#acme", "LICENSE#l-1"}, 99)).isEqualTo(-1);
    }

    @Test
    void neverPassesOverACandidateThatCouldMatchAcrossManyCandidates() {
        List<KeyTemplate[]> many = IntStream.range(0, 150)
                .mapToObj(i -> keys((i % 3 == 0 ? "A" : "B") + i + "#{p}", i % 5 == 0 ? "{s}" : "S" + i + "#{s}"))
                .toList();
        KeyStartIndex big = new KeyStartIndex(many, 2);
        String[] keys = {"B7#x", "S7#y"};

        List<Integer> expected = IntStream.range(0, many.size())
                .filter(c -> many.get(c)[0].literalPrefix().startsWith("B")
                        || many.get(c)[0].literalPrefix().isEmpty())
                .filter(c -> many.get(c)[1].literalPrefix().isEmpty()
                        || many.get(c)[1].literalPrefix().startsWith("S"))
                .boxed()
                .toList();
        assertThat(visited(big, keys)).isEqualTo(expected).contains(7, 10, 149).doesNotContain(0, 3);
    }
}
