package io.tenantdesk.testing;

import io.tenantdesk.infer.DescriptorDraft;
import io.tenantdesk.infer.LiveDraft;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.IndexDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Projection;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How far a descriptor drafted from a platform's items groups them as the platform's own descriptor does.
 *
 * <p>Per table: every item is classified with the source descriptor (entity {@code s}, or none) and with the draft
 * (entity {@code d}, or none). The draft's entities are then paired with the source's one to one, the pairing that
 * maximises the items whose pair it is (the best matching of the table's overlap counts {@code n(s, d)}); entities
 * left without a partner pair with nothing. An item <em>agrees</em> when its draft entity is the partner of its
 * source entity, or when neither descriptor recognises it. The table's share is agreeing items over all its items: a
 * split or a merge costs the smaller part; an item the draft leaves out costs itself.
 */
public final class DraftAgreement {

    /** One table's figures. */
    public record TableAgreement(String table, int items, int agreeing, int sourceEntities, int draftEntities) {
        public double share() {
            return items == 0 ? 1.0 : (double) agreeing / items;
        }

        @Override
        public String toString() {
            return String.format(
                    "%-24s %6d items %6.1f%% (%d source entities, %d drafted)",
                    table, items, 100 * share(), sourceEntities, draftEntities);
        }
    }

    /** The draft and each table's agreement with the source, in the source's table order. */
    public record Measurement(LiveDraft.Drafted draft, Map<String, TableAgreement> tables) {}

    private static final String NONE = "";

    private DraftAgreement() {}

    /**
     * Drafts a descriptor from all of {@code itemsByTable} (the source's tables, described as the source declares
     * them) and measures each table's agreement: the entry point for checks on any descriptor and its items.
     */
    public static Measurement measure(PlatformDescriptor source, Map<String, List<Item>> itemsByTable) {
        List<DescriptorDraft.TableFacts> facts = new ArrayList<>();
        source.tables().forEach((name, table) -> facts.add(facts(table, itemsByTable.getOrDefault(name, List.of()))));
        LiveDraft.Drafted drafted = LiveDraft.of(source.id() + "-draft", facts);
        return new Measurement(drafted, compare(source, drafted.descriptor(), itemsByTable));
    }

    /** Each of the source's tables' agreement between the source and {@code draft} on {@code itemsByTable}. */
    public static Map<String, TableAgreement> compare(
            PlatformDescriptor source, PlatformDescriptor draft, Map<String, List<Item>> itemsByTable) {
        ItemClassifier bySource = new ItemClassifier(source);
        ItemClassifier byDraft = new ItemClassifier(draft);
        Map<String, TableAgreement> tables = new LinkedHashMap<>();
        for (String table : source.tables().keySet()) {
            tables.put(
                    table,
                    agreement(
                            table,
                            itemsByTable.getOrDefault(table, List.of()),
                            bySource,
                            byDraft,
                            source.entitiesOf(table).size(),
                            draft.entitiesOf(table).size()));
        }
        return tables;
    }

    private static DescriptorDraft.TableFacts facts(TableDef table, List<Item> items) {
        return new DescriptorDraft.TableFacts(
                table.name(),
                table.partitionKey(),
                table.sortKey(),
                table.indexes().values().stream().map(DraftAgreement::index).toList(),
                table.ttlAttributeIfAny(),
                Optional.empty(),
                items);
    }

    private static DescriptorDraft.IndexFacts index(IndexDef index) {
        Projection p = index.projection();
        return new DescriptorDraft.IndexFacts(
                index.name(), index.partitionKey(), index.sortKey(), p.type().name(), p.nonKeyAttributes());
    }

    private static TableAgreement agreement(
            String table,
            List<Item> items,
            ItemClassifier bySource,
            ItemClassifier byDraft,
            int sourceEntities,
            int draftEntities) {
        Map<String, Map<String, Integer>> overlap = new LinkedHashMap<>();
        int neither = 0;
        for (Item item : items) {
            String s = entityName(bySource, table, item);
            String d = entityName(byDraft, table, item);
            if (s.equals(NONE) && d.equals(NONE)) {
                neither++;
            } else if (!s.equals(NONE) && !d.equals(NONE)) {
                overlap.computeIfAbsent(s, k -> new LinkedHashMap<>()).merge(d, 1, Integer::sum);
            }
        }
        return new TableAgreement(
                table, items.size(), neither + BestMatching.weight(overlap), sourceEntities, draftEntities);
    }

    private static String entityName(ItemClassifier classifier, String table, Item item) {
        return classifier
                .classify(table, item)
                .entityIfAny()
                .map(EntityDef::name)
                .orElse(NONE);
    }
}
