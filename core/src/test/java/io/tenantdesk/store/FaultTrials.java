package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.connect.WriteRetries;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.FaultProxy;
import io.tenantdesk.local.FaultProxy.Fault;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.ShortWriteAttempts;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.testing.TestData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Writes sent through a proxy in front of dynalite that loses their replies on purpose (500 after the server
 * applied the write, a reply held past the attempt timeout, a connection dropped before or after forwarding,
 * throttling): every trial has its own item, and the proxy says what the server really did with each write. The
 * proxy refuses transactions, as a server without them does.
 */
final class FaultTrials implements AutoCloseable {

    /** Trials per fault; {@code -Dtenantdesk.faults=N} to run more or fewer. */
    static final int FAULTS = Integer.getInteger("tenantdesk.faults", 100);

    private static final Duration WRITE_ATTEMPT = Duration.ofMillis(400);
    private static final String ACTOR = "arn:aws:iam::1:user/ada";

    private LocalDynamo dynamo;
    private FaultProxy proxy;
    private final Connection faulty;
    private ChangeJournal journal;
    private Path journalDir;
    private TableNameMapping mapping;

    /** What the store said about one write. */
    enum Reported {
        APPLIED,
        NOT_APPLIED,
        UNKNOWN
    }

    /** One faulted write: what the store reported, and how often the server applied it. */
    record Trial(String marker, Fault fault, Reported reported, long applications) {}

    FaultTrials(LocalDynamo dynamo, Path dir) throws IOException {
        this.dynamo = dynamo;
        this.mapping = dynamo.freshMapping();
        // the ways of writing these trials are about are those for a server without transactions
        proxy = FaultProxy.start(dynamo.endpoint()).withoutTransactions();
        // the console's own kind of connection: writes on a client of their own, with the write retries
        faulty = DynamoClients.localConnection(
                "through the proxy",
                proxy.endpoint(),
                List.of(dynamo.writeGuard(), new ShortWriteAttempts(WRITE_ATTEMPT)),
                WriteRetries.strategy(),
                mapping,
                false,
                CallerIdentity.unverified());
        // thousands of forced appends: in memory where the machine has it, as this is about replies, not disks
        Path memory = Path.of("/dev/shm");
        journalDir = Files.isDirectory(memory) && Files.isWritable(memory)
                ? Files.createTempDirectory(memory, "tenantdesk-faults")
                : dir;
        journal = new ChangeJournal(journalDir.resolve("journal.jsonl"));
    }

    FaultProxy proxy() {
        return proxy;
    }

    /** The journal of the store through the proxy. */
    ChangeJournal journal() {
        return journal;
    }

    @Override
    public void close() throws IOException {
        faulty.close();
        proxy.close();
        try (var files = Files.walk(journalDir)) {
            files.sorted(java.util.Comparator.reverseOrder())
                    .forEach(f -> f.toFile().delete());
        }
    }

    /** The store under test, and one that plans trials' items and reads the table straight from the server. */
    record Stores(EntityStore faulty, EntityStore direct) {}

    Stores stores(PlatformDescriptor platform) {
        return new Stores(
                new EntityStore(faulty, platform, journal, Clock.systemUTC(), ACTOR),
                new EntityStore(
                        new Connection("direct", dynamo.client(), mapping, false),
                        platform,
                        new ChangeJournal(journalDir.resolve("unused.jsonl")),
                        Clock.systemUTC(),
                        ACTOR));
    }

    /** Creates the platform's tables holding {@code items} (in table {@code main}), straight on the server. */
    void load(PlatformDescriptor platform, List<Item> items) {
        TestData.load(dynamo.client(), new DemoDataset(platform, Map.of("main", items), Map.of(), List.of()), mapping);
    }

    /** Every item of table {@code main} as the server holds it now, by the value of {@code idField}. */
    Map<String, EntityRow> table(EntityStore direct, String idField) {
        Map<String, EntityRow> rows = new LinkedHashMap<>();
        dynamo.client()
                .scanPaginator(b -> b.tableName(mapping.physical("main")).consistentRead(true))
                .items()
                .forEach(raw -> {
                    EntityRow row = direct.rowOf("main", ItemConverter.toItem(raw));
                    row.text(idField).ifPresent(id -> rows.put(id, row));
                });
        return rows;
    }

    /** The item of every trial of {@code what}: {@link #FAULTS} per fault. */
    static List<String> trialNames(String what) {
        List<String> names = new ArrayList<>();
        for (Fault fault : Fault.values()) {
            for (int i = 0; i < FAULTS; i++) {
                names.add(
                        what + "-" + fault.name().toLowerCase(java.util.Locale.ROOT) + "-" + String.format("%03d", i));
            }
        }
        return names;
    }

