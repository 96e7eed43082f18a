package io.tenantdesk.audit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * The two least-privilege IAM policies of a team that requires approval, as narrow as DynamoDB's condition keys
 * allow. A proposer reads the data and writes proposals (and withdrawals) to the audit table, never the data; an
 * approver reads and writes the data and writes the audit table's entries. Neither may delete from the audit table,
 * update anything of an entry but its outcome ({@code dynamodb:Attributes}), nor touch the approval policy
 * ({@code dynamodb:LeadingKeys}).
 */
public final class AuditIamPolicies {

    /** The attributes an entry's completion may set; everything else of an entry is written once. */
    public static final List<String> OUTCOME_ATTRIBUTES = List.of(
            AuditTableDesign.ENTRY_ID,
            AuditTableDesign.STATUS,
            AuditTableDesign.STEPS,
            AuditTableDesign.END,
            AuditChain.SEAL);

    private static final List<String> READ = List.of(
            "dynamodb:DescribeTable", "dynamodb:GetItem", "dynamodb:BatchGetItem", "dynamodb:Query", "dynamodb:Scan");
    private static final List<String> AUDIT_READ =
            List.of("dynamodb:DescribeTable", "dynamodb:GetItem", "dynamodb:Query");

    private final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private final String auditTable;
    private final List<String> dataTables;

    /**
     * @param auditTableArn the audit table's ARN
     * @param dataTableArns the ARNs (or ARN patterns) of the platform's tables
     */
    public AuditIamPolicies(String auditTableArn, List<String> dataTableArns) {
        this.auditTable = auditTableArn;
        this.dataTables = List.copyOf(dataTableArns);
    }

    /** Reads the data; writes proposals and their withdrawals, nothing else. */
    public ObjectNode proposer() {
        ObjectNode policy = document();
        ArrayNode statements = policy.withArray("Statement");
        statements.add(allow("TenantdeskReadData", READ, data()));
        statements.add(listTables());
        statements.add(allow("TenantdeskReadAudit", AUDIT_READ, audit()));
        ObjectNode put = allow("TenantdeskPropose", List.of("dynamodb:PutItem"), List.of(auditTable));
        put.putObject("Condition")
                .putObject("ForAllValues:StringLike")
                .set(
                        "dynamodb:LeadingKeys",
                        strings(List.of(
                                AuditTableDesign.PROPOSAL_PREFIX + "*", AuditTableDesign.DECISION_PREFIX + "*")));
        statements.add(put);
        statements.add(outcomes("TenantdeskWithdraw", List.of(AuditTableDesign.PROPOSAL_PREFIX + "*")));
        statements.add(denyPolicy());
        return policy;
    }

    /** Reads and writes the data (conditional writes, transactions); writes the audit table's entries. */
    public ObjectNode approver() {
        ObjectNode policy = document();
        ArrayNode statements = policy.withArray("Statement");
        List<String> readWrite = new ArrayList<>(READ);
        readWrite.addAll(List.of(
                "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem", "dynamodb:ConditionCheckItem"));
        statements.add(allow("TenantdeskReadWriteData", readWrite, data()));
        statements.add(listTables());
        statements.add(allow("TenantdeskReadAudit", AUDIT_READ, audit()));
        statements.add(allow("TenantdeskRecord", List.of("dynamodb:PutItem"), List.of(auditTable)));
        statements.add(outcomes("TenantdeskRecordOutcomes", List.of()));
        statements.add(denyPolicy());
        return policy;
    }

    /** Both, as one JSON document: {@code {"proposer": …, "approver": …}}. */
    public String both() {
        ObjectNode both = json.createObjectNode();
        both.set("proposer", proposer());
        both.set("approver", approver());
        return text(both);
    }

    public String text(ObjectNode policy) {
        try {
            return json.writeValueAsString(policy) + System.lineSeparator();
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an IAM policy could not be written", e);
        }
    }

    private ObjectNode document() {
        ObjectNode policy = json.createObjectNode();
        policy.put("Version", "2012-10-17");
        policy.putArray("Statement");
        return policy;
    }

    /** UpdateItem of an entry's outcome attributes only, returning no more than those; on {@code keys} when given. */
    private ObjectNode outcomes(String sid, List<String> keys) {
        ObjectNode update = allow(sid, List.of("dynamodb:UpdateItem"), List.of(auditTable));
        ObjectNode condition = update.putObject("Condition");
        condition.putObject("ForAllValues:StringEquals").set("dynamodb:Attributes", strings(OUTCOME_ATTRIBUTES));
        if (!keys.isEmpty()) {
            condition.putObject("ForAllValues:StringLike").set("dynamodb:LeadingKeys", strings(keys));
        }
        condition
                .putObject("StringEqualsIfExists")
                .set("dynamodb:ReturnValues", strings(List.of("NONE", "UPDATED_OLD", "UPDATED_NEW")));
        return update;
    }

    /** Nobody but the administrator who runs {@code audit policy} changes the approval policy. */
    private ObjectNode denyPolicy() {
        ObjectNode deny = json.createObjectNode();
        deny.put("Sid", "TenantdeskPolicyIsNotTheirs");
        deny.put("Effect", "Deny");
        deny.set("Action", strings(List.of("dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem")));
        deny.set("Resource", strings(List.of(auditTable)));
        deny.putObject("Condition")
                .putObject("ForAnyValue:StringLike")
                .set("dynamodb:LeadingKeys", strings(List.of(AuditTableDesign.POLICY_ID + "*")));
        return deny;
    }

    private ObjectNode listTables() {
        ObjectNode list = allow("TenantdeskListTables", List.of("dynamodb:ListTables"), List.of());
        list.put("Resource", "*");
        return list;
    }

    private ObjectNode allow(String sid, List<String> actions, List<String> resources) {
        ObjectNode statement = json.createObjectNode();
        statement.put("Sid", sid);
        statement.put("Effect", "Allow");
        statement.set("Action", strings(actions));
        statement.set("Resource", strings(resources));
        return statement;
    }

    private List<String> data() {
        List<String> arns = new ArrayList<>(dataTables);
        dataTables.forEach(arn -> arns.add(arn + "/index/*"));
        return arns;
    }

    private List<String> audit() {
        return List.of(auditTable, auditTable + "/index/*");
    }

    private ArrayNode strings(List<String> values) {
        ArrayNode array = json.createArrayNode();
        values.forEach(array::add);
        return array;
    }
}
