package io.tenantdesk.infer;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.tenantdesk.demo.DemoDataset;
import io.tenantdesk.demo.DemoGenerator;
import io.tenantdesk.demo.DemoPlans;
import io.tenantdesk.demo.DemoSize;
import io.tenantdesk.local.LocalDemo;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.testing.DraftAgreement;
import io.tenantdesk.testing.Platforms;
import java.io.IOException;
import java.io.InputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Drafts from each bundled platform's demo items and from the two-table fixture of issue 37, measured per table with
 * {@link DraftAgreement} against the descriptor the items were made from. The drafts must pass the descriptor schema.
 */
class DraftAgreementTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Schema descriptorSchema;

    @BeforeAll
    static void readSchema() throws IOException {
        try (InputStream in = DraftAgreementTest.class.getResourceAsStream(DescriptorLoader.SCHEMA_RESOURCE)) {
            descriptorSchema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7)
                    .getSchema(JSON.readTree(in));
        }
    }

    static Stream<DemoDataset> datasets() {
        return Stream.concat(
                Stream.of("t3nets", "app_data", "lon12", "helpmaton", "wallcrawler")
                        .map(id -> new DemoGenerator(
                                        DemoSize.DEFAULT, LocalDemo.SEED, SeatsFixture.NOW, DemoPlans.bundled())
                                .generate(Platforms.get(id))),
                Stream.of(SeatsFixture.generate()));
    }

    @ParameterizedTest
    @MethodSource("datasets")
    void theDraftGroupsAtLeast95PercentOfEveryTablesItemsAsTheirDescriptorDoes(DemoDataset demo) throws IOException {
        DraftAgreement.Measurement m = DraftAgreement.measure(demo.platform(), demo.itemsByTable());

        m.tables()
                .values()
                .forEach(t -> System.out.println("draft " + demo.platform().id() + " " + t));
        assertThat(descriptorSchema.validate(JSON.readTree(m.draft().json()))).isEmpty();
        assertThat(m.tables().keySet()).isEqualTo(demo.platform().tables().keySet());
        assertThat(m.tables().values().stream()
                        .mapToInt(DraftAgreement.TableAgreement::items)
                        .sum())
                .isEqualTo(demo.itemCount());
        assertThat(m.tables().values())
                .allSatisfy(t -> assertThat(t.share()).as(t.toString()).isGreaterThanOrEqualTo(0.95));
    }

    @Test
    void aDescriptorAgreesWithItselfOnEveryItem() {
        DemoDataset demo = SeatsFixture.generate();

        assertThat(DraftAgreement.compare(demo.platform(), demo.platform(), demo.itemsByTable())
                        .values())
                .allSatisfy(t -> assertThat(t.agreeing()).isEqualTo(t.items()));
    }
}
