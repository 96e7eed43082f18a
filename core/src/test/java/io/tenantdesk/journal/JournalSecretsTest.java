package io.tenantdesk.journal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Values the descriptor marks secret never reach the journal in clear: not in the images, not in the request's
 * texts, not in the outcome, not in the key; the journal, its folder and its key are its owner's only. A revert
 * takes an unchanged secret back from the item itself and refuses, saying why, where it would need the clear value.
 */
@ExtendWith(DynaliteExtension.class)
class JournalSecretsTest {

    private static final PlatformDescriptor WALLCRAWLER = Platforms.get("wallcrawler");
    private static final String SIGNING_KEY = "eyJhbGciOiJIUzI1NiJ9.c2Vzc2lvbg.first-signature";
    private static final String API_KEY_HASH = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

    private Path folder;
    private ChangeJournal journal;
    private EntityStore store;
    private EntityDef session;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        var mapping = dynamo.freshMapping();
        dynamo.provision(WALLCRAWLER, mapping);
        folder = dir.resolve("data");
        journal = new ChangeJournal(folder.resolve("journal.jsonl"));
        store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                WALLCRAWLER,
                journal,
                Clock.systemUTC(),
                "support@example.com");
        session = WALLCRAWLER.entity("Session").orElseThrow();
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("sessionId", Value.str("sess_secret1"));
        fields.put("status", Value.str("RUNNING"));
        fields.put("projectId", Value.str("project_default"));
        fields.put("createdAt", Value.str("2026-11-01T10:00:00Z"));
        fields.put("expiresAt", Value.num(Instant.parse("2026-12-01T10:00:00Z").getEpochSecond()));
        fields.put("signingKey", Value.str(SIGNING_KEY));
        store.apply(store.planCreate(session, fields), "a session to correct");
    }

    private EntityRow load() {
        return store.get(session, Map.of("sessionId", "sess_secret1")).orElseThrow();
    }

    private void edit(String attribute, Value value, String reason) {
        Map<String, Value> fields = ChangePlanner.fieldsOf(session, load());
        fields.put(attribute, value);
        store.apply(store.planUpdate(load(), fields), reason);
    }

    private String journalText() throws Exception {
        return Files.readString(journal.file());
    }

    @Test
    void anEditBesideASecretKeepsItMaskedAndIsRevertedWithTheSecretTheItemStillHolds() throws Exception {
        edit("status", Value.str("STOPPED"), "stopped by hand");

        assertThat(journalText())
                .doesNotContain(SIGNING_KEY)
                .doesNotContain("first-signature")
                .contains("hmac-sha256:");
        WriteRecord stopped = journal.entries().get(0);
        assertThat(stopped.before().orElseThrow().get("signingKey"))
                .hasValueSatisfying(v -> assertThat(SecretMask.isMasked(v)).isTrue());
        assertThat(stopped.request().condition()).doesNotContain(SIGNING_KEY);
        assertThat(new RevertCheck(store, journal).check(stopped).possible()).isTrue();

        new Reverter(store, journal).revert(stopped, "stopped the wrong session");

        assertThat(load().text("status")).contains("RUNNING");
        assertThat(load().item().get("signingKey")).contains(Value.str(SIGNING_KEY));
        assertThat(journalText()).doesNotContain(SIGNING_KEY);
    }

    @Test
    void aChangedSecretIsNeverInClearAndItsChangeCannotBeReverted() throws Exception {
        edit("signingKey", Value.str("eyJhbGciOiJIUzI1NiJ9.rotated.second-signature"), "rotate the signing key");

        assertThat(journalText()).doesNotContain("first-signature").doesNotContain("second-signature");
        WriteRecord rotated = journal.entries().get(0);
        RevertCheck.Verdict verdict = new RevertCheck(store, journal).check(rotated);
        assertThat(verdict.possible()).isFalse();
        assertThat(verdict.why())
                .isEqualTo("It changed a secret (signingKey), which the change record keeps only as "
                        + "a digest, never in clear, so it cannot be reverted.");
        assertThatThrownBy(() -> new Reverter(store, journal).revert(rotated, "undo"))
                .isInstanceOf(StoreException.class)
                .hasMessageContaining("touched a secret (signingKey)");
        assertThat(load().item().get("signingKey"))
                .contains(Value.str("eyJhbGciOiJIUzI1NiJ9.rotated.second-signature"));
    }

    @Test
    void aSecretInTheKeyIsMaskedThereToo() throws Exception {
        EntityDef apiKey = WALLCRAWLER.entity("ApiKey").orElseThrow();
        Map<String, Value> fields = new LinkedHashMap<>();
        fields.put("apiKeyHash", Value.str(API_KEY_HASH));
        fields.put("projectId", Value.str("project_default"));
        fields.put("status", Value.str("ACTIVE"));
        fields.put("createdAt", Value.str("2026-11-01T10:00:00Z"));
        store.apply(store.planCreate(apiKey, fields), "a key for the test");

        assertThat(journalText()).doesNotContain(API_KEY_HASH).doesNotContain(API_KEY_HASH.substring(0, 24));
        RevertCheck.Verdict verdict =
                new RevertCheck(store, journal).check(journal.entries().get(0));
        assertThat(verdict.possible()).isFalse();
        assertThat(verdict.why()).startsWith("Its key holds a secret (apiKeyHash)");
    }

    @Test
    void theJournalItsFolderAndItsKeyAreTheOwnersOnly() throws Exception {
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)))
                .isEqualTo("rwx------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(journal.file())))
                .isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder.resolve("journal.key"))))
                .isEqualTo("rw-------");
    }

    @Test
    void filesAnEarlierVersionLeftReadableByOthersAreMadeTheOwnersOnlyAndThatIsSaidOnce() throws Exception {
        Path rotated = folder.resolve("journal.1.jsonl");
        Files.copy(journal.file(), rotated);
        for (Path file : List.of(journal.file(), rotated, folder.resolve("journal.key"))) {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        List<String> said = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.logging.Handler listen = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
                said.add(record.getMessage());
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
        };
        java.util.logging.Logger logger = java.util.logging.Logger.getLogger(ChangeJournal.class.getName());
        logger.addHandler(listen);
        try {
            new ChangeJournal(journal.file()).entries();
            new ChangeJournal(journal.file()).entries();
        } finally {
            logger.removeHandler(listen);
        }

        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)))
                .isEqualTo("rwx------");
        for (Path file : List.of(journal.file(), rotated, folder.resolve("journal.key"))) {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
                    .as("%s", file)
                    .isEqualTo("rw-------");
        }
        assertThat(said)
                .as("once for each, by the first journal that found it")
                .hasSize(4)
                .allSatisfy(text -> assertThat(text).contains("was readable by others", "readable by its owner only"))
                .anySatisfy(text -> assertThat(text).contains("journal.key was readable by others (rw-r--r--)"))
                .anySatisfy(text -> assertThat(text).contains(folder + " was readable by others (rwxr-xr-x)"));
    }
}
