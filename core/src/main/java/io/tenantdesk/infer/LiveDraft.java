package io.tenantdesk.infer;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.store.TableInspector;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Drafts a descriptor from tables on a connection: describes each, samples its items, and hands the facts to
 * {@link DescriptorDraft}. The command line, the console's wizard and the measurement on the demo all draft this way.
 */
public final class LiveDraft {

    /** A draft that loads, with the samples it was drawn from. */
    public record Drafted(String json, PlatformDescriptor descriptor, List<DescriptorDraft.TableFacts> tables) {}

    /** How far a draft has come: {@code done} of {@code total} tables read, the next one named. */
    public record Progress(int done, int total, String table) {}

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
     * The name a draft gives a table the connection lists: the logical name the connection's mapping makes it from
     * ({@code staging-app_data} is {@code app_data} under the prefix {@code staging-}), else the name itself.
     */
    public String draftName(String physical) {
        TableNameMapping mapping = connection.tables();
        for (Map.Entry<String, String> named : mapping.explicitNames().entrySet()) {
            if (named.getValue().equals(physical)) {
                return named.getKey();
            }
        }
        int affixes = mapping.prefix().length() + mapping.suffix().length();
        return affixes > 0
                        && physical.length() > affixes
                        && physical.startsWith(mapping.prefix())
                        && physical.endsWith(mapping.suffix())
                ? physical.substring(
                        mapping.prefix().length(),
                        physical.length() - mapping.suffix().length())
                : physical;
    }

    /** Reads {@code tables}, logical names found through the connection's mapping: as {@link #draftTables}. */
    public Drafted draft(
            String platformId,
            List<String> tables,
            int sample,
            int segments,
            CancelToken cancel,
            Consumer<Progress> progress) {
        Map<String, String> physical = new LinkedHashMap<>();
        tables.forEach(t -> physical.put(t, connection.tables().physical(t)));
        return draftTables(platformId, physical, sample, segments, cancel, progress);
    }

    /**
     * Reads the tables (physical names by the names the draft gives them) and drafts descriptor {@code platformId};
     * stops between tables once {@code cancel} is set, returning null.
     *
     * @throws io.tenantdesk.store.StoreException when a table cannot be read
     * @throws io.tenantdesk.schema.load.DescriptorException when the draft does not load, a defect of the draft
     */
    public Drafted draftTables(
            String platformId,
            Map<String, String> physicalByName,
            int sample,
            int segments,
            CancelToken cancel,
            Consumer<Progress> progress) {
        List<DescriptorDraft.TableFacts> facts = new ArrayList<>();
        for (Map.Entry<String, String> table : physicalByName.entrySet()) {
            if (cancel.isCancelled()) {
                return null;
            }
            progress.accept(new Progress(facts.size(), physicalByName.size(), table.getValue()));
            facts.add(facts(
                    table.getKey(),
                    inspector.describe(table.getValue()),
                    inspector.sample(table.getValue(), sample, segments)));
        }
        if (cancel.isCancelled()) {
            return null;
        }
        progress.accept(new Progress(physicalByName.size(), physicalByName.size(), null));
        return of(platformId, facts);
    }

    /** The draft of these facts under another id (drafting again is cheap: no table is read). */
    public static Drafted of(String platformId, List<DescriptorDraft.TableFacts> facts) {
        String json = DescriptorDraft.draft(platformId, facts);
        return new Drafted(json, new DescriptorLoader().load(platformId + ".json", json), List.copyOf(facts));
    }

    private static DescriptorDraft.TableFacts facts(String name, TableInspector.TableShape shape, List<Item> sample) {
        return new DescriptorDraft.TableFacts(
                name,
                shape.partitionKey(),
                shape.sortKey(),
                shape.indexes().stream()
                        .map(i -> new DescriptorDraft.IndexFacts(
                                i.name(), i.partitionKey(), i.sortKey(), i.projection(), i.included()))
                        .toList(),
                shape.ttlAttribute(),
                shape.ttlNote(),
                sample);
    }
}
