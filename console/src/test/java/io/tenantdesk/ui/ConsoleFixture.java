package io.tenantdesk.ui;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.store.OutcomeChecks;
import io.tenantdesk.testing.Platforms;
import io.tenantdesk.testing.TestData;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A console context on one platform's demo data in dynalite (its own tables, or read-only on the run's shared
 * ones), with everything a view-model test needs to look
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

    public ConsoleFixture(
            LocalDynamo dynamo, String platformId, Path journalDir, boolean readOnly, UiExecutors executors) {
        this(
                dynamo,
                freshlyLoaded(dynamo, Platforms.get(platformId), null),
                journalDir,
                dynamo.client(),
                readOnly,
                executors);
    }

    /** Loads {@code data}, one of the platform's data sets, under fresh table names; a synchronous context. */
    public ConsoleFixture(LocalDynamo dynamo, DemoDataset data, Path journalDir, boolean readOnly) {
        this(
                dynamo,
                freshlyLoaded(dynamo, data.platform(), data),
                journalDir,
                dynamo.client(),
                readOnly,
                UiExecutors.direct());
    }

    /**
     * Loads only the platform's demo items of {@code entities} (their malformed ones too) under fresh table names,
     * for a test that reads and writes those entities alone: a fraction of the writes the whole demo data takes.
     */
    public static ConsoleFixture withOnly(LocalDynamo dynamo, String platformId, Path journalDir, String... entities) {
        return withOnly(dynamo, platformId, journalDir, dynamo.client(), entities);
    }

    /** As {@link #withOnly(LocalDynamo, String, Path, String...)}, the store sending through {@code client}. */
    public static ConsoleFixture withOnly(
            LocalDynamo dynamo, String platformId, Path journalDir, DynamoDbClient client, String... entities) {
        return withOnly(dynamo, platformId, journalDir, client, OutcomeChecks.standard(), entities);
    }

    /** As {@link #withOnly(LocalDynamo, String, Path, DynamoDbClient, String...)}, the store checking as {@code checks} say. */
    public static ConsoleFixture withOnly(
            LocalDynamo dynamo,
            String platformId,
            Path journalDir,
            DynamoDbClient client,
            OutcomeChecks checks,
            String... entities) {
        TableNameMapping mapping = dynamo.freshMapping();
        Loaded loaded = new Loaded(dynamo.loadDemo(Platforms.get(platformId), mapping, Set.of(entities)), mapping);
        return new ConsoleFixture(dynamo, loaded, journalDir, client, false, UiExecutors.direct(), checks);
    }

    /** As the others, the store sending through {@code client} (a client of a fault proxy, say); the demo data is loaded directly. */
    public ConsoleFixture(
            LocalDynamo dynamo,
            String platformId,
            Path journalDir,
            DynamoDbClient client,
            boolean readOnly,
            UiExecutors executors) {
        this(dynamo, freshlyLoaded(dynamo, Platforms.get(platformId), null), journalDir, client, readOnly, executors);
    }

    /**
     * A read-only console on the run's shared demo data of {@code platformId} (loaded by the first test that asks),
     * for tests that only read; a synchronous context.
     */
    public static ConsoleFixture onSharedDemo(LocalDynamo dynamo, String platformId, Path journalDir) {
        return onSharedDemo(dynamo, platformId, journalDir, UiExecutors.direct());
    }

    public static ConsoleFixture onSharedDemo(
            LocalDynamo dynamo, String platformId, Path journalDir, UiExecutors executors) {
        return shared(dynamo, platformId, journalDir, true, executors);
    }

    /** As {@link #onSharedDemo(LocalDynamo, String, Path, UiExecutors)}, the store sending through {@code client}. */
    public static ConsoleFixture onSharedDemo(
            LocalDynamo dynamo, String platformId, Path journalDir, DynamoDbClient client, UiExecutors executors) {
        SharedDemo shared = dynamo.sharedDemo();
        return new ConsoleFixture(
                dynamo, new Loaded(shared.data(platformId), shared.mapping()), journalDir, client, true, executors);
    }

    /**
     * A console that offers writes, on the run's shared demo data, for tests of what a writable console shows that
     * send no write: a write it sent anyway would be refused by the test client's guard before it left.
     */
    public static ConsoleFixture offeringWritesOnSharedDemo(LocalDynamo dynamo, String platformId, Path journalDir) {
        return offeringWritesOnSharedDemo(dynamo, platformId, journalDir, UiExecutors.direct());
    }

    public static ConsoleFixture offeringWritesOnSharedDemo(
            LocalDynamo dynamo, String platformId, Path journalDir, UiExecutors executors) {
        return shared(dynamo, platformId, journalDir, false, executors);
    }

    private static ConsoleFixture shared(
            LocalDynamo dynamo, String platformId, Path journalDir, boolean readOnly, UiExecutors executors) {
        SharedDemo shared = dynamo.sharedDemo();
        return new ConsoleFixture(
                dynamo,
                new Loaded(shared.data(platformId), shared.mapping()),
                journalDir,
                dynamo.client(),
                readOnly,
                executors);
    }

    private record Loaded(DemoDataset data, TableNameMapping mapping) {}

    private static Loaded freshlyLoaded(LocalDynamo dynamo, PlatformDescriptor platform, DemoDataset given) {
        TableNameMapping mapping = dynamo.freshMapping();
        if (given == null) {
            return new Loaded(dynamo.loadDemo(platform, mapping), mapping);
        }
        TestData.load(dynamo.client(), given, mapping);
        return new Loaded(given, mapping);
    }

    private ConsoleFixture(
            LocalDynamo dynamo,
            Loaded loaded,
            Path journalDir,
            DynamoDbClient client,
            boolean readOnly,
            UiExecutors executors) {
        this(dynamo, loaded, journalDir, client, readOnly, executors, OutcomeChecks.standard());
    }

    private ConsoleFixture(
            LocalDynamo dynamo,
            Loaded loaded,
            Path journalDir,
            DynamoDbClient client,
            boolean readOnly,
            UiExecutors executors,
            OutcomeChecks checks) {
        this.dynamo = dynamo;
        this.platform = loaded.data().platform();
        this.mapping = loaded.mapping();
        this.data = loaded.data();
        this.journal = new ChangeJournal(journalDir.resolve("journal.jsonl"));
        this.store = new EntityStore(
                new Connection("test", client, mapping, readOnly),
                platform,
                journal,
                Clock.systemUTC(),
                "support@example.com",
                Runnable::run,
                checks);
        this.context = new ConsoleContext(
                store,
                journal,
                executors,
                dialogs,
                workspace,
                new ValueText(Clock.systemUTC(), ZoneId.of("Europe/Berlin")),
                Clock.systemUTC());
    }
}
