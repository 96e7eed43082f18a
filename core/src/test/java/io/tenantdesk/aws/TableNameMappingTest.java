package io.tenantdesk.aws;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TableNameMappingTest {

    @Test
    void identityKeepsLogicalNames() {
        TableNameMapping mapping = TableNameMapping.identity();

        assertThat(mapping.physical("app_data")).isEqualTo("app_data");
        assertThat(mapping.isIdentity()).isTrue();
    }

    @Test
    void prefixAndSuffixSurroundTheLogicalName() {
        assertThat(TableNameMapping.prefixed("staging-").physical("workspace")).isEqualTo("staging-workspace");
        assertThat(TableNameMapping.affixed("HelpmatonProduction-", "-1A2B").physical("workspace"))
                .isEqualTo("HelpmatonProduction-workspace-1A2B");
        assertThat(TableNameMapping.prefixed("staging-").isIdentity()).isFalse();
        assertThat(TableNameMapping.prefixed("staging-").describe("workspace"))
                .isEqualTo("workspace (staging-workspace)");
        assertThat(TableNameMapping.identity().describe("workspace")).isEqualTo("workspace");
    }

    @Test
    void explicitNamesWinAndOtherTablesFallBackToTheRule() {
        TableNameMapping mapping = TableNameMapping.prefixed("staging-")
                .withExplicitNames(Map.of("workspace", "HelpmatonProduction-WorkspaceTable-1A2B"));

        assertThat(mapping.physical("workspace")).isEqualTo("HelpmatonProduction-WorkspaceTable-1A2B");
        assertThat(mapping.physical("credit-reservations")).isEqualTo("staging-credit-reservations");
    }

    @Test
    void explicitMapAloneFallsBackToTheLogicalName() {
        TableNameMapping mapping = TableNameMapping.explicit(Map.of("sessions", "wallcrawler-prod-sessions"));

        assertThat(mapping.physical("sessions")).isEqualTo("wallcrawler-prod-sessions");
        assertThat(mapping.physical("projects")).isEqualTo("projects");
    }

    @Test
    void isAnImmutableValue() {
        Map<String, String> names = new HashMap<>(Map.of("a", "real-a"));
        TableNameMapping mapping = TableNameMapping.explicit(names);
        names.put("a", "changed");

        assertThat(mapping.physical("a")).isEqualTo("real-a");
        assertThatThrownBy(() -> mapping.explicitNames().put("b", "x"))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThat(mapping).isEqualTo(TableNameMapping.explicit(Map.of("a", "real-a")));
        assertThat(TableNameMapping.prefixed("")).isEqualTo(TableNameMapping.identity());
    }

    @Test
    void refusesWhatCannotBeATableName() {
        assertThatThrownBy(() -> TableNameMapping.prefixed("staging/"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("staging/");
        assertThatThrownBy(() -> TableNameMapping.affixed("", "a b")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TableNameMapping.explicit(Map.of("sessions", " ")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("sessions");
        assertThatThrownBy(() -> TableNameMapping.identity().physical("")).isInstanceOf(IllegalArgumentException.class);
    }
}
