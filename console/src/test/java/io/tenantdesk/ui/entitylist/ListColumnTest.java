package io.tenantdesk.ui.entitylist;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.testing.Platforms;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListColumnTest {

    @Test
    void keysFirstThenTheDeclaredAttributes() {
        EntityDef license = Platforms.get("app_data").entity("License").orElseThrow();

        List<ListColumn> columns = ListColumn.of(license);

        assertThat(columns).extracting(ListColumn::field).startsWith("account_id", "license_id");
        assertThat(columns.get(0).keyField()).isTrue();
    }

    @Test
    void rowsWhoseOnlyKeyIsSecretLeadWithTheirIdentifyingColumn() {
        EntityDef apiKey = Platforms.get("wallcrawler").entity("ApiKey").orElseThrow();

        List<ListColumn> columns = ListColumn.of(apiKey);

        assertThat(apiKey.keysAreSecret()).isTrue();
        assertThat(columns.get(0).field()).isEqualTo("keyId");
        assertThat(columns.get(0).secret()).isFalse();
        assertThat(columns)
                .filteredOn(c -> c.field().equals("apiKeyHash"))
                .singleElement()
                .satisfies(c -> assertThat(c.secret()).isTrue());
        assertThat(columns).extracting(ListColumn::field).doesNotHaveDuplicates();
    }
}
