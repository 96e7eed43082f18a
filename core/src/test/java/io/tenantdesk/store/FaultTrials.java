package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.DynamoClients;
import io.tenantdesk.aws.HttpClients;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.aws.connect.WriteRetries;
import io.tenantdesk.concurrent.Daemons;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Writes sent through a proxy in front of dynalite that loses their replies on purpose (500 after the server
 * applied the write, a reply held past the attempt timeout, a connection dropped before or after forwarding,
 * throttling, a request delayed on its way past the attempt timeout and delivered later): every trial has its own
 * item, and the proxy says what the server really did with each write. A write not applied so far is sent again
 * through the retry the store offers (one trial in three does not), and a delayed request is delivered before or after
 * that retry; the store's later checks of such writes wait until every trial has done so, and the trials end once the
 * journal holds every write's final outcome. Without transactions the proxy refuses them, as a server without them.
 */
final class FaultTrials implements AutoCloseable {

    /** Trials per fault; {@code -Dtenantdesk.faults=N} to run more or fewer. */
    static final int FAULTS = Integer.getInteger("tenantdesk.faults", 100);

    private static final Duration WRITE_ATTEMPT = Duration.ofMillis(400);
    private static final String ACTOR = "arn:aws:iam::1:user/ada";

    private final LocalDynamo dynamo;
    private final FaultProxy proxy;
    private final Connection faulty;
    private final ChangeJournal journal;
    private final Path journalDir;
    private final TableNameMapping mapping;
    private final boolean transactions;
    /** Lets the stores' later checks run: opened once every trial has made its retry and had its delayed request. */
    private final CountDownLatch checksMayRun = new CountDownLatch(1);

    private final ExecutorService checking = Executors.newCachedThreadPool(Daemons.named("trial-checks"));
    private final Map<String, CompletableFuture<WriteRecord>> settled = new ConcurrentHashMap<>();
    private final List<EntityStore> stores = new ArrayList<>();
    private final List<AutoCloseable> closing = new ArrayList<>();

    /** What the store said about one write, or about its retry. */
    enum Reported {
        APPLIED,
        NOT_APPLIED_SO_FAR,
        UNKNOWN,
        CONFLICT
    }

    /** What the store said, and the retry it offered with it. */
    record Report(Reported reported, Optional<Retry> retry) {}

    /**
     * One faulted write: what the store said at once and, when it was made, to the retry it offered; how its entry
     * in the journal ended once every check was over; and how often the server applied it (the most applications of
     * any one operation its requests made: a move's create and delete are one application).
     */
    record Trial(
            String marker,
            Fault fault,
            Reported reported,
            Optional<Reported> retried,
            WriteRecord entry,
            long applications) {

        WriteOutcome.Status settled() {
            return entry.status();
        }
    }

    FaultTrials(LocalDynamo dynamo, Path dir) throws IOException {
        this(dynamo, dir, false);
    }

