package io.tenantdesk.demo;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.load.DescriptorLoader;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class SampleItemsTest {

    private static final Instant NOW = Instant.parse("2026-11-28T12:00:00Z");
    private final PlatformDescriptor appData = new DescriptorLoader()
            .loadBundled().stream()
                    .filter(p -> p.id().equals("app_data"))
                    .findFirst()
                    .orElseThrow();
    private final EntityDef license = appData.entity("License").orElseThrow();

    @Test
    void makesDistinctItemsWithEveryTableKeyRendered() {
        List<Item> items = new SampleItems(appData, 7, NOW).of(license, 25);

        assertThat(items)
                .hasSize(25)
                .doesNotHaveDuplicates()
                .allSatisfy(item -> assertThat(item.scalarText("PK"))
                        .hasValueSatisfying(pk -> assertThat(pk).startsWith("ACCOUNT#")));
        assertThat(items)
                .allSatisfy(item -> assertThat(item.scalarText("SK"))
                        .hasValueSatisfying(sk -> assertThat(sk).startsWith("LICENSE#")));
    }

    @Test
    void theSameSeedMakesTheSameItems() {
        List<Item> first = new SampleItems(appData, 7, NOW).of(license, 5);

        assertThat(new SampleItems(appData, 7, NOW).of(license, 5)).isEqualTo(first);
        assertThat(new SampleItems(appData, 8, NOW).of(license, 5)).isNotEqualTo(first);
    }
}
