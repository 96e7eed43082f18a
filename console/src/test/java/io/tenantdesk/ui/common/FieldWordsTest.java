package io.tenantdesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.load.DescriptorLoader;
import org.junit.jupiter.api.Test;

class FieldWordsTest {

    private final EntityDef license = new DescriptorLoader()
            .loadBundled().stream()
                    .filter(p -> p.id().equals("app_data"))
                    .findFirst()
                    .orElseThrow()
                    .entity("License")
                    .orElseThrow();

    @Test
    void namesAttributesByTheirLabelsAndQuotesValues() {
        FieldWords words = FieldWords.of(license);

        assertThat(words.apply("`license_id` must not contain `#`")).isEqualTo("License ID must not contain “#”");
        assertThat(words.apply("`end_date` `2026-13-01` is not a date such as 2026-02-21"))
                .isEqualTo("End date “2026-13-01” is not a date such as 2026-02-21");
    }

    @Test
    void leavesAMessageWithoutQuotesAsItIs() {
        assertThat(FieldWords.of(license).apply("Recognised as Account, not License"))
                .isEqualTo("Recognised as Account, not License");
    }
}
