package io.tenantdesk.schema.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    @Test
    void aTenantLinkIntoABinaryKeyIsRefused() {
        String json = """
                { "platform": "blink",
                  "tables": { "main": { "partitionKey": { "name": "PK", "type": "S" },
                    "indexes": { "byOrg": { "partitionKey": { "name": "orgBytes", "type": "B" } } } } },
                  "entities": [
                    { "name": "Org", "role": "tenant", "table": "main", "tenant": "org_id",
                      "keys": { "PK": "ORG#{org_id}" },
                      "attributes": { "org_id": { "type": "string", "stored": false, "required": true } },
                      "list": { "scan": true } },
                    { "name": "Device", "table": "main", "tenant": "orgBytes", "keys": { "PK": "DEVICE#{device_id}" },
                      "attributes": { "device_id": { "type": "string", "stored": false, "required": true },
                                      "orgBytes": { "type": "string", "stored": false } },
                      "list": { "scan": true }, "byTenant": { "index": "byOrg", "partition": "{orgBytes}" } } ] }
                """;

        assertThatThrownBy(() -> new DescriptorLoader().load("blink.json", json))
                .isInstanceOf(DescriptorException.class)
                .satisfies(e -> assertThat(((DescriptorException) e).problems())
                        .extracting(DescriptorProblem::toString)
                        .containsExactly("blink.json: $.entities[1].attributes.orgBytes: `orgBytes` is a key of type B"
                                + " in the table or an index, but a string attribute is stored as S"));
    }
}
