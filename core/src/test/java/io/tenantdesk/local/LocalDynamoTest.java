package io.tenantdesk.local;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.testing.Platforms;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(DynaliteExtension.class)
class LocalDynamoTest {

    @Test
    void closingDeletesTheTablesUnderEveryPrefixItHandedOutAndNoOthers(LocalDynamo dynamo) {
        AtomicInteger prefixes = new AtomicInteger();
        LocalDynamo closing = new LocalDynamo(
                dynamo.endpoint(),
                dynamo.client(),
                dynamo.writeGuard(),
                dynamo.sharedDemo(),
                () -> "closing-" + prefixes.incrementAndGet() + "-");
        PlatformDescriptor t3nets = Platforms.get("t3nets");
        TableNameMapping own = closing.provision(t3nets);
        TableNameMapping fresh = closing.freshMapping();
        closing.provision(t3nets, fresh);
        TableNameMapping others =
                dynamo.provision(t3nets, TableNameMapping.prefixed("closing-10-")); // its prefix starts alike

        closing.close();

        List<String> tables =
                dynamo.client().listTablesPaginator().tableNames().stream().toList();
        for (String table : t3nets.tables().keySet()) {
            assertThat(tables)
                    .doesNotContain(own.physical(table), fresh.physical(table))
                    .contains(others.physical(table));
        }
    }
}
