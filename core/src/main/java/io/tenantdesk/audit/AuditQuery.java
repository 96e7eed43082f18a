package io.tenantdesk.audit;

import java.time.Instant;
import java.util.Objects;

/**
 * What to list from the audit table, each answered by one of its indexes, newest first: one item's changes, one
 * tenant's, one person's, or everything in a time window.
 */
public sealed interface AuditQuery {

    /** The index that answers the query. */
    String index();

    /** The index's partition key attribute. */
    String partitionAttribute();

    String partitionValue();

    /** The earliest time listed; null for no bound. */
    default Instant from() {
        return null;
    }

    /** The latest time listed; null for no bound. */
    default Instant to() {
        return null;
    }

    /** Every change of one item (of one platform's logical table), newest first. */
    record ForItem(String platform, String table, String key) implements AuditQuery {
        @Override
        public String index() {
            return AuditTableDesign.BY_ITEM;
        }

        @Override
        public String partitionAttribute() {
            return AuditTableDesign.ITEM_KEY;
        }

        @Override
        public String partitionValue() {
            return AuditTableDesign.itemKey(platform, table, key);
        }
    }

    /** Every change for one tenant of one platform, newest first. */
    record ForTenant(String platform, String tenant) implements AuditQuery {
        @Override
        public String index() {
            return AuditTableDesign.BY_TENANT;
        }

        @Override
        public String partitionAttribute() {
            return AuditTableDesign.TENANT_KEY;
        }

        @Override
        public String partitionValue() {
            return AuditTableDesign.tenantKey(platform, tenant);
        }
    }

    /** Every change one person (caller identity) made, newest first. */
    record ByActor(String actor) implements AuditQuery {
        @Override
        public String index() {
            return AuditTableDesign.BY_ACTOR;
        }

        @Override
        public String partitionAttribute() {
            return AuditTableDesign.ACTOR;
        }

        @Override
        public String partitionValue() {
            return actor;
        }
    }

    /** Every change made between two instants (either may be null: unbounded), newest first. */
    record Window(Instant from, Instant to) implements AuditQuery {
        public static Window everything() {
            return new Window(null, null);
        }

        @Override
        public String index() {
            return AuditTableDesign.BY_TIME;
        }

        @Override
        public String partitionAttribute() {
            return AuditTableDesign.FEED;
        }

        @Override
        public String partitionValue() {
            return AuditTableDesign.FEED_ALL;
        }
    }

    /** Every entry of one partition of the time index (proposals and decisions, the policy's changes), newest first. */
    record Feed(String feed, Instant from, Instant to) implements AuditQuery {
        @Override
        public String index() {
            return AuditTableDesign.BY_TIME;
        }

        @Override
        public String partitionAttribute() {
            return AuditTableDesign.FEED;
        }

        @Override
        public String partitionValue() {
            return feed;
        }
    }

    /** The proposals made for one item, newest first. */
    record ProposalsOfItem(String platform, String table, String key) implements AuditQuery {
        @Override
        public String index() {
            return AuditTableDesign.BY_ITEM;
        }

        @Override
        public String partitionAttribute() {
            return AuditTableDesign.ITEM_KEY;
        }

        @Override
        public String partitionValue() {
            return AuditTableDesign.proposalItemKey(platform, table, key);
        }
    }

    static AuditQuery requireValid(AuditQuery query) {
        Objects.requireNonNull(query, "query");
        if (query.from() != null && query.to() != null && query.from().isAfter(query.to())) {
            throw new IllegalArgumentException("the window starts after it ends");
        }
        return query;
    }
}