    /** @param transactions false to have the proxy refuse transactions, as a server without them does */
    FaultTrials(LocalDynamo dynamo, Path dir, boolean transactions) throws IOException {
        this.dynamo = dynamo;
        this.transactions = transactions;
        this.mapping = dynamo.freshMapping();
        FaultProxy started = FaultProxy.start(dynamo.endpoint());
        proxy = transactions ? started : started.withoutTransactions();
        // the console's own kind of connection: writes on a client of their own, with the write retries
        faulty = DynamoClients.localConnection(
                "through the proxy",
                proxy.endpoint(),
                List.of(dynamo.writeGuard(), ShortWriteAttempts.scaled(WRITE_ATTEMPT)),
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

    /** "with transactions" or "without transactions", for the figures. */
    String servers() {
        return transactions ? "with transactions" : "without transactions";
    }

    @Override
    public void close() throws IOException {
        checksMayRun.countDown();
        stores.forEach(EntityStore::close);
        for (AutoCloseable client : closing) {
            try {
                client.close();
            } catch (Exception e) {
                throw new IOException(e);
            }
        }
        checking.shutdownNow();
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
        return stores(platform, faulty);
    }

    private Stores stores(PlatformDescriptor platform, Connection through) {
        EntityStore store = new EntityStore(
                through,
                platform,
                journal,
                Clock.systemUTC(),
                ACTOR,
                Runnable::run,
                new OutcomeChecks(OutcomeChecks.STANDARD_WAITS, (wait, cancel) -> checksMayRun.await(), checking));
        store.onOutcomeSettled(done -> settled(done.id()).complete(done));
        stores.add(store);
        return new Stores(
                store,
                new EntityStore(
                        new Connection("direct", dynamo.client(), mapping, false),
                        platform,
                        new ChangeJournal(journalDir.resolve("unused.jsonl")),
                        Clock.systemUTC(),
                        ACTOR));
    }

    /**
     * As {@link #stores}, the store's client never sending a request again itself (as the SDK does with a transaction
     * after a lost reply): a transaction not made so far is then sent again by the store's retry alone.
     */
    Stores storesWithoutResends(PlatformDescriptor platform) {
        SdkHttpClient http =
                HttpClients.builderFor(Optional.of(proxy.endpoint())).build();
        DynamoDbClient client = DynamoDbClient.builder()
                .endpointOverride(proxy.endpoint())
                .region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("trials", "trials")))
                .httpClient(http)
                .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry())
                        .executionInterceptors(List.of(dynamo.writeGuard(), ShortWriteAttempts.scaled(WRITE_ATTEMPT))))
                .build();
        closing.add(client);
        closing.add(http);
        return stores(platform, new Connection("through the proxy, no resends", client, mapping, false));
    }

    private CompletableFuture<WriteRecord> settled(String id) {
        return settled.computeIfAbsent(id, k -> new CompletableFuture<>());
    }

    /** Lets the later checks run, and waits until each write the store followed has its final outcome recorded. */
    void settleAll(List<String> followed) {
        checksMayRun.countDown();
        followed.forEach(id -> settled(id).join());
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
    List<Trial> runEveryFault(String what, Function<String, Report> write) throws Exception {
        return runEveryFault(what, proxy::faultNextWrite, write);
    }

    /**
     * As {@link #runEveryFault(String, Function)}, {@code plan} telling the proxy which write of a trial to fault. A
     * trial whose number leaves 0 when divided by three makes no retry; 1, its delayed request arrives before the
     * retry; 2, after it.
     */
    List<Trial> runEveryFault(String what, BiConsumer<String, Fault> plan, Function<String, Report> write)
            throws Exception {
        return runEveryFault(what, plan, write, t -> t.applications() == 1);
    }

    /**
     * As {@link #runEveryFault(String, BiConsumer, Function)}, {@code tookEffect} telling from the server's data
     * whether a trial's write took effect (for the figures: a write of several requests is not one application).
     */
    List<Trial> runEveryFault(
            String what, BiConsumer<String, Fault> plan, Function<String, Report> write, Predicate<Trial> tookEffect)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(48);
        try {
            List<String> names = trialNames(what);
            Map<String, Report> first = inParallel(pool, names, id -> {
                plan.accept(id, faultOf(id));
                return write.apply(id);
            });
            Map<String, Optional<Report>> again = inParallel(pool, names, id -> afterReport(id, first.get(id)));
            settleAll(names.stream()
                    .flatMap(id -> again
                            .get(id)
                            .flatMap(Report::retry)
                            .or(() -> first.get(id).retry())
                            .stream())
                    .map(Retry::id)
                    .toList());
            List<Trial> trials = trials(names, first, again);
            TrialVerdicts.assertEveryTrialSettledOnce(trials);
            TrialVerdicts.figures(what + " (" + servers() + ")", trials, tookEffect)
                    .forEach(System.out::println);
            return trials;
        } finally {
            pool.shutdownNow();
        }
    }

    private static <T> Map<String, T> inParallel(ExecutorService pool, List<String> names, Function<String, T> work)
            throws Exception {
        Map<String, Future<T>> futures = new LinkedHashMap<>();
        names.forEach(id -> futures.put(id, pool.submit(() -> work.apply(id))));
        Map<String, T> done = new LinkedHashMap<>();
        for (Map.Entry<String, Future<T>> future : futures.entrySet()) {
            done.put(future.getKey(), future.getValue().get());
        }
        return done;
    }

    /** Makes the retry the store offered, as the trial's number says, and delivers a delayed request before or after. */
    private Optional<Report> afterReport(String id, Report first) {
        int variant = Integer.parseInt(id.substring(id.length() - 3)) % 3;
        boolean delayed = faultOf(id) == Fault.DELAY_PAST_TIMEOUT && !proxy.faultPending(id);
        if (delayed && variant != 2) {
            deliver(id);
        }
        Optional<Report> retried = first.retry()
                .filter(retry -> variant != 0)
                .map(retry -> report(() -> stores.get(stores.size() - 1).retry(retry)));
        if (delayed && variant == 2) {
            deliver(id);
        }
        return retried;
    }

    private void deliver(String id) {
        proxy.release(id);
        proxy.delivered(id);
    }

    private List<Trial> trials(List<String> names, Map<String, Report> first, Map<String, Optional<Report>> again) {
        Map<String, List<WriteRecord>> byMarker = new LinkedHashMap<>();
        List<Map.Entry<WriteRecord, String>> keyed = journal.entries().stream()
                .map(entry -> Map.entry(entry, entry.describeKey()))
                .toList();
        for (String marker : names) {
            Predicate<String> concerns = key -> key.contains(marker + ",") || key.endsWith(marker);
            byMarker.put(
                    marker,
                    keyed.stream()
                            .filter(e -> concerns.test(e.getValue()))
                            .map(Map.Entry::getKey)
                            .toList());
        }
        List<Trial> trials = new ArrayList<>();
        for (String marker : names) {
            assertThat(byMarker.get(marker)).as("journal entries of %s", marker).hasSize(1);
            trials.add(new Trial(
                    marker,
                    faultOf(marker),
                    first.get(marker).reported(),
                    again.get(marker).map(Report::reported),
                    byMarker.get(marker).get(0),
                    applications(marker)));
        }
        return trials;
    }

    /** The most applications of any one operation the marker's requests made. */
    private long applications(String marker) {
        return proxy.seen(marker).stream()
                .filter(FaultProxy.Seen::applied)
                .collect(Collectors.groupingBy(FaultProxy.Seen::operation, Collectors.counting()))
                .values()
                .stream()
                .mapToLong(Long::longValue)
                .max()
                .orElse(0);
    }

    static Report report(Callable<?> write) {
        try {
            Object result = write.call();
            if (result instanceof BatchOutcome batch) {
                BatchOutcome.ItemOutcome item = batch.items().get(0);
                return switch (item.status()) {
                    case WRITTEN -> new Report(Reported.APPLIED, Optional.empty());
                    case NOT_APPLIED_SO_FAR -> new Report(Reported.NOT_APPLIED_SO_FAR, item.retry());
                    case UNKNOWN -> new Report(Reported.UNKNOWN, Optional.empty());
                    case CONFLICT -> new Report(Reported.CONFLICT, Optional.empty());
                    default -> throw new AssertionError("reported as " + item.status() + ": " + item.message());
                };
            }
            return new Report(Reported.APPLIED, Optional.empty());
        } catch (StoreException e) {
            return switch (e.kind()) {
                case NOT_APPLIED_SO_FAR -> new Report(Reported.NOT_APPLIED_SO_FAR, e.retry());
                case OUTCOME_UNKNOWN -> new Report(Reported.UNKNOWN, Optional.empty());
                case CONFLICT -> new Report(Reported.CONFLICT, Optional.empty());
                default -> throw new AssertionError("reported as " + e.kind() + ": " + e.getMessage(), e);
            };
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
