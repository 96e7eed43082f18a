package io.tenantdesk.generated;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteRun;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.testing.TestData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterProperty;

/**
 * Every generated platform on dynalite: its items loaded, every list, tenant overview and unclassified view read,
 * lint, export, repair planning and a draft from the tables run, classification agrees between the store, lint and
 * export, and a credit adjustment adds up. {@code -Dtenantdesk.generated.tries=N} sets how many platforms.
 */
class GeneratedPlatformsOnDynaliteTest {

    private final DynaliteRun dynalite = DynaliteRun.start();
    private final RunFigures figures = new RunFigures("core");

    @AfterProperty
    void stop() {
        dynalite.close();
        figures.print();
    }

    @Property
    void everyViewAndCommandRunsAndAgreesOnEveryItem(@ForAll("platforms") GeneratedPlatform generated)
            throws IOException {
        PlatformDescriptor platform = generated.load();
        GeneratedItems items = generated.items(platform);
        Path journal = Files.createTempDirectory("generated-journal");
        try (LocalDynamo dynamo = dynalite.handle("generated")) {
            TableNameMapping mapping = dynamo.mapping();
            TestData.load(dynamo.client(), items.data(), mapping);
            EntityStore store = new EntityStore(
                    new Connection("generated", dynamo.client(), mapping, false),
                    platform,
                    new ChangeJournal(journal.resolve("journal.jsonl")),
                    Clock.systemUTC(),
                    "tester");
            StoreChecks reads = new StoreChecks(store, items);
            AgreementChecks agreement = new AgreementChecks(store, items);
            Map<String, List<EntityRow>> lists = reads.lists();
            reads.tenants();
            agreement.exportAgrees(lists);
            agreement.lintAgrees();
            agreement.repairsPlan(agreement.unclassifiedAgrees());
            double draft = agreement.inferDrafts();
            reads.credit();
            figures.add(items.count());
            figures.addDraft(draft);
        } finally {
            try (var files = Files.walk(journal)) {
                files.sorted(java.util.Comparator.reverseOrder())
                        .forEach(p -> p.toFile().delete());
            }
        }
    }

    @Provide
    Arbitrary<GeneratedPlatform> platforms() {
        return PlatformArbitraries.platforms();
    }
}
