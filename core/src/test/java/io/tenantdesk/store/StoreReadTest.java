package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.MalformedItem;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.testing.Platforms;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** Every platform's access patterns, read through the store from demo data in dynalite. */
@ExtendWith(DynaliteExtension.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StoreReadTest {

    private final Map<String, EntityStore> stores = new HashMap<>();
    private final Map<String, DemoDataset> data = new HashMap<>();

    @BeforeAll
    void load(LocalDynamo dynamo, @TempDir Path journalDir) {
        SharedDemo demo = dynamo.sharedDemo();
        Connection connection = demo.connection();
        data.putAll(demo.data(List.of("t3nets", "app_data", "lon12", "helpmaton", "wallcrawler")));
        for (String id : data.keySet()) {
            stores.put(
                    id,
                    new EntityStore(
                            connection,
                            Platforms.get(id),
                            new ChangeJournal(journalDir.resolve("journal.jsonl")),
                            Clock.systemUTC(),
                            "tester"));
        }
    }

    private String anyTenant(String platform) {
        EntityStore store = stores.get(platform);
        String entity = store.platform().tenantEntity().orElseThrow().name();
        return Rows.of(store, entity, Scope.all()).stream()
                .filter(EntityRow::valid)
                .map(r -> r.text(store.platform()
                                .tenantEntity()
                                .get()
                                .tenantField()
                                .get())
                        .orElseThrow())
                .findFirst()
                .orElseThrow();
    }

    @Test
    void t3netsTenantsUsersAndTheChannelLookup() {
        EntityStore store = stores.get("t3nets");
        Rows tenants = new Rows();
        LoadSummary summary = store.list(
                store.platform().entity("Tenant").orElseThrow(), Scope.all(), null, tenants, new CancelToken());
        assertThat(summary.fullScan()).as("the design has no index of tenants").isTrue();
        assertThat(tenants.pages).allSatisfy(p -> assertThat(p.fullScan()).isTrue());
        assertThat(tenants.rows)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.entity().orElseThrow().name()).isEqualTo("Tenant"));

        String tenant = anyTenant("t3nets");
        assertThat(Rows.of(store, "User", Scope.tenant(tenant)))
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.text("tenant_id")).contains(tenant));

        EntityRow channel =
                Rows.of(store, "ChannelMapping", Scope.tenant(tenant)).get(0);
        List<EntityRow> found = Rows.of(
                store,
                "ChannelMapping",
                Scope.range(
                        "by-channel",
                        Map.of(
                                "channel_type",
                                channel.text("channel_type").orElseThrow(),
                                "channel_id",
                                channel.text("channel_id").orElseThrow())));
        assertThat(found).extracting(r -> r.text("tenant_id").orElseThrow()).containsExactly(tenant);
    }

    @Test
    void appDataAccountsUsersByGsi2AndExpiringLicenses() {
        EntityStore store = stores.get("app_data");
        assertThat(store.describe(store.platform().entity("Account").orElseThrow(), Scope.all()))
                .isEqualTo("Query app_data index GSI1 where GSI1PK = ENTITY#ACCOUNT");
        String account = anyTenant("app_data");
        List<EntityRow> users = Rows.of(store, "User", Scope.tenant(account));
        assertThat(users)
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.text("account_id"))
                        .as("parsed from GSI2PK")
                        .contains(account));
        assertThat(Rows.of(store, "License", Scope.tenant(account)))
                .allSatisfy(r -> assertThat(r.text("account_id")).contains(account));

        LocalDate limit = LocalDate.now(ZoneOffset.UTC).plusDays(30);
        List<EntityRow> expiring = Rows.of(store, "License", Scope.range("expiring", Map.of()));
        assertThat(expiring).isNotEmpty().allSatisfy(r -> {
            assertThat(r.text("status")).contains("active");
            assertThat(LocalDate.parse(r.text("end_date").orElseThrow())).isBeforeOrEqualTo(limit);
        });
        long expected = data.get("app_data").itemsByTable().get("app_data").stream()
                .filter(i -> i.scalarText("GSI3PK").orElse("").equals("LICENSE#STATUS#active"))
                .filter(i ->
                        !LocalDate.parse(i.scalarText("end_date").orElseThrow()).isAfter(limit))
                .count();
        assertThat(expiring).hasSize((int) expected);
    }

    @Test
    void lon12MessagesOfOneConversation() {
        EntityStore store = stores.get("lon12");
        EntityRow message = Rows.of(store, "Message", Scope.all()).get(0);
        String org = message.text("orgId").orElseThrow();
        String conversation = message.text("conversationId").orElseThrow();

        List<EntityRow> messages = Rows.of(
                store, "Message", Scope.range("conversation", Map.of("orgId", org, "conversationId", conversation)));

        assertThat(messages).isNotEmpty().allSatisfy(r -> {
            assertThat(r.text("conversationId")).contains(conversation);
            assertThat(r.item().scalarText("SK").orElseThrow()).startsWith("MSG#");
        });
    }

    @Test
    void helpmatonWorkspacesAndCreditReservationsByExpiryHour() {
        EntityStore store = stores.get("helpmaton");
        assertThat(Rows.of(store, "Workspace", Scope.all())).hasSizeGreaterThanOrEqualTo(12);
        long hour = Instant.now().getEpochSecond() / 3600 * 3600;
        List<EntityRow> thisHour = Rows.of(store, "CreditReservation", Scope.range("expiring-this-hour", Map.of()));
        List<EntityRow> nextHour = Rows.of(store, "CreditReservation", Scope.range("expiring-next-hour", Map.of()));
        assertThat(thisHour).allSatisfy(r -> assertThat(r.text("expiresHour")).contains(Long.toString(hour)));
        assertThat(nextHour).allSatisfy(r -> assertThat(r.text("expiresHour")).contains(Long.toString(hour + 3600)));
        assertThat(thisHour.size() + nextHour.size())
                .as("reservations expire within 15 minutes of now")
                .isPositive();
    }

    @Test
    void wallcrawlerSessionsByProjectAndByStatusThroughTheKeysOnlyIndex() {
        EntityStore store = stores.get("wallcrawler");
        String project = anyTenant("wallcrawler");
        assertThat(Rows.of(store, "Session", Scope.tenant(project)))
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.text("projectId")).contains(project));

        List<EntityRow> running = Rows.of(store, "Session", Scope.range("by-status", Map.of("status", "RUNNING")));
        assertThat(running).isNotEmpty().allSatisfy(r -> {
            assertThat(r.text("status")).contains("RUNNING");
            assertThat(r.item().has("createdAt"))
                    .as("whole items fetched after the KEYS_ONLY index")
                    .isTrue();
            assertThat(r.entity().map(e -> e.name()).orElse("unrecognised")).isIn("Session", "unrecognised");
        });
        List<Long> expiries = running.stream()
                .map(r -> Long.parseLong(r.text("expiresAt").orElseThrow()))
                .toList();
        assertThat(expiries).as("in the index's order").isSorted();
    }

    @Test
    void malformedDemoItemsComeBackMarkedNotThrown() {
        EntityStore store = stores.get("app_data");
        Rows unclassified = new Rows();
        store.unclassified("app_data", null, unclassified, new CancelToken());

        List<MalformedItem> malformed = data.get("app_data").malformedIn("app_data");
        assertThat(unclassified.rows)
                .extracting(EntityRow::item)
                .containsExactlyInAnyOrderElementsOf(
                        malformed.stream().map(MalformedItem::item).toList());
        assertThat(unclassified.rows).allSatisfy(r -> assertThat(r.valid()).isFalse());

        List<EntityRow> accounts = Rows.of(store, "Account", Scope.all());
        assertThat(accounts)
                .filteredOn(r -> !r.valid())
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.classification().summary()).isNotBlank());
    }

    @Test
    void aTenantsOverviewReadsSharedPartitionsOnce() {
        EntityStore store = stores.get("app_data");
        String account = anyTenant("app_data");

        TenantOverview overview = store.tenant(account, new CancelToken());

        assertThat(overview.tenantIfFound()).isPresent();
        assertThat(overview.reads())
                .contains("Query app_data where PK = ACCOUNT#" + account)
                .contains("Query app_data index GSI2 where GSI2PK = ACCOUNT#" + account + "#USERS");
        assertThat(overview.reads())
                .filteredOn(r -> r.contains("where PK = ACCOUNT#"))
                .hasSize(1);
        assertThat(overview.rows("License")).isNotEmpty();
        assertThat(overview.rows("User")).isNotEmpty();
        assertThat(overview.rows("License"))
                .allSatisfy(r -> assertThat(r.text("account_id")).contains(account));
    }

    @Test
    void aTenantOverviewOnEachPlatformFindsTheTenant() {
        for (String id : List.of("t3nets", "lon12", "helpmaton", "wallcrawler")) {
            TenantOverview overview = stores.get(id).tenant(anyTenant(id), new CancelToken());
            assertThat(overview.tenantIfFound()).as(id).isPresent();
            assertThat(overview.rowsByEntity()).as(id).isNotEmpty();
        }
    }
}
