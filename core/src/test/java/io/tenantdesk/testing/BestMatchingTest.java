package io.tenantdesk.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class BestMatchingTest {

    @Test
    void theHeaviestPairingIsFoundWhereTakingTheLargestOverlapFirstIsNot() {
        Map<String, Map<String, Integer>> overlap =
                Map.of("A", Map.of("x", 5, "y", 4), "B", Map.of("x", 4), "C", Map.of("z", 2, "x", 3));

        assertThat(BestMatching.weight(overlap)).isEqualTo(4 + 4 + 2);
    }

    @Test
    void moreColumnsThanRowsLeaveColumnsUnpaired() {
        assertThat(BestMatching.weight(Map.of("A", Map.of("x", 7, "y", 3, "z", 1))))
                .isEqualTo(7);
        assertThat(BestMatching.weight(Map.of())).isZero();
    }
}
