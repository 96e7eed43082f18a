package io.tenantdesk.audit;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/** The proposer's and the approver's IAM policies, as JSON: the actions and condition keys each statement holds. */
class AuditIamPoliciesTest {

    private static final String AUDIT = "arn:aws:dynamodb:eu-west-1:123456789012:table/tenantdesk-audit";
    private static final String DATA = "arn:aws:dynamodb:eu-west-1:123456789012:table/prod-app_data";

    private final AuditIamPolicies policies = new AuditIamPolicies(AUDIT, List.of(DATA));

    private static List<String> texts(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false)
                .map(JsonNode::asText)
                .toList();
    }

    private static Optional<JsonNode> statement(JsonNode policy, String sid) {
        return StreamSupport.stream(policy.get("Statement").spliterator(), false)
                .filter(s -> s.get("Sid").asText().equals(sid))
                .findFirst();
    }

    /** Every action the policy allows on a resource. */
    private static List<String> allowed(JsonNode policy, String resource) {
        List<String> actions = new ArrayList<>();
        for (JsonNode s : policy.get("Statement")) {
            if (s.get("Effect").asText().equals("Allow")
                    && texts(s.get("Resource")).contains(resource)) {
                actions.addAll(texts(s.get("Action")));
            }
        }
        return actions;
    }

    @Test
    void bothPoliciesAreValidJsonInOneDocument() throws Exception {
        JsonNode both = new ObjectMapper().readTree(policies.both());

        assertThat(both.fieldNames()).toIterable().containsExactly("proposer", "approver");
        for (JsonNode policy : List.of(both.get("proposer"), both.get("approver"))) {
            assertThat(policy.get("Version").asText()).isEqualTo("2012-10-17");
            assertThat(policy.get("Statement"))
                    .allSatisfy(s -> assertThat(s.get("Sid").asText()).isNotBlank());
        }
    }

    @Test
    void theProposerReadsTheDataAndWritesOnlyProposalsToTheAuditTable() {
        JsonNode proposer = policies.proposer();

        assertThat(allowed(proposer, DATA))
                .containsExactlyInAnyOrder(
                        "dynamodb:DescribeTable",
                        "dynamodb:GetItem",
                        "dynamodb:BatchGetItem",
                        "dynamodb:Query",
                        "dynamodb:Scan");
        assertThat(allowed(proposer, AUDIT)).doesNotContain("dynamodb:DeleteItem");
        JsonNode put = statement(proposer, "TenantdeskPropose").orElseThrow();
        assertThat(texts(put.get("Condition").get("ForAllValues:StringLike").get("dynamodb:LeadingKeys")))
                .containsExactly("PROPOSAL#*", "DECISION#*");
        JsonNode withdraw = statement(proposer, "TenantdeskWithdraw").orElseThrow();
        assertThat(texts(withdraw.get("Action"))).containsExactly("dynamodb:UpdateItem");
        assertThat(texts(
                        withdraw.get("Condition").get("ForAllValues:StringLike").get("dynamodb:LeadingKeys")))
                .containsExactly("PROPOSAL#*");
    }

    @Test
    void theApproverWritesTheDataAndOnlyTheOutcomesOfAuditEntriesNeverThePolicy() {
        JsonNode approver = policies.approver();

        assertThat(allowed(approver, DATA))
                .contains(
                        "dynamodb:PutItem",
                        "dynamodb:UpdateItem",
                        "dynamodb:DeleteItem",
                        "dynamodb:ConditionCheckItem");
        assertThat(allowed(approver, AUDIT)).doesNotContain("dynamodb:DeleteItem");
        JsonNode outcomes = statement(approver, "TenantdeskRecordOutcomes").orElseThrow();
        assertThat(texts(outcomes.get("Condition")
                        .get("ForAllValues:StringEquals")
                        .get("dynamodb:Attributes")))
                .containsExactly("entryId", "status", "steps", "end", "seal");
        assertThat(texts(outcomes.get("Condition").get("StringEqualsIfExists").get("dynamodb:ReturnValues")))
                .doesNotContain("ALL_OLD", "ALL_NEW");
        for (JsonNode policy : List.of(approver, policies.proposer())) {
            JsonNode deny = statement(policy, "TenantdeskPolicyIsNotTheirs").orElseThrow();
            assertThat(deny.get("Effect").asText()).isEqualTo("Deny");
            assertThat(texts(deny.get("Condition").get("ForAnyValue:StringLike").get("dynamodb:LeadingKeys")))
                    .containsExactly("POLICY*");
        }
    }
}
