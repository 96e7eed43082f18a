package io.tenantdesk.local;

import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.MalformedItem;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.TableProvisioner;
import io.tenantdesk.testing.TestData;
import java.net.URI;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A test class's view of the run's dynalite server: its endpoint, a client for it, and a table-name prefix
 * no other test class uses. Handed out by {@link DynaliteExtension}; the server and client belong to it. When the
 * class's tests are done, JUnit closes it, which deletes the tables under every prefix it handed out: a server
 * that keeps every class's data grows slower with each class.
 */
public final class LocalDynamo implements AutoCloseable {

    private final URI endpoint;
    private final DynamoDbClient client;
    private final WriteConditionGuard guard;
    private final SharedDemo sharedDemo;
    private final String tablePrefix;
    private final Supplier<String> freshPrefixes;
    private final List<String> prefixesHandedOut = new CopyOnWriteArrayList<>();

    LocalDynamo(
            URI endpoint,
            DynamoDbClient client,
            WriteConditionGuard guard,
            SharedDemo sharedDemo,
            Supplier<String> freshPrefixes) {
        this.endpoint = endpoint;
        this.client = client;
        this.guard = guard;
        this.sharedDemo = sharedDemo;
        this.freshPrefixes = freshPrefixes;
        this.tablePrefix = nextPrefix();
    }

    private String nextPrefix() {
        String prefix = freshPrefixes.get();
        prefixesHandedOut.add(prefix);
        return prefix;
    }

    public URI endpoint() {
        return endpoint;
    }

    public DynamoDbClient client() {
        return client;
    }

    /** The guard on {@link #client()} that refuses unconditional writes and records the others. */
    public WriteConditionGuard writeGuard() {
        return guard;
    }

    /** The writes recorded by {@link #writeGuard()} to this class's tables, not to other classes' running alongside. */
    public List<WriteConditionGuard.Sent> writesToOwnTables() {
        return guard.sent().stream().filter(write -> isOwn(write.table())).toList();
    }

    /** The run's demo data, loaded once for every class that only reads it; writes to it are refused. */
    public SharedDemo sharedDemo() {
        return sharedDemo;
    }

    public String tablePrefix() {
        return tablePrefix;
    }

    /** This class's tables: the logical name behind {@link #tablePrefix()}. */
    public TableNameMapping mapping() {
        return TableNameMapping.prefixed(tablePrefix);
    }

    /** A prefix mapping no one has used yet, for a test that needs tables of its own within the class. */
    public TableNameMapping freshMapping() {
        return TableNameMapping.prefixed(nextPrefix());
    }

    public TableProvisioner provisioner() {
        return new TableProvisioner(client);
    }

    /** Creates the descriptor's tables under this class's prefix and returns the mapping used. */
    public TableNameMapping provision(PlatformDescriptor descriptor) {
        return provision(descriptor, mapping());
    }

    public TableNameMapping provision(PlatformDescriptor descriptor, TableNameMapping mapping) {
        provisioner().create(descriptor, mapping);
        return mapping;
    }

    /**
     * Creates only the named tables of the descriptor under {@code mapping}: for a test that writes to those alone,
     * on a platform of many tables.
     */
    public TableNameMapping provision(PlatformDescriptor descriptor, TableNameMapping mapping, String... tables) {
        provisioner()
                .create(
                        Arrays.stream(tables)
                                .map(name -> Optional.ofNullable(
                                                descriptor.tables().get(name))
                                        .orElseThrow(() -> new IllegalArgumentException(
                                                descriptor.id() + " has no table " + name)))
                                .toList(),
                        mapping);
        return mapping;
    }

    /**
     * As {@link #loadDemo(PlatformDescriptor, TableNameMapping)}, only the items of {@code entities} (their malformed
     * ones too): for a test that uses those entities alone, a fraction of the writes.
     */
    public DemoDataset loadDemo(PlatformDescriptor platform, TableNameMapping mapping, Set<String> entities) {
        DemoDataset data = demoOf(platform, entities);
        TestData.load(client, data, mapping);
        return data;
    }

    private DemoDataset demoOf(PlatformDescriptor platform, Set<String> entities) {
        DemoDataset demo = sharedDemo.generated(platform);
        ItemClassifier classifier = new ItemClassifier(platform);
        Map<String, List<Item>> tables = new LinkedHashMap<>();
        demo.itemsByTable()
                .forEach((table, items) -> tables.put(
                        table,
                        items.stream()
                                .filter(item -> classifier
                                        .closestEntity(table, item)
                                        .map(EntityDef::name)
                                        .filter(entities::contains)
                                        .isPresent())
                                .toList()));
        Map<String, Integer> counts = new LinkedHashMap<>(demo.validCounts());
        counts.keySet().retainAll(entities);
        List<MalformedItem> malformed = demo.malformed().stream()
                .filter(m -> !m.unrecognised() && entities.contains(m.entity()))
                .toList();
        return new DemoDataset(platform, tables, counts, malformed);
    }

    /** Creates the platform's tables under {@code mapping} and loads its default demo data (generated once per run). */
    public DemoDataset loadDemo(PlatformDescriptor platform, TableNameMapping mapping) {
        DemoDataset data = sharedDemo.generated(platform);
        TestData.load(client, data, mapping);
        return data;
    }

    /** Deletes the tables under every prefix this class was given, and waits until they are gone. */
    @Override
    public void close() {
        provisioner()
                .deleteTables(client.listTablesPaginator().tableNames().stream()
                        .filter(this::isOwn)
                        .toList());
    }

    /** True for a table under one of the prefixes this class was given. */
    private boolean isOwn(String table) {
        return prefixesHandedOut.stream().anyMatch(table::startsWith);
    }
}
