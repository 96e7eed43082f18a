package io.tenantdesk.generated;

import io.tenantdesk.schema.KeyType;
import java.util.List;

/**
 * The small choices a generated platform is made of. {@link DescriptorBuilder} turns them into a descriptor the loader
 * accepts, settling every conflict the same way, so that shrinking a choice shrinks the descriptor.
 */
final class Choices {

    private Choices() {}

    /** A key of a table or an index; {@code null} type for a sort key the table does not have. */
    record Key(KeyType type) {}

    record Index(KeyType partition, KeyType sort, int projection) {}

    record Table(KeyType partition, KeyType sort, boolean ttl, List<Index> indexes) {}

    /** A declared attribute besides the keys: its type (an index into the builder's list), secret, required. */
    record Attribute(int type, boolean secret, boolean required, int flavour) {}

    /** Where an entity lives and how its keys look: table (modulo those that can hold entities), shape, separator. */
    record Placement(int table, int shape, int separator, boolean secretKey, boolean patterned) {}

    /** An entity's role, how it links to its tenant, and how its list reads. */
    record Reach(int role, int tenantLink, int list) {}

    /** What else an entity declares. */
    record Extras(boolean credit, boolean version, int floor, boolean stamps, boolean ttl) {}

    record Entity(Placement placement, Reach reach, Extras extras, List<Attribute> attributes) {}

    /** Tables, then the tenant entity (if any) and the others. */
    record Platform(List<Table> tables, boolean hasTenant, Entity tenant, List<Entity> entities, int names) {}
}
