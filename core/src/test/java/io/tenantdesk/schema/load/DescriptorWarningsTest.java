package io.tenantdesk.schema.load;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.Fixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

class DescriptorWarningsTest {

    @Test
    void aTenantLinkIntoANumberKeyWarnsWhereTenantIdsAreText() {
        assertThat(DescriptorWarnings.of(Fixtures.load("numbered")))
                .extracting(DescriptorProblem::toString)
                .containsExactly("numbered.json: $.entities[3].tenant: warning: `orgNumber` goes into the Number key"
                        + " `orgNumber`, but tenant ids (`org_id` of `Org`) may be text: a tenant whose id is not a"
                        + " number has no Entry items. Link by a number attribute of the tenant"
                        + " (\"tenant\": {\"field\": ..., \"tenantAttribute\": ...})");
    }

    @Test
    void noWarningWhereTheTenantIdsAreNumbersOrTheLinkIsANumberAttribute() {
        String digits = Fixtures.text("numbered")
                .replace(
                        "\"org_id\": { \"type\": \"string\", \"stored\": false, \"required\": true },\n"
                                + "        \"name\"",
                        "\"org_id\": { \"type\": \"string\", \"stored\": false, \"required\": true,"
                                + " \"pattern\": \"[0-9]+\", \"example\": \"42\" },\n        \"name\"");

        assertThat(DescriptorWarnings.of(new DescriptorLoader().load("digits.json", digits)))
                .isEmpty();
        assertThat(DescriptorWarnings.of(Fixtures.load("grown"))).isEmpty();
        List<DescriptorProblem> bundled = new DescriptorLoader()
                .loadBundled().stream()
                        .flatMap(p -> DescriptorWarnings.of(p).stream())
                        .toList();
        assertThat(bundled).isEmpty();
    }
}
