package io.tenantdesk.generated;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.KeyType;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns {@link Choices} into descriptor JSON the loader accepts: tables and their indexes as chosen, entities placed
 * where their keys can be rendered (no template renders a Binary key, a Number key takes one number), each entity
 * told apart by a literal of its own or a declared pattern, tenant links only where the tenant exists.
 */
final class DescriptorBuilder {

    static final String SEPARATORS = "#|/:~";
    static final int ATTRIBUTE_TYPES = AttributeMaker.TYPES;

    private static final String[] ENTITY_NAMES = {"License", "User", "Session", "Invoice", "Note", "ApiKey"};
    private static final String[] TENANT_TAGS = {"ORG", "ACCOUNT", "TENANT", "WS"};
    private static final String[] TENANT_IDS = {"org_id", "account_id", "tenantId", "workspaceId"};

    private final ObjectMapper json = new ObjectMapper();
    private final Choices.Platform choices;
    private final List<TableShape> tables = new ArrayList<>();
    private final ObjectNode root = json.createObjectNode();
    private final ArrayNode entities = json.createArrayNode();
    private String tenantId;
    private String tenantTag;

    private DescriptorBuilder(Choices.Platform choices) {
        this.choices = choices;
    }

    static String build(Choices.Platform choices) {
        return new DescriptorBuilder(choices).descriptor();
    }

    private String descriptor() {
        int style = choices.names();
        root.put("platform", "generated-" + style);
        root.put("title", "Generated platform");
        ObjectNode tableNodes = root.putObject("tables");
        for (int i = 0; i < choices.tables().size(); i++) {
            TableShape table = TableShape.of(i, choices.tables().get(i), style, i == 0 && noneHosts());
            tables.add(table);
            tableNodes.set(table.name(), table.json(json));
        }
        root.set("entities", entities);
        if (choices.hasTenant()) {
            tenant(choices.tenant());
        }
        for (int k = 0; k < choices.entities().size(); k++) {
            entity(k, choices.entities().get(k));
        }
        if (entities.isEmpty()) {
            entity(0, choices.tenant());
        }
        return root.toPrettyString();
    }

    /** True when no chosen table can hold an entity: the first is then given a String partition key. */
    private boolean noneHosts() {
        return choices.tables().stream().noneMatch(t -> t.partition() != KeyType.B && t.sort() != KeyType.B);
    }

    private List<TableShape> hosts() {
        return tables.stream().filter(TableShape::hostsEntities).toList();
    }

    private void tenant(Choices.Entity e) {
        TableShape table = hosts().get(e.placement().table() % hosts().size());
        int style = choices.names();
        tenantId = TENANT_IDS[style];
        tenantTag = TENANT_TAGS[style];
        String sep = separator(e);
        EntityShape tenant = new EntityShape(json, "Tenant" + style, table);
        tenant.roles("tenant");
        if (table.partitionType() == KeyType.N && table.takeNumberPartition()) {
            tenant.attribute(tenantId, "number", true, true);
            tenant.key(table.partitionName(), "{" + tenantId + "}");
        } else {
            tenant.attribute(tenantId, "string", true, false);
            tenant.key(table.partitionName(), tenantTag + sep + "{" + tenantId + "}");
        }
        if (table.sortType() == KeyType.S) {
            tenant.key(table.sortName(), "META");
        } else if (table.sortType() == KeyType.N) {
            tenant.attribute("rev", "number", true, true);
            tenant.key(table.sortName(), "{rev}");
        }
        tenant.node().put("tenant", tenantId);
        tenant.attribute("name", "string", true, true);
        tenant.node().put("labelAttribute", "name");
        tenant.attribute("number", "number", false, true);
        tenant.extras(e.extras(), table.sortType() != KeyType.N);
        tenant.listScan();
        new AttributeMaker(tenant).add(e.attributes());
        entities.add(tenant.node());
    }

    private void entity(int k, Choices.Entity e) {
        List<TableShape> hosts = hosts();
        TableShape table = hosts.get(e.placement().table() % hosts.size());
        if (table.partitionType() == KeyType.N && !table.takeNumberPartition()) {
            table = hosts.stream()
                    .filter(t -> t.partitionType() == KeyType.S)
                    .findFirst()
                    .orElse(null);
            if (table == null) {
                return;
            }
        }
        String name = ENTITY_NAMES[k % ENTITY_NAMES.length] + (k >= ENTITY_NAMES.length ? k : "");
        String tag = name.toUpperCase(java.util.Locale.ROOT);
        String id = name.substring(0, 1).toLowerCase(java.util.Locale.ROOT) + name.substring(1) + "Id";
        String sep = separator(e);
        EntityShape entity = new EntityShape(json, name, table);
        entity.roles(role(e.reach().role()));
        int link = tenantId == null ? 0 : e.reach().tenantLink();
        new EntityKeys(entity, table, e, tag, id, sep, link, tenantId, tenantTag).write();
        new AttributeMaker(entity).add(e.attributes());
        entities.add(entity.node());
    }

    private static String separator(Choices.Entity e) {
        return String.valueOf(SEPARATORS.charAt(e.placement().separator()));
    }

    private static String[] role(int role) {
        return switch (role) {
            case 1 -> new String[] {"user"};
            case 2 -> new String[] {"license"};
            case 3 -> new String[] {"session"};
            case 4 -> new String[] {"credit"};
            case 5 -> new String[] {"user", "license"};
            default -> new String[0];
        };
    }
}
