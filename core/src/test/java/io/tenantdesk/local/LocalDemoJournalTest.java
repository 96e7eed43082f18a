package io.tenantdesk.local;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.Scope;
import io.tenantdesk.testing.Platforms;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The demo keeps a change journal of its own, owner-only, and it goes with the demo's data. */
class LocalDemoJournalTest {

    @Test
    void theDemosWritesGoToItsOwnJournalWhichGoesWithItsData() throws Exception {
        PlatformDescriptor wallcrawler = Platforms.get("wallcrawler");
        LocalDemo demo = LocalDemo.start(
                DynaliteServer.defaultDirectory(), List.of(wallcrawler), DemoSize.SMALL, Instant.now(), message -> {});
        var folder = demo.journalFile().getParent();
        try {
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(folder)))
                    .isEqualTo("rwx------");
            EntityStore store = new EntityStore(
                    demo.connection(), wallcrawler, new ChangeJournal(demo.journalFile()), Clock.systemUTC(), "demo");
            EntityDef project = wallcrawler.entity("Project").orElseThrow();
            List<EntityRow> rows = new ArrayList<>();
            store.list(project, Scope.all(), null, page -> rows.addAll(page.rows()), new CancelToken());
            EntityRow row = rows.stream().filter(EntityRow::valid).findFirst().orElseThrow();
            Map<String, Value> fields = new LinkedHashMap<>(io.tenantdesk.store.ChangePlanner.fieldsOf(project, row));
            fields.put("name", Value.str("Renamed in the demo"));

            store.apply(store.planUpdate(row, fields), "trying the demo");

            assertThat(new ChangeJournal(demo.journalFile()).entries()).hasSize(1);
        } finally {
            demo.close();
        }
        assertThat(folder).doesNotExist();
    }

    @Test
    void aConnectionReachesTheDemoByItsPortOnThisMachineHoweverTheEndpointIsSpelt() {
        LocalDemo demo = LocalDemo.start(
                DynaliteServer.defaultDirectory(),
                List.of(Platforms.get("wallcrawler")),
                DemoSize.SMALL,
                Instant.now(),
                message -> {});
        try {
            int port = demo.endpoint().getPort();
            for (String same : List.of(
                    demo.endpoint().toString(),
                    "http://localhost:" + port,
                    "HTTP://LocalHost:" + port + "/",
                    "http://127.0.0.1:" + port + "/",
                    "http://127.0.0.2:" + port,
                    "http://[::1]:" + port,
                    "http://0.0.0.0:" + port)) {
                assertThat(demo.serves(URI.create(same))).as(same).isTrue();
            }
            for (String other : List.of(
                    "http://127.0.0.1:" + (port == 65_535 ? port - 1 : port + 1),
                    "https://127.0.0.1:" + port,
                    "http://192.0.2.1:" + port,
                    "http://dynamodb.example.com:" + port,
                    "https://dynamodb.eu-west-1.amazonaws.com")) {
                assertThat(demo.serves(URI.create(other))).as(other).isFalse();
            }
        } finally {
            demo.close();
        }
    }
}
