package io.tenantdesk.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.text.UnicodeText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Makes a row exportable as UTF-8: every string and member name holding a lone surrogate gets U+FFFD in its
 * place, and the row's top-level fields that changed are named, so the export can say so.
 */
final class UnicodeRepair {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private UnicodeRepair() {}

    /** Repairs {@code row}'s fields in place; returns the names of those that held a lone surrogate. */
    static List<String> repair(ObjectNode row) {
        List<String> repaired = new ArrayList<>();
        List<String> names = new ArrayList<>();
        row.fieldNames().forEachRemaining(names::add);
        for (String name : names) {
            JsonNode value = row.get(name);
            JsonNode valid = repaired(value);
            if (valid != value) {
                row.set(name, valid);
                repaired.add(name);
            }
        }
        return repaired;
    }

    /** {@code node} with valid text throughout: the same instance when it already is. */
    static JsonNode repaired(JsonNode node) {
        if (node.isTextual()) {
            String text = node.textValue();
            String valid = UnicodeText.withoutLoneSurrogates(text);
            return valid == text ? node : NODES.textNode(valid);
        }
        if (node.isObject()) {
            Map<String, JsonNode> members = new LinkedHashMap<>();
            boolean changed = false;
            for (Map.Entry<String, JsonNode> member : node.properties()) {
                String name = UnicodeText.withoutLoneSurrogates(member.getKey());
                JsonNode value = repaired(member.getValue());
                changed |= name != member.getKey() || value != member.getValue();
                members.put(name, value);
            }
            if (!changed) {
                return node;
            }
            ObjectNode copy = NODES.objectNode();
            members.forEach(copy::set);
            return copy;
        }
        if (node.isArray()) {
            List<JsonNode> elements = new ArrayList<>(node.size());
            boolean changed = false;
            for (JsonNode element : node) {
                JsonNode value = repaired(element);
                changed |= value != element;
                elements.add(value);
            }
            if (!changed) {
                return node;
            }
            ArrayNode copy = NODES.arrayNode(elements.size());
            elements.forEach(copy::add);
            return copy;
        }
        return node;
    }
}
