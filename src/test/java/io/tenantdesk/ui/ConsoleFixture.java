package io.tenantdesk.ui;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.TestData;
import io.tenantdesk.ui.common.ConsoleContext;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;

/**
 * A console context on one platform's demo data in dynalite, with everything a view-model test needs to look
 * at: the scripted dialogs, the recording workspace, the journal, the demo data set.
 */
public final class ConsoleFixture {

    public final PlatformDescriptor platform;
    public final DemoDataset data;
    public final ScriptedDialogs dialogs = new ScriptedDialogs();
    public final RecordingWorkspace workspace = new RecordingWorkspace();
    public final ChangeJournal journal;
    public final EntityStore store;
    public final ConsoleContext context;
    public final LocalDynamo dynamo;
    public final TableNameMapping mapping;

    /** Loads the platform's demo data under fresh table names and builds a context with synchronous executors. */
    public ConsoleFixture(LocalDynamo dynamo, String platformId, Path journalDir, boolean readOnly) {
        this(dynamo, platformId, journalDir, readOnly, UiExecutors.direct());
    }

    public ConsoleFixture(LocalDynamo dynamo, String platformId, Path journalDir, boolean readOnly, UiExecutors executors) {
        this(dynamo, Platforms.get(platformId), null, journalDir, readOnly, executors);
    }

    /** Loads {@code data}, one of the platform's data sets, under fresh table names; a synchronous context. */
    public ConsoleFixture(LocalDynamo dynamo, DemoDataset data, Path journalDir, boolean readOnly) {
        this(dynamo, data.platform(), data, journalDir, readOnly, UiExecutors.direct());
    }

    private ConsoleFixture(LocalDynamo dynamo, PlatformDescriptor platform, DemoDataset given, Path journalDir,
                           boolean readOnly, UiExecutors executors) {
        this.dynamo = dynamo;
        this.platform = platform;
        this.mapping = dynamo.freshMapping();
        if (given == null) {
            this.data = dynamo.loadDemo(platform, mapping);
        } else {
            TestData.load(dynamo.client(), given, mapping);
            this.data = given;
        }
        this.journal = new ChangeJournal(journalDir.resolve("journal.jsonl"));
        this.store = new EntityStore(new Connection("test", dynamo.client(), mapping, readOnly), platform, journal,
                Clock.systemUTC(), "support@example.com");
        this.context = new ConsoleContext(store, journal, executors, dialogs, workspace,
                new ValueText(Clock.systemUTC(), ZoneId.of("Europe/Berlin")), Clock.systemUTC());
    }
}
