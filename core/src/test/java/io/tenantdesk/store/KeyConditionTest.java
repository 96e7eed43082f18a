package io.tenantdesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.schema.KeyAttribute;
import io.tenantdesk.schema.KeyType;
import io.tenantdesk.schema.SortCondition.Operator;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** One key condition, rendered alike in the request and in words, its values in their key attribute's type. */
class KeyConditionTest {

    private static final KeyAttribute STATUS = new KeyAttribute("status", KeyType.S);
    private static final KeyAttribute EXPIRES = new KeyAttribute("expiresAt", KeyType.N);

    @Test
    void aPartitionAloneIsOneEquality() {
        Expressions ex = new Expressions();
        KeyCondition condition = KeyCondition.keyEqualTo(STATUS, "RUNNING");

        assertThat(condition.expression(ex)).isEqualTo("#n0 = :v0");
        assertThat(ex.names()).isEqualTo(Map.of("#n0", "status"));
        assertThat(ex.values()).isEqualTo(Map.of(":v0", AttributeValue.fromS("RUNNING")));
        assertThat(condition.words()).isEqualTo("status = RUNNING");
    }

    @Test
    void aSortConditionFollowsInItsKeysType() {
        Expressions ex = new Expressions();
        KeyCondition between = KeyCondition.keyEqualTo(STATUS, "RUNNING").sortBetween(EXPIRES, "0", "99");

        assertThat(between.expression(ex)).isEqualTo("#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2");
        assertThat(ex.values())
                .containsEntry(":v1", AttributeValue.fromN("0"))
                .containsEntry(":v2", AttributeValue.fromN("99"));
        assertThat(between.words()).isEqualTo("status = RUNNING and expiresAt between 0 and 99");
        assertThat(KeyCondition.keyEqualTo(STATUS, "x")
                        .sortBeginsWith(new KeyAttribute("SK", KeyType.S), "LICENSE#")
                        .expression(new Expressions()))
                .isEqualTo("#n0 = :v0 AND begins_with(#n1, :v1)");
        assertThat(KeyCondition.keyEqualTo(STATUS, "x")
                        .sort(EXPIRES, Operator.LE, "5", null)
                        .words())
                .isEqualTo("status = x and expiresAt <= 5");
    }

    @Test
    void aSortKeyTakesOneConditionOnly() {
        KeyCondition one = KeyCondition.keyEqualTo(STATUS, "x").sortBeginsWith(EXPIRES, "1");

        assertThatThrownBy(() -> one.sortBetween(EXPIRES, "1", "2")).isInstanceOf(IllegalStateException.class);
    }
}
