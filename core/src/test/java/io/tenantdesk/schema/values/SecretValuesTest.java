package io.tenantdesk.schema.values;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import org.junit.jupiter.api.Test;

/** The one rule for secrets quoted in messages, shared by lint examples and the unclassified items view. */
class SecretValuesTest {

    private final PlatformDescriptor platform = Fixtures.load("fixture");

    private SecretValues secretsOf(String signingKey) {
        Item item = Item.builder()
                .putString("sessionId", "sess_4k2m9")
                .putString("projectId", "p1")
                .putString("status", "RUNNING")
                .put("expiresAt", Value.num(1_900_000_000))
                .putString("signingKey", signingKey)
                .build();
        Classification classification = new ItemClassifier(platform).classify("sessions", item);
        return SecretValues.of(item, classification, platform.secretAttributesOf("sessions"));
    }

    @Test
    void aTablesSecretAttributesAreThoseItsEntitiesDeclareSecret() {
        assertThat(platform.secretAttributesOf("sessions")).containsExactly("signingKey");
        assertThat(platform.secretAttributesOf("main")).isEmpty();
    }

    @Test
    void aSecretValueIsMaskedWhereverAMessageQuotesIt() {
        SecretValues secrets = secretsOf("k3y-s3cret");

        assertThat(secrets.scrub("`signingKey` is `k3y-s3cret`, also in ID#k3y-s3cret", "••"))
                .isEqualTo("`signingKey` is `••`, also in ID#••");
    }

    @Test
    void valuesTooShortToBeFoundInOrdinaryTextAreLeftAlone() {
        SecretValues secrets = secretsOf("abc");

        assertThat(secrets.scrub("status abc of 2026-03-01", "••")).isEqualTo("status abc of 2026-03-01");
    }
}
