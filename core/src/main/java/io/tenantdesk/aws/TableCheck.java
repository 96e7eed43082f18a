package io.tenantdesk.aws;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Checks that the physical table behind each logical table of a design exists. Lists the tables once; where
 * listing is not allowed (a role limited to its own tables), describes each table instead.
 */
public final class TableCheck {

    private static final System.Logger LOG = System.getLogger(TableCheck.class.getName());

    private final DynamoDbClient client;

    public TableCheck(DynamoDbClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /** The result of one check: the missing tables as logical name → physical name looked for. */
    public record Result(Map<String, String> missing, int checked) {

        public Result {
            missing = Collections.unmodifiableMap(new LinkedHashMap<>(missing));
        }

        public boolean allPresent() {
            return missing.isEmpty();
        }

        /** "All 3 tables exist." or "2 of 5 tables do not exist: `workspace` (looked for `staging-workspace`), …". */
        public String message() {
            if (missing.isEmpty()) {
                return "All " + checked + (checked == 1 ? " table exists." : " tables exist.");
            }
            String list = missing.entrySet().stream()
                    .map(e -> "`" + e.getKey() + "` (looked for `" + e.getValue() + "`)")
                    .collect(Collectors.joining(", "));
            return missing.size() + " of " + checked + (checked == 1 ? " table does" : " tables do") + " not exist: "
                    + list + ". Check the table-name mapping.";
        }
    }

    public Result check(Collection<String> logicalTables, TableNameMapping mapping) {
        Map<String, String> physical = new LinkedHashMap<>();
        for (String logical : logicalTables) {
            physical.put(logical, mapping.physical(logical));
        }
        Set<String> existing;
        try {
            existing = listTables();
        } catch (AwsServiceException e) {
            if (!isAccessDenied(e)) {
                throw e;
            }
            existing = describeEach(physical.values());
        }
        Map<String, String> missing = new LinkedHashMap<>();
        for (Map.Entry<String, String> entry : physical.entrySet()) {
            if (!existing.contains(entry.getValue())) {
                missing.put(entry.getKey(), entry.getValue());
            }
        }
        return new Result(missing, physical.size());
    }

    private Set<String> listTables() {
        Set<String> names = new HashSet<>();
        client.listTablesPaginator().tableNames().forEach(names::add);
        return names;
    }

    private Set<String> describeEach(Collection<String> tables) {
        List<String> found = new ArrayList<>();
        for (String table : tables) {
            try {
                client.describeTable(r -> r.tableName(table));
                found.add(table);
            } catch (ResourceNotFoundException missing) {
                LOG.log(System.Logger.Level.DEBUG, "Table {0} does not exist", table);
            }
        }
        return new HashSet<>(found);
    }

    private static boolean isAccessDenied(AwsServiceException e) {
        return e.statusCode() == 403
                || e.awsErrorDetails() != null
                        && "AccessDeniedException".equals(e.awsErrorDetails().errorCode());
    }
}
