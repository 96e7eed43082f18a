package io.tenantdesk.infer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.classify.ItemClassifier;
import io.tenantdesk.schema.item.Item;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Drafts each bundled platform's descriptor from its demo tables and prints how much of the demo the draft groups as
 * the bundled descriptor does, and how long it took. The draft must load; the share is a measurement.
 */
@ExtendWith(DynaliteExtension.class)
class InferDemoTest {

    @ParameterizedTest
    @ValueSource(strings = {"t3nets", "app_data", "lon12", "helpmaton", "wallcrawler"})
    void aDraftOfEachDemoPlatformLoadsAndGroupsItsItems(String platformId, LocalDynamo dynamo) {
        SharedDemo demo = dynamo.sharedDemo();
        PlatformDescriptor bundled = demo.data(platformId).platform();

        long started = System.nanoTime();
        LiveDraft.Drafted drafted = new LiveDraft(demo.connection())
                .draft(
                        platformId,
                        List.copyOf(bundled.tables().keySet()),
                        20_000,
                        4,
                        new CancelToken(),
                        progress -> {});
        PlatformDescriptor draft = drafted.descriptor();
        List<DescriptorDraft.TableFacts> facts = drafted.tables();
        long elapsedMs = (System.nanoTime() - started) / 1_000_000;

        int items = 0;
        int agreeing = 0;
        for (DescriptorDraft.TableFacts t : facts) {
            items += t.sample().size();
            agreeing += agreeing(t.name(), t.sample(), new ItemClassifier(bundled), new ItemClassifier(draft));
        }
        System.out.printf(
                "infer %-12s %5d items  %5.1f%% grouped as bundled  %d entities (bundled %d)  %d ms%n",
                platformId,
                items,
                100.0 * agreeing / items,
                draft.entities().size(),
                bundled.entities().size(),
                elapsedMs);
        assertThat(draft.tables().keySet()).isEqualTo(bundled.tables().keySet());
        assertThat(items).isPositive();
    }

    /**
     * Items whose bundled entity and draft entity are paired: each bundled entity is paired with at most one draft
     * entity and the other way round, largest overlaps first, so a split or a merge costs the smaller part.
     */
    static int agreeing(String table, List<Item> items, ItemClassifier bundled, ItemClassifier draft) {
        Map<String, Integer> overlap = new HashMap<>();
        for (Item item : items) {
            String b = bundled.classify(table, item)
                    .entityIfAny()
                    .map(EntityDef::name)
                    .orElse("(none)");
            Optional<String> d = draft.classify(table, item).entityIfAny().map(EntityDef::name);
            if (d.isPresent()) {
                overlap.merge(b + "\u0000" + d.get(), 1, Integer::sum);
            }
        }
        Set<String> usedBundled = new HashSet<>();
        Set<String> usedDraft = new HashSet<>();
        int agreeing = 0;
        for (Map.Entry<String, Integer> pair : overlap.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .toList()) {
            String[] names = pair.getKey().split("\u0000");
            if (!names[0].equals("(none)") && !usedBundled.contains(names[0]) && !usedDraft.contains(names[1])) {
                usedBundled.add(names[0]);
                usedDraft.add(names[1]);
                agreeing += pair.getValue();
            }
        }
        return agreeing;
    }
}
