package io.tenantdesk.schema;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LabelsTest {

    @ParameterizedTest
    @CsvSource({
        "account_id, Account ID",
        "creditBalance, Credit balance",
        "ApiKey, API key",
        "McpServer, MCP server",
        "ttl, TTL",
        "rapid_growth, Rapid growth",
        "identity, Identity"
    })
    void namesReadAsWordsWithAcronymsInCapitals(String name, String label) {
        assertThat(Labels.humanize(name)).isEqualTo(label);
    }
}
