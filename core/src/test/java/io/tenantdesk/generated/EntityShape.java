package io.tenantdesk.generated;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** A generated entity's JSON as it is built: its keys and attributes, patterns and options. */
final class EntityShape {

    private final ObjectNode node;
    private final ObjectNode keys;
    private final ObjectNode attributes;
    private final TableShape table;

    EntityShape(ObjectMapper json, String name, TableShape table) {
        this.table = table;
        this.node = json.createObjectNode();
        node.put("name", name);
        node.put("table", table.name());
        this.keys = node.putObject("keys");
        this.attributes = node.putObject("attributes");
    }

    ObjectNode node() {
        return node;
    }

    TableShape table() {
        return table;
    }

    void roles(String... roles) {
        if (roles.length == 1) {
            node.put("role", roles[0]);
        } else if (roles.length > 1) {
            ArrayNode list = node.putArray("role");
            for (String role : roles) {
                list.add(role);
            }
        }
    }

    void key(String keyName, String template) {
        keys.put(keyName, template);
    }

    boolean declares(String attribute) {
        return attributes.has(attribute);
    }

    /** Declares an attribute (again, replacing it); returns its options for more. */
    ObjectNode attribute(String name, String type, boolean required, boolean stored) {
        ObjectNode a = attributes.putObject(name);
        a.put("type", type);
        if (required) {
            a.put("required", true);
        }
        if (!stored) {
            a.put("stored", false);
        }
        return a;
    }

    /** True when the name is free for one more attribute: not declared, and no key or TTL of the table. */
    boolean free(String attribute) {
        return !attributes.has(attribute) && !table.isKeyOrTtl(attribute);
    }

    void listScan() {
        node.putObject("list").put("scan", true);
    }

    void list(String index, String partition) {
        ObjectNode list = node.putObject("list");
        if (index != null) {
            list.put("index", index);
        }
        list.put("partition", partition);
    }

    void byTenant(String index, String partition, String sortPrefix) {
        ObjectNode by = node.putObject("byTenant");
        if (index != null) {
            by.put("index", index);
        }
        by.put("partition", partition);
        if (sortPrefix != null) {
            by.put("sortPrefix", sortPrefix);
        }
    }

    /** Credit (only where the tenant id alone renders the table keys), version, stamps and TTL. */
    void extras(Choices.Extras extras, boolean creditKeyed) {
        if (extras.credit() && creditKeyed) {
            attribute("creditBalance", "number", false, true);
            attribute("currency", "enum", false, true)
                    .putArray("values")
                    .add("usd")
                    .add("eur")
                    .add("jpy");
            ObjectNode credit = node.putObject("credit");
            credit.put("balance", "creditBalance");
            credit.put("currency", "currency");
            switch (extras.floor()) {
                case 1 -> credit.put("floor", 0);
                case 2 -> credit.put("floor", -100);
                case 3 -> credit.put("floor", new java.math.BigDecimal("5.5"));
                default -> {}
            }
        }
        if (extras.version()) {
            attribute("version", "number", false, true);
            node.put("version", "version");
        }
        if (extras.stamps()) {
            attribute("updatedAt", "timestamp", false, true);
            attribute("updatedBy", "string", false, true);
            ObjectNode stamps = node.putObject("stamps");
            stamps.put("updatedAt", "updatedAt");
            stamps.put("updatedBy", "updatedBy");
        }
        if (extras.ttl() && table.ttl() != null) {
            attribute(table.ttl(), "epoch", false, true);
        }
    }
}
