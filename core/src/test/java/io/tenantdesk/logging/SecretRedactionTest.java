package io.tenantdesk.logging;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SecretRedactionTest {

    private final SecretRedaction redaction = new SecretRedaction();

    @Test
    void masksCredentialsTokensAndHashes() {
        String[][] cases = {
            {"key AKIAIOSFODNN7EXAMPLE used", "AKIAIOSFODNN7EXAMPLE"},
            {"aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "wJalrXUtnFEMI"},
            {"{\"accessToken\": \"aoaAAAAAGkXYZ-short\", \"region\": \"eu-west-1\"}", "aoaAAAAAGkXYZ-short"},
            {"Authorization: Bearer abc.def-ghi_jkl", "abc.def-ghi_jkl"},
            {"token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJl in a message", "eyJhbGciOiJIUzI1NiJ9"},
            {
                "item{keyHash=Str[value=3f316bc118dcf9ed47c94464a1f1f2d4e678bff27a631a162d189ed6940af521]}",
                "3f316bc118dcf9ed47c94464a1f1f2d4e678bff27a631a162d189ed6940af521"
            },
            {"X-Amz-Signature=0f1e2d3c4b5a69788796a5b4c3d2e1f0", "0f1e2d3c4b5a69788796a5b4c3d2e1f0"},
        };
        for (String[] c : cases) {
            assertThat(redaction.redact(c[0])).as(c[0]).doesNotContain(c[1]).contains(SecretRedaction.MASK);
        }
        assertThat(redaction.redact("\"accessToken\": \"abc123\", \"region\": \"eu-west-1\""))
                .isEqualTo("\"accessToken\": \"" + SecretRedaction.MASK + "\", \"region\": \"eu-west-1\"");
    }

    @Test
    void leavesOrdinaryTextAlone() {
        String[] ordinary = {
            "Connected with profile dev-sso (account 222233334444) in eu-west-1",
            "Loaded app_data multi-tenant platform: 412 items in 1 table",
            "request 5b1f0c3e-9a4d-4e2b-8c7f-1a2b3c4d5e6f took 120 ms at 2026-11-25T12:00:00.123Z",
            "at io.tenantdesk.ui.app.TenantdeskApp.startDemo(TenantdeskApp.java:125)",
            "/home/ana/.local/state/tenantdesk/tenantdesk.log",
            "Refreshed the IAM Identity Center token"
        };
        for (String text : ordinary) {
            assertThat(redaction.redact(text)).isEqualTo(text);
        }
    }
}