    private static Fault faultOf(String trialName) {
        return Arrays.stream(Fault.values())
                .filter(f -> trialName.contains("-" + f.name().toLowerCase(java.util.Locale.ROOT) + "-"))
                .findFirst()
                .orElseThrow();
    }

    /** Every trial of {@code what} on its own item, forty-eight at a time; returns them once the journal agrees. */
    List<Trial> runEveryFault(String what, Function<String, Reported> write) throws Exception {
        return runEveryFault(what, proxy::faultNextWrite, write);
    }

    /** As {@link #runEveryFault(String, Function)}, {@code plan} telling the proxy which write of a trial to fault. */
    List<Trial> runEveryFault(String what, BiConsumer<String, Fault> plan, Function<String, Reported> write)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(48);
        List<Future<Trial>> futures = new ArrayList<>();
        try {
            for (String id : trialNames(what)) {
                Fault fault = faultOf(id);
                futures.add(pool.submit(() -> {
                    plan.accept(id, fault);
                    Reported reported = write.apply(id);
                    return new Trial(
                            id,
                            fault,
                            reported,
                            proxy.seen(id).stream()
                                    .filter(FaultProxy.Seen::applied)
                                    .count());
                }));
            }
            List<Trial> trials = new ArrayList<>();
            for (Future<Trial> future : futures) {
                trials.add(future.get());
            }
            assertJournalAgrees(trials);
            System.out.println("Lost replies, " + what + ": " + tally(trials));
            return trials;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Never applied twice, and never reported otherwise than it happened. */
    static void assertTruthful(List<Trial> trials) {
        for (Trial trial : trials) {
            assertThat(trial.applications()).as("applications of %s", trial).isLessThanOrEqualTo(1);
            if (trial.reported() == Reported.APPLIED) {
                assertThat(trial.applications()).as("%s", trial).isEqualTo(1);
            } else if (trial.reported() == Reported.NOT_APPLIED) {
                assertThat(trial.applications()).as("%s", trial).isZero();
            }
        }
    }

    /**
     * Truthful, and where the item tells (versions, planned images) never unknown: a write the server applied is
     * reported applied, one it did not (never reached it, or throttled and given up) is reported not applied.
     */
    static void assertDeterminedAndTrue(List<Trial> trials) {
        assertTruthful(trials);
        for (Trial trial : trials) {
            assertThat(trial.reported())
                    .as("%s", trial)
                    .isEqualTo(trial.applications() == 1 ? Reported.APPLIED : Reported.NOT_APPLIED);
            if (trial.fault() == Fault.DROP_BEFORE_SENDING) {
                assertThat(trial.reported()).as("%s", trial).isEqualTo(Reported.NOT_APPLIED);
            }
        }
    }

    private void assertJournalAgrees(List<Trial> trials) {
        Map<String, List<WriteRecord>> byMarker = new LinkedHashMap<>();
        List<Map.Entry<WriteRecord, String>> keyed = journal.entries().stream()
                .map(entry -> Map.entry(entry, entry.describeKey()))
                .toList();
        for (Trial trial : trials) {
            Predicate<String> concerns = key -> key.contains(trial.marker() + ",") || key.endsWith(trial.marker());
            byMarker.put(
                    trial.marker(),
                    keyed.stream()
                            .filter(e -> concerns.test(e.getValue()))
                            .map(Map.Entry::getKey)
                            .toList());
        }
        for (Trial trial : trials) {
            assertThat(byMarker.get(trial.marker()))
                    .as("journal entries of %s", trial)
                    .singleElement()
                    .satisfies(entry -> {
                        assertThat(entry.applied())
                                .as("journal of %s: %s", trial, entry.outcomeWords())
                                .isEqualTo(trial.reported() == Reported.APPLIED);
                        if (trial.reported() == Reported.UNKNOWN) {
                            assertThat(entry.status()).isEqualTo(WriteOutcome.Status.UNKNOWN);
                        }
                        if (trial.reported() == Reported.NOT_APPLIED) {
                            assertThat(entry.status()).isEqualTo(WriteOutcome.Status.NOT_APPLIED_AFTER_CHECK);
                        }
                    });
        }
    }

    static Reported report(Callable<WriteResult> write) {
        try {
            write.call();
            return Reported.APPLIED;
        } catch (StoreException e) {
            return switch (e.kind()) {
                case NOT_APPLIED -> Reported.NOT_APPLIED;
                case OUTCOME_UNKNOWN -> Reported.UNKNOWN;
                default -> throw new AssertionError("reported as " + e.kind() + ": " + e.getMessage(), e);
            };
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static String tally(List<Trial> trials) {
        Map<Fault, Map<Reported, Integer>> counts = new EnumMap<>(Fault.class);
        trials.forEach(t -> counts.computeIfAbsent(t.fault(), f -> new EnumMap<>(Reported.class))
                .merge(t.reported(), 1, Integer::sum));
        return counts.toString();
    }
}
