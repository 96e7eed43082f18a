package io.tenantdesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.aws.Connection;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The AWS CLI commands that make the console's reads, for a user to paste into a shell: {@code get-item} for an
 * item, {@code query} or {@code scan} for a list, on the connection's profile, region and endpoint. Every argument
 * is single-quoted for POSIX shells.
 */
final class AwsCliCommands {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Connection connection;

    AwsCliCommands(Connection connection) {
        this.connection = connection;
    }

    String getItem(String physicalTable, Map<String, AttributeValue> key) {
        return "aws dynamodb get-item --table-name " + quote(physicalTable) + " --key " + quote(json(key))
                + " --consistent-read" + target();
    }

    String read(ReadPlan plan) {
        if (plan.findsNothing()) {
            return "# " + plan.description();
        }
        StringBuilder command = new StringBuilder("aws dynamodb ")
                .append(plan.scan() ? "scan" : "query")
                .append(" --table-name ")
                .append(quote(plan.physicalTable()));
        if (plan.index() != null) {
            command.append(" --index-name ").append(quote(plan.index()));
        }
        if (plan.keyCondition() != null) {
            command.append(" --key-condition-expression ").append(quote(plan.keyCondition()));
        }
        if (plan.filter() != null) {
            command.append(" --filter-expression ").append(quote(plan.filter()));
        }
        Expressions ex = plan.expressions();
        if (ex.names() != null) {
            command.append(" --expression-attribute-names ")
                    .append(quote(JSON.valueToTree(ex.names()).toString()));
        }
        if (ex.values() != null) {
            command.append(" --expression-attribute-values ").append(quote(json(ex.values())));
        }
        return command.append(target()).toString();
    }

    private String target() {
        StringBuilder options = new StringBuilder();
        connection.profile().ifPresent(p -> options.append(" --profile ").append(quote(p)));
        if (connection.region() != null) {
            options.append(" --region ").append(quote(connection.region().id()));
        }
        connection
                .client()
                .serviceClientConfiguration()
                .endpointOverride()
                .ifPresent(uri -> options.append(" --endpoint-url ").append(quote(uri.toString())));
        return options.toString();
    }

    /** Attribute values in DynamoDB's JSON form, e.g. {"PK":{"S":"ACCOUNT#a1"}}. */
    static String json(Map<String, AttributeValue> values) {
        ObjectNode node = JSON.createObjectNode();
        values.forEach((name, value) -> node.set(name, json(value)));
        return node.toString();
    }

    private static JsonNode json(AttributeValue v) {
        ObjectNode node = JSON.createObjectNode();
        if (v.s() != null) {
            node.put("S", v.s());
        } else if (v.n() != null) {
            node.put("N", v.n());
        } else if (v.b() != null) {
            node.put("B", base64(v.b()));
        } else if (v.bool() != null) {
            node.put("BOOL", v.bool());
        } else if (Boolean.TRUE.equals(v.nul())) {
            node.put("NULL", true);
        } else if (v.hasSs()) {
            strings(node.putArray("SS"), v.ss());
        } else if (v.hasNs()) {
            strings(node.putArray("NS"), v.ns());
        } else if (v.hasBs()) {
            ArrayNode array = node.putArray("BS");
            v.bs().forEach(b -> array.add(base64(b)));
        } else if (v.hasL()) {
            ArrayNode array = node.putArray("L");
            v.l().forEach(e -> array.add(json(e)));
        } else if (v.hasM()) {
            ObjectNode map = node.putObject("M");
            new LinkedHashMap<>(v.m()).forEach((k, e) -> map.set(k, json(e)));
        }
        return node;
    }

    private static void strings(ArrayNode array, List<String> values) {
        values.forEach(array::add);
    }

    private static String base64(SdkBytes bytes) {
        return Base64.getEncoder().encodeToString(bytes.asByteArray());
    }

    /** One shell word: single quotes, a quote inside written as '\''. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
