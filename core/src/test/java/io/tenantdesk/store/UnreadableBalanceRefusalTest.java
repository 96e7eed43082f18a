package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.TableNameMapping;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.Fixtures;
import io.tenantdesk.schema.PlatformDescriptor;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

@ExtendWith(DynaliteExtension.class)
class UnreadableBalanceRefusalTest {

    @Test
    void anAdjustmentOfABalanceStoredAsTextIsRefusedWithTheRealReason(LocalDynamo dynamo, @TempDir Path dir) {
        PlatformDescriptor platform = Fixtures.load("numbered");
        TableNameMapping mapping = dynamo.provision(platform, dynamo.freshMapping(), "orgs");
        dynamo.client()
                .putItem(b -> b.tableName(mapping.physical("orgs"))
                        .item(Map.of(
                                "PK", AttributeValue.fromS("ORG#acme"),
                                "SK", AttributeValue.fromS("WALLET"),
                                "balance", AttributeValue.fromS("lots")))
                        .conditionExpression("attribute_not_exists(PK)"));
        EntityStore store = new EntityStore(
                new Connection("test", dynamo.client(), mapping, false),
                platform,
                new ChangeJournal(dir.resolve("journal.jsonl")),
                Clock.systemUTC(),
                "tester");
        EntityDef wallet = platform.entity("Wallet").orElseThrow();

        assertThatThrownBy(() -> store.apply(store.planCredit(wallet, "acme", BigDecimal.TEN), "goodwill"))
                .isInstanceOf(StoreException.class)
                .hasMessage("Refused: the balance `balance` holds `lots`, which is not a number (tenant acme), so"
                        + " nothing can be added to it; correct it in the item first. Nothing was changed.")
                .satisfies(e -> assertThat(((StoreException) e).kind()).isEqualTo(StoreException.Kind.REFUSED));
    }
}
