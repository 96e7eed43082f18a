package io.tenantdesk.generated;

import io.tenantdesk.schema.KeyType;
import java.util.Locale;
import java.util.Optional;

/**
 * Writes a generated entity's key templates and access patterns: its table keys in the chosen shape (a literal and an
 * id, an id of a declared pattern, a literal alone, several placeholders), the index keys its list and its tenant
 * link need, and the link itself (the tenant id in the partition, in an index, or a Number field, by the tenant's id
 * or by the tenant's number).
 */
final class EntityKeys {

    /** How the entity finds its tenant's items. */
    enum Link {
        NONE,
        PARTITION,
        INDEX,
        NUMBER,
        NUMBER_ATTRIBUTE
    }

    private final EntityShape entity;
    private final TableShape table;
    private final Choices.Entity choice;
    private final String tag;
    private final String id;
    private final String sep;
    private final String tenantId;
    private final String tenantTag;
    private Link link;
    private TableShape.IndexShape listIndex;

    EntityKeys(
            EntityShape entity,
            TableShape table,
            Choices.Entity choice,
            String tag,
            String id,
            String sep,
            int link,
            String tenantId,
            String tenantTag) {
        this.entity = entity;
        this.table = table;
        this.choice = choice;
        this.tag = tag;
        this.id = id;
        this.sep = sep;
        this.link = Link.values()[link];
        this.tenantId = tenantId;
        this.tenantTag = tenantTag;
    }

    void write() {
        if (link == Link.PARTITION && (table.partitionType() != KeyType.S || table.sortType() != KeyType.S)) {
            link = Link.INDEX;
        }
        boolean numberLink = link == Link.NUMBER || link == Link.NUMBER_ATTRIBUTE;
        if (numberLink
                && table.partitionType() != KeyType.N
                && table.index(KeyType.N, null).isEmpty()) {
            link = Link.NONE;
        }
        if (link == Link.INDEX && table.index(KeyType.S, null).isEmpty()) {
            link = Link.NONE;
        }
        boolean creditKeyed = primaryKeys();
        listPattern();
        tenantLink();
        entity.extras(choice.extras(), creditKeyed);
    }

    /** The table keys; true when the tenant id alone renders them (a credit entity's keys must). */
    private boolean primaryKeys() {
        if (table.partitionType() == KeyType.N) {
            String number = isNumberLink() ? numberField() : id + "n";
            declareNumber(number, true);
            entity.key(table.partitionName(), "{" + number + "}");
            if (table.sortType() == KeyType.S) {
                declareId();
                entity.key(table.sortName(), tag + sep + "{" + id + "}");
            } else if (table.sortType() == KeyType.N) {
                declareNumber("seq", true);
                entity.key(table.sortName(), "{seq}");
            }
            return false;
        }
        if (link == Link.PARTITION) {
            declareTenantId(false);
            entity.key(table.partitionName(), tenantTag + sep + "{" + tenantId + "}");
            if (choice.extras().credit()) {
                entity.key(table.sortName(), tag);
                return true;
            }
            declareId();
            entity.key(table.sortName(), tag + sep + "{" + id + "}");
            return false;
        }
        int shape = choice.placement().shape();
        if (shape == 2 && table.sortType() == null) {
            shape = 0;
        }
        switch (shape) {
            case 1 -> {
                declarePatternedId();
                entity.key(table.partitionName(), "{" + id + "}");
            }
            case 2 -> entity.key(table.partitionName(), tag);
            case 3 -> {
                declareId();
                entity.attribute("region", "enum", true, false)
                        .putArray("values")
                        .add("eu")
                        .add("us");
                entity.key(table.partitionName(), tag + sep + "{region}" + sep + "{" + id + "}");
            }
            default -> {
                declareId();
                entity.key(table.partitionName(), tag + sep + "{" + id + "}");
            }
        }
        if (table.sortType() == KeyType.S) {
            if (shape == 2) {
                if (choice.placement().patterned()) {
                    entity.key(table.sortName(), "META");
                } else {
                    declareId();
                    entity.key(table.sortName(), "ID" + sep + "{" + id + "}");
                }
            } else {
                entity.key(table.sortName(), choice.placement().patterned() ? tag : "META");
            }
        } else if (table.sortType() == KeyType.N) {
            declareNumber("seq", true);
            entity.key(table.sortName(), "{seq}");
        }
        return false;
    }

