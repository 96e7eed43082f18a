package io.tenantdesk.generated;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.KeyType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A generated table: its keys, TTL and indexes, and which of its keys entities have taken. */
final class TableShape {

    private static final String[][] KEY_NAMES = {{"PK", "SK"}, {"pk", "sk"}, {"id", "sort"}, {"key", "type"}};
    private static final String[] TABLE_NAMES = {"app_data", "t%d", "Orders-%d", "ws.%d"};

    /** An index of the table; {@code used} when an entity writes its keys for one of its patterns. */
    static final class IndexShape {
        final String name;
        final String partitionName;
        final KeyType partition;
        final String sortName;
        final KeyType sort;
        final int projection;

        IndexShape(int table, int j, Choices.Index choice, int style) {
            this.name = style % 2 == 0 ? "GSI" + (j + 1) : "by-" + table + "-" + j;
            this.partitionName = style % 2 == 0 ? "GSI" + (j + 1) + "PK" : "g" + table + j + "pk";
            this.partition = choice.partition();
            this.sortName = choice.sort() == null
                    ? null
                    : partitionName.substring(0, partitionName.length() - 2) + (style % 2 == 0 ? "SK" : "sk");
            this.sort = choice.sort();
            this.projection = choice.projection();
        }

        /** True when an entity's template can fill every key of the index. */
        boolean writable() {
            return partition != KeyType.B && sort != KeyType.B;
        }
    }

    private final String name;
    private final String partitionName;
    private final KeyType partition;
    private final String sortName;
    private final KeyType sort;
    private final String ttl;
    private final List<IndexShape> indexes = new ArrayList<>();
    private boolean numberPartitionTaken;

    private TableShape(String name, String pkName, KeyType pk, String skName, KeyType sk, String ttl) {
        this.name = name;
        this.partitionName = pkName;
        this.partition = pk;
        this.sortName = skName;
        this.sort = sk;
        this.ttl = ttl;
    }

    static TableShape of(int i, Choices.Table choice, int style, boolean mustHost) {
        KeyType pk = mustHost ? KeyType.S : choice.partition();
        KeyType sk = mustHost && choice.sort() == KeyType.B ? KeyType.S : choice.sort();
        String name = i == 0 && style == 0 ? TABLE_NAMES[0] : String.format(TABLE_NAMES[style == 0 ? 1 : style], i);
        TableShape table = new TableShape(
                name,
                KEY_NAMES[style][0],
                pk,
                sk == null ? null : KEY_NAMES[style][1],
                sk,
                choice.ttl() ? (style % 2 == 0 ? "ttl" : "expiresAt") : null);
        for (int j = 0; j < choice.indexes().size(); j++) {
            table.indexes.add(new IndexShape(i, j, choice.indexes().get(j), style));
        }
        return table;
    }

    ObjectNode json(ObjectMapper json) {
        ObjectNode node = json.createObjectNode();
        key(node.putObject("partitionKey"), partitionName, partition);
        if (sort != null) {
            key(node.putObject("sortKey"), sortName, sort);
        }
        if (ttl != null) {
            node.put("ttl", ttl);
        }
        if (!indexes.isEmpty()) {
            ObjectNode all = node.putObject("indexes");
            for (IndexShape index : indexes) {
                ObjectNode i = all.putObject(index.name);
                key(i.putObject("partitionKey"), index.partitionName, index.partition);
                if (index.sort != null) {
                    key(i.putObject("sortKey"), index.sortName, index.sort);
                }
                switch (index.projection) {
                    case 1 -> i.put("projection", "KEYS_ONLY");
                    case 2 -> {
                        ObjectNode p = i.putObject("projection");
                        p.put("type", "INCLUDE");
                        p.putArray("attributes").add("status").add("name");
                    }
                    default -> i.put("projection", "ALL");
                }
            }
        }
        return node;
    }

    private static void key(ObjectNode node, String name, KeyType type) {
        node.put("name", name);
        node.put("type", type.name());
    }

    boolean hostsEntities() {
        return partition != KeyType.B && sort != KeyType.B;
    }

    /**
     * Takes the Number partition key for one more entity: always possible where a String sort key tells entities
     * apart, once otherwise.
     */
    boolean takeNumberPartition() {
        if (sort == KeyType.S) {
            return true;
        }
        if (numberPartitionTaken) {
            return false;
        }
        numberPartitionTaken = true;
        return true;
    }

    /** A writable index whose partition key has this type, other than {@code except}. */
    Optional<IndexShape> index(KeyType partitionType, IndexShape except) {
        return indexes.stream()
                .filter(i -> i != except && i.writable() && i.partition == partitionType)
                .findFirst();
    }

    /** True for a name the table or one of its indexes uses as a key, or its TTL. */
    boolean isKeyOrTtl(String attribute) {
        return attribute.equals(partitionName)
                || attribute.equals(sortName)
                || attribute.equals(ttl)
                || indexes.stream().anyMatch(i -> attribute.equals(i.partitionName) || attribute.equals(i.sortName));
    }

    String name() {
        return name;
    }

    String partitionName() {
        return partitionName;
    }

    KeyType partitionType() {
        return partition;
    }

    String sortName() {
        return sortName;
    }

    KeyType sortType() {
        return sort;
    }

    String ttl() {
        return ttl;
    }
}
