package io.tenantdesk.schema;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One platform's declared DynamoDB design: its tables by logical name and its entities. Immutable and
 * thread-safe; built once by {@link io.tenantdesk.schema.load.DescriptorLoader}.
 *
 * @param id     short name used on the command line and in settings, e.g. {@code app_data}
 * @param source where the descriptor was read from, for messages
 */
public record PlatformDescriptor(
        String id,
        String title,
        String description,
        List<String> notes,
        Map<String, TableDef> tables,
        List<EntityDef> entities,
        String source) {

    public PlatformDescriptor {
        notes = List.copyOf(notes);
        tables = Collections.unmodifiableMap(new LinkedHashMap<>(tables));
        entities = List.copyOf(entities);
    }

    public Optional<TableDef> table(String logicalName) {
        return Optional.ofNullable(tables.get(logicalName));
    }

    public Optional<EntityDef> entity(String name) {
        return entities.stream().filter(e -> e.name().equals(name)).findFirst();
    }

    public List<EntityDef> entitiesOf(String tableName) {
        return entities.stream().filter(e -> e.table().name().equals(tableName)).toList();
    }

    /**
     * The attributes of a table that any of its entities declares secret: an item no entity recognises holds
     * its secrets under the same names, so they are masked there too.
     */
    public Set<String> secretAttributesOf(String tableName) {
        return entitiesOf(tableName).stream()
                .flatMap(e -> e.attributes().values().stream())
                .filter(AttributeSpec::secret)
                .map(AttributeSpec::name)
                .collect(Collectors.toUnmodifiableSet());
    }

    public List<EntityDef> entitiesWithRole(Role role) {
        return entities.stream().filter(e -> e.hasRole(role)).toList();
    }

    /** The entity that is the tenant itself (app_data's Account, Helpmaton's Workspace), if the design has one. */
    public Optional<EntityDef> tenantEntity() {
        return entitiesWithRole(Role.TENANT).stream().findFirst();
    }

    @Override
    public String toString() {
        return id;
    }
}