    private boolean isNumberLink() {
        return link == Link.NUMBER || link == Link.NUMBER_ATTRIBUTE;
    }

    private void listPattern() {
        int kind = choice.reach().list();
        if (kind == 2 && isLiteral(table.partitionName())) {
            entity.list(
                    null, entity.node().path("keys").path(table.partitionName()).asText());
            return;
        }
        Optional<TableShape.IndexShape> index = table.index(KeyType.S, null);
        if (kind == 1 && index.isPresent()) {
            listIndex = index.get();
            String partition = "ALL" + sep + tag;
            entity.key(listIndex.partitionName, partition);
            indexSort(listIndex);
            entity.list(listIndex.name, partition);
            return;
        }
        entity.listScan();
    }

    private boolean isLiteral(String keyName) {
        String template = entity.node().path("keys").path(keyName).asText("{");
        return !template.contains("{");
    }

    private void tenantLink() {
        switch (link) {
            case PARTITION -> {
                entity.node().put("tenant", tenantId);
                entity.byTenant(null, tenantTag + sep + "{" + tenantId + "}", tag);
            }
            case INDEX -> {
                Optional<TableShape.IndexShape> index = table.index(KeyType.S, listIndex);
                if (index.isEmpty()) {
                    declareTenantId(true);
                    entity.node().put("tenant", tenantId);
                    return;
                }
                declareTenantId(true);
                String partition = "TEN" + sep + "{" + tenantId + "}";
                entity.key(index.get().partitionName, partition);
                indexSort(index.get());
                entity.node().put("tenant", tenantId);
                entity.byTenant(index.get().name, partition, null);
            }
            case NUMBER, NUMBER_ATTRIBUTE -> numberLink();
            default -> {}
        }
    }

    private void numberLink() {
        String field = numberField();
        if (link == Link.NUMBER_ATTRIBUTE) {
            entity.node().putObject("tenant").put("field", field).put("tenantAttribute", "number");
        } else {
            entity.node().put("tenant", field);
        }
        if (table.partitionType() == KeyType.N) {
            entity.byTenant(null, "{" + field + "}", table.sortType() == KeyType.S ? tag + sep : null);
            return;
        }
        declareNumber(field, true);
        TableShape.IndexShape index = table.index(KeyType.N, null).orElseThrow();
        entity.key(index.partitionName, "{" + field + "}");
        indexSort(index);
        entity.byTenant(index.name, "{" + field + "}", null);
    }

    private String numberField() {
        return tenantId.replace("Id", "No").replace("_id", "_no");
    }

    /** The index's sort key, rendered from the id (text) or a number. */
    private void indexSort(TableShape.IndexShape index) {
        if (index.sort == KeyType.S) {
            if (!entity.declares(id)) {
                declareId();
            }
            entity.key(index.sortName, tag + sep + "{" + id + "}");
        } else if (index.sort == KeyType.N) {
            declareNumber("rank", true);
            entity.key(index.sortName, "{rank}");
        }
    }

    private void declareId() {
        if (entity.declares(id)) {
            return;
        }
        if (choice.placement().secretKey()) {
            entity.attribute(id, "secret", true, false);
            entity.attribute("keyId", "string", true, true);
            entity.node().put("identifiedBy", "keyId");
        } else {
            entity.attribute(id, "string", true, false);
        }
    }

    private void declarePatternedId() {
        String prefix = tag.toLowerCase(Locale.ROOT) + "_";
        entity.attribute(id, "string", true, true)
                .put("pattern", prefix + "[a-z0-9]{4,12}")
                .put("example", prefix + "abcd");
    }

    private void declareTenantId(boolean stored) {
        if (!entity.declares(tenantId)) {
            entity.attribute(tenantId, "string", true, stored);
        }
    }

    private void declareNumber(String name, boolean required) {
        if (!entity.declares(name)) {
            entity.attribute(name, "number", required, true);
        }
    }
}
