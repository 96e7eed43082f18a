package io.tenantdesk.infer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Shrunk from generated platforms: a table keyed by Binary values beside one keyed by text. */
class DraftBinaryKeyTest {

    @Test
    void aTableWithABinaryKeyIsDraftedWithoutAnEntityAndTheDraftLoads() {
        DescriptorDraft.TableFacts text = new DescriptorDraft.TableFacts(
                "orders",
                new KeyAttribute("id", KeyType.S),
                null,
                List.of(),
                Optional.empty(),
                Optional.empty(),
                List.of(Item.builder().putString("id", "ORDER#1").build()));
        DescriptorDraft.TableFacts binary = new DescriptorDraft.TableFacts(
                "blobs",
                new KeyAttribute("id", KeyType.B),
                null,
                List.of(),
                Optional.empty(),
                Optional.empty(),
                List.of(Item.builder()
                        .put("id", new Value.Bin(new byte[] {0, (byte) 0xff}))
                        .build()));

        LiveDraft.Drafted draft = LiveDraft.of("mixed", List.of(text, binary));

        assertThat(draft.descriptor().tables()).containsKeys("orders", "blobs");
        assertThat(draft.descriptor().entitiesOf("blobs")).isEmpty();
        assertThat(draft.descriptor().entitiesOf("orders")).hasSize(1);
        assertThat(draft.descriptor().notes()).anySatisfy(n -> assertThat(n).contains("`blobs` has a Binary key"));
    }
}
