package io.tenantdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import org.junit.jupiter.api.Test;

/** The one rule for secrets quoted in messages, shared by lint examples and the unclassified items view. */
class SecretValuesTest {

    private final PlatformDescriptor platform = Fixtures.load("fixture");

    private EntityRow session(String signingKey) {
        Item item = Item.builder().putString("sessionId", "sess_4k2m9").putString("projectId", "p1")
                .putString("status", "RUNNING").put("expiresAt", Value.num(1_900_000_000))
                .putString("signingKey", signingKey).build();
        return new EntityRow("sessions", item, new ItemClassifier(platform).classify("sessions", item));
    }

    @Test
    void aTablesSecretAttributesAreThoseItsEntitiesDeclareSecret() {
        assertThat(platform.secretAttributesOf("sessions")).containsExactly("signingKey");
        assertThat(platform.secretAttributesOf("main")).isEmpty();
    }

    @Test
    void aSecretValueIsMaskedWhereverAMessageQuotesIt() {
        SecretValues secrets = SecretValues.of(session("k3y-s3cret"), platform.secretAttributesOf("sessions"));

        assertThat(secrets.scrub("`signingKey` is `k3y-s3cret`, also in ID#k3y-s3cret", "••"))
                .isEqualTo("`signingKey` is `••`, also in ID#••");
    }

    @Test
    void valuesTooShortToBeFoundInOrdinaryTextAreLeftAlone() {
        SecretValues secrets = SecretValues.of(session("abc"), platform.secretAttributesOf("sessions"));

        assertThat(secrets.scrub("status abc of 2026-03-01", "••")).isEqualTo("status abc of 2026-03-01");
    }
}
