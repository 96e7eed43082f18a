package io.tenantdesk.infer;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.TableInspector;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Drafts a descriptor from tables on a connection: describes each, samples its items, and hands the facts to
 * {@link DescriptorDraft}. The command line, the console's wizard and the measurement on the demo all draft this way.
 */
public final class LiveDraft {

    /** A draft that loads, with the samples it was drawn from. */
    public record Drafted(String json, PlatformDescriptor descriptor, List<DescriptorDraft.TableFacts> tables) {
    }

    /** How far a draft has come: {@code done} of {@code total} tables read, the next one named. */
    public record Progress(int done, int total, String table) {
    }

    private final Connection connection;
    private final TableInspector inspector;

    public LiveDraft(Connection connection) {
        this.connection = connection;
        this.inspector = new TableInspector(connection);
    }

    /** The tables the connection can see, in name order. */
    public List<String> tableNames() {
        return inspector.tableNames();
    }

    /**
     * Reads {@code tables} (logical names, found through the connection's mapping) and drafts descriptor
     * {@code platformId}; stops between tables once {@code cancel} is set, returning null.
     *
     * @throws io.tenantdesk.store.StoreException when a table cannot be read
     * @throws io.tenantdesk.schema.load.DescriptorException when the draft does not load, a defect of the draft
     */
    public Drafted draft(String platformId, List<String> tables, int sample, int segments, CancelToken cancel,
                         Consumer<Progress> progress) {
        List<DescriptorDraft.TableFacts> facts = new ArrayList<>();
        for (String table : tables) {
            if (cancel.isCancelled()) {
                return null;
            }
            progress.accept(new Progress(facts.size(), tables.size(), table));
            String physical = connection.tables().physical(table);
            facts.add(facts(table, inspector.describe(physical), inspector.sample(physical, sample, segments)));
        }
        progress.accept(new Progress(tables.size(), tables.size(), null));
        String json = DescriptorDraft.draft(platformId, facts);
        return new Drafted(json, new DescriptorLoader().load(platformId + ".json", json), List.copyOf(facts));
    }

    private static DescriptorDraft.TableFacts facts(String name, TableInspector.TableShape shape, List<Item> sample) {
        return new DescriptorDraft.TableFacts(name, shape.partitionKey(), shape.sortKey(), shape.indexes().stream()
                .map(i -> new DescriptorDraft.IndexFacts(i.name(), i.partitionKey(), i.sortKey(), i.projection(), i.included()))
                .toList(), shape.ttlAttribute(), shape.ttlNote(), sample);
    }
}
