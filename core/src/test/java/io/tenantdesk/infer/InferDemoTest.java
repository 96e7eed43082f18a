package io.tenantdesk.infer;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.local.SharedDemo;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.testing.DraftAgreement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Drafts each bundled platform's descriptor from its demo tables, read through a connection, and prints how much of
 * the sample the draft groups as the bundled descriptor does ({@link DraftAgreement}), and how long it took.
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
        long elapsedMs = (System.nanoTime() - started) / 1_000_000;
        Map<String, List<Item>> sampled = new LinkedHashMap<>();
        drafted.tables().forEach(t -> sampled.put(t.name(), t.sample()));
        Map<String, DraftAgreement.TableAgreement> agreement =
                DraftAgreement.compare(bundled, drafted.descriptor(), sampled);

        int items = agreement.values().stream()
                .mapToInt(DraftAgreement.TableAgreement::items)
                .sum();
        int agreeing = agreement.values().stream()
                .mapToInt(DraftAgreement.TableAgreement::agreeing)
                .sum();
        System.out.printf(
                "infer %-12s %5d items  %5.1f%% grouped as bundled  %d entities (bundled %d)  %d ms%n",
                platformId,
                items,
                100.0 * agreeing / items,
                drafted.descriptor().entities().size(),
                bundled.entities().size(),
                elapsedMs);
        assertThat(drafted.descriptor().tables().keySet())
                .isEqualTo(bundled.tables().keySet());
        assertThat(items).isEqualTo(demo.data(platformId).itemCount());
    }
}
