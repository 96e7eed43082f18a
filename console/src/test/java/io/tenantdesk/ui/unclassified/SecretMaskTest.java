package io.tenantdesk.ui.unclassified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import org.junit.jupiter.api.Test;

/** An item no entity recognises has its table's secrets masked in the item and wherever its reason quotes them. */
class SecretMaskTest {

    private final PlatformDescriptor platform = Fixtures.load("fixture");
    private final SecretMask mask = new SecretMask(platform);

    @Test
    void theItemAndItsReasonLoseTheSecret() {
        Item item = Item.builder()
                .putString("sessionId", "sess_4k2m9")
                .putString("signingKey", "k3y-s3cret")
                .build();
        EntityRow row = new EntityRow(
                "sessions", item, Classification.unrecognised("signingKey k3y-s3cret matches no template"));

        EntityRow masked = mask.mask(row, "••");

        assertThat(masked.item().get("signingKey")).contains(Value.str("••"));
        assertThat(masked.item().get("sessionId")).contains(Value.str("sess_4k2m9"));
        assertThat(masked.classification().summary()).isEqualTo("signingKey •• matches no template");
    }

    @Test
    void aRowWithoutSecretsIsReturnedAsItIs() {
        EntityRow row =
                new EntityRow("main", Item.builder().putString("PK", "X").build(), Classification.unrecognised("odd"));

        assertThat(mask.mask(row, "••")).isSameAs(row);
    }
}
