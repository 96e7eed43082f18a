package io.tenantdesk.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.testing.Platforms;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Secrets become a mask and a keyed digest; the key is the user's own, owner-only, made once. */
class SecretMaskTest {

    @Test
    void aSecretIsMaskedWithAKeyedDigestThatTellsWhetherItChangedAndPutsItBack(@TempDir Path dir) {
        EntityDef agentKey = Platforms.get("helpmaton").entity("AgentKey").orElseThrow();
        SecretMask mask = new SecretMask(JournalKey.in(dir.resolve("journal.key")));
        Item item = Item.of(Map.of("name", Value.str("ci key"), "key", Value.str("sk-live-0123456789")));

        Item masked = mask.mask(item, SecretMask.secretsOf(agentKey));

        assertThat(SecretMask.secretsOf(agentKey)).contains("key");
        assertThat(masked.get("name")).contains(Value.str("ci key"));
        Value recorded = masked.get("key").orElseThrow();
        assertThat(SecretMask.isMasked(recorded)).isTrue();
        assertThat(SecretMask.maskedIn(masked)).containsExactly("key");
        assertThat(((Value.Str) recorded).value()).doesNotContain("sk-live").startsWith("******** hmac-sha256:");
        assertThat(mask.mask(recorded)).as("masking twice changes nothing").isEqualTo(recorded);
        assertThat(mask.same(recorded, Optional.of(Value.str("sk-live-0123456789"))))
                .isTrue();
        assertThat(mask.same(recorded, Optional.of(Value.str("sk-live-rotated"))))
                .isFalse();
        assertThat(mask.same(recorded, Optional.empty())).isFalse();
        assertThat(mask.restore(masked, Optional.of(item))).contains(item);
        assertThat(mask.restore(masked, Optional.of(Item.of(Map.of("key", Value.str("sk-live-rotated"))))))
                .isEmpty();
        assertThat(new SecretMask(JournalKey.ephemeral()).same(recorded, Optional.of(Value.str("sk-live-0123456789"))))
                .as("another user's key cannot check it")
                .isFalse();
    }

    @Test
    void theKeyIsMadeOnceOwnerOnlyAndKeptAcrossStarts(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("data").resolve("journal.key");
        String first = JournalKey.in(file).digest("x");

        assertThat(JournalKey.in(file).digest("x")).isEqualTo(first);
        assertThat(JournalKey.ephemeral().digest("x")).isNotEqualTo(first);
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                .isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())))
                .isEqualTo("rwx------");
        try (var leftovers = Files.list(file.getParent())) {
            assertThat(leftovers).containsExactly(file);
        }
        Files.writeString(file, "not a key");
        assertThatThrownBy(() -> JournalKey.in(file))
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining(file.toString());
    }
}
