package io.tenantdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.schema.SortCondition.Operator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Saved ad-hoc queries on disk: per platform, owner-only, and a broken file named and never overwritten. */
class SavedQueriesTest {

    @TempDir
    Path config;

    private static final SavedQuery ACTIVE = new SavedQuery(
            "active licenses",
            "app_data",
            "GSI1",
            "ENTITY#LICENSE",
            Operator.BEGINS_WITH,
            "LICENSE#",
            null,
            List.of(new SavedQuery.Filter("status", Operator.EQ, "active", null)),
            "License");
    private static final SavedQuery SOON = new SavedQuery(
            "ending soon",
            "app_data",
            "GSI3",
            "LICENSE#STATUS#active",
            Operator.BETWEEN,
            "2026-01-01",
            "2026-02-01",
            List.of(),
            null);

    @Test
    void queriesAreKeptPerPlatformSortedByNameAndReadBackAsSaved() throws IOException {
        SavedQueries appData = new SavedQueries(config, "app_data");

        appData.save(SOON);
        appData.save(ACTIVE);

        assertThat(new SavedQueries(config, "app_data").list().queries()).containsExactly(ACTIVE, SOON);
        assertThat(new SavedQueries(config, "wallcrawler").list().queries()).isEmpty();
        assertThat(appData.file()).isEqualTo(config.resolve("platforms-settings/app_data/saved-queries.json"));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(appData.file())))
                .isEqualTo("rw-------");
        assertThat(appData.list().problem()).isEmpty();
    }

    @Test
    void savingUnderAnExistingNameReplacesItAndRenameAndDeleteChangeOnlyTheirQuery() {
        SavedQueries store = new SavedQueries(config, "app_data");
        store.save(ACTIVE);
        store.save(SOON);

        store.save(SOON.named("active licenses"));
        assertThat(store.list().queries()).containsExactly(SOON.named("active licenses"), SOON);

        store.rename("ending soon", "expiring");
        assertThat(store.list().queries()).extracting(SavedQuery::name).containsExactly("active licenses", "expiring");
        store.delete("active licenses");
        assertThat(store.list().queries()).containsExactly(SOON.named("expiring"));
    }

    @Test
    void aBrokenFileIsNamedWithThePlaceAndTheProblemAndIsNeverOverwritten() throws IOException {
        SavedQueries store = new SavedQueries(config, "app_data");
        Files.createDirectories(store.file().getParent());
        String broken = "{\"queries\": [{\"name\": \"x\", \"table\": \"app_data\", \"operator\": \"~\"}]}";
        Files.writeString(store.file(), broken);

        SavedQueries.Listing listing = store.list();

        assertThat(listing.queries()).isEmpty();
        assertThat(listing.problem()).hasValueSatisfying(p -> {
            assertThat(p.file()).isEqualTo(store.file());
            assertThat(p.path()).isEqualTo("$.queries[0].operator");
            assertThat(p.message()).contains("`~` is not an operator");
        });
        assertThatThrownBy(() -> store.save(ACTIVE))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining(store.file().toString())
                .hasMessageContaining("$.queries[0].operator");
        assertThat(Files.readString(store.file())).isEqualTo(broken);

        Files.writeString(store.file(), "{\"queries\": [");
        assertThat(store.list().problem())
                .hasValueSatisfying(p -> assertThat(p.message()).startsWith("not valid JSON"));
    }

    @Test
    void aPlatformIdIsNeverAPathOutOfTheFolder() {
        assertThat(new SavedQueries(config, "../../etc").file())
                .isEqualTo(config.resolve("platforms-settings/_.._.._etc/saved-queries.json"));
    }
}
