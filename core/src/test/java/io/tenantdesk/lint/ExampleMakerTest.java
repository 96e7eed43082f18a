package io.tenantdesk.lint;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.Classification;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.EntityRow;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Examples never quote a secret, whether or not an entity recognised the item. */
class ExampleMakerTest {

    private final PlatformDescriptor platform = Fixtures.load("fixture");
    private final ExampleMaker maker =
            new ExampleMaker(platform, platform.table("sessions").orElseThrow());

    private static Item session(String signingKey) {
        return Item.builder()
                .putString("sessionId", "sess_4k2m9")
                .putString("projectId", "p1")
                .putString("status", "RUNNING")
                .put("expiresAt", Value.num(1_900_000_000))
                .putString("signingKey", signingKey)
                .build();
    }

    @Test
    void aRecognisedItemsSecretIsMaskedInTheMessage() {
        Item item = session("k3y-s3cret");
        EntityRow row = new EntityRow("sessions", item, new ItemClassifier(platform).classify("sessions", item));

        Example example = maker.example(row, "signingKey", "`signingKey` is `k3y-s3cret`");

        assertThat(example.key()).containsExactly(Map.entry("sessionId", "sess_4k2m9"));
        assertThat(example.message()).isEqualTo("`signingKey` is `" + PlainValues.MASK + "`");
    }

    @Test
    void anUnrecognisedItemIsMaskedByItsTablesSecrets() {
        EntityRow row = new EntityRow(
                "sessions",
                session("k3y-s3cret"),
                Classification.unrecognised("no template matches signingKey k3y-s3cret"));

        assertThat(maker.example(row, null, row.classification().summary()).message())
                .isEqualTo("no template matches signingKey " + PlainValues.MASK);
    }
}
