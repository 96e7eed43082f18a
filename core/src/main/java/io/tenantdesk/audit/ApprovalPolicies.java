package io.tenantdesk.audit;

import static io.tenantdesk.audit.AuditTableDesign.ACTOR;
import static io.tenantdesk.audit.AuditTableDesign.AT;
import static io.tenantdesk.audit.AuditTableDesign.COMMENT;
import static io.tenantdesk.audit.AuditTableDesign.ENTRY_ID;
import static io.tenantdesk.audit.AuditTableDesign.FEED;
import static io.tenantdesk.audit.AuditTableDesign.KIND;
import static io.tenantdesk.audit.AuditTableDesign.PERSON;
import static io.tenantdesk.audit.AuditTableDesign.PERSON_NAME;
import static io.tenantdesk.audit.AuditTableDesign.POLICY;
import static io.tenantdesk.audit.AuditTableDesign.POLICY_ID;
import static io.tenantdesk.audit.AuditTableDesign.VERSION;

import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.AttributeUpdates;
import io.tenantdesk.store.Guard;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * The team's approval policy as its audit table keeps it: the policy in force in one entry ({@code POLICY}), read
 * strongly consistent at each write decision, and every change as an entry of its own ({@code POLICY#v<version>}),
 * put only if none has its version, by whoever made it, in that person's chain. Nothing on a console's disk takes
 * part: one person's settings cannot switch it off.
 */
final class ApprovalPolicies {

    private final AuditTable table;

    ApprovalPolicies(AuditTable table) {
        this.table = table;
    }

    /**
     * The policy in force; {@link ApprovalPolicy#none()} when the table holds none.
     *
     * @throws IllegalArgumentException when the table holds one that cannot be read
     */
    ApprovalPolicy current() {
        Optional<Item> stored = table.get(POLICY_ID);
        if (stored.isEmpty()) {
            return ApprovalPolicy.none();
        }
        long version = stored.get()
                .get(VERSION)
                .filter(Value.Num.class::isInstance)
                .map(v -> new BigDecimal(((Value.Num) v).value()).longValue())
                .orElse(0L);
        String json = stored.get()
                .scalarText(POLICY)
                .orElseThrow(() -> new IllegalArgumentException(
                        "the audit table " + table.name() + " holds an approval policy without its rules"));
        try {
            return ApprovalPolicy.fromJson(json, version);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "the audit table " + table.name() + " holds an approval policy that cannot be read: "
                            + e.getMessage(),
                    e);
        }
    }

    /**
     * Puts {@code next} in force over the policy of the version before it, recording the change.
     *
     * @param actor the caller identity as the table records it
     * @throws io.tenantdesk.store.StoreException {@link io.tenantdesk.store.StoreException.Kind#CONFLICT} when the
     *     policy changed meanwhile
     */
    void set(ApprovalPolicy next, String actor, Person by, String reason, Instant at) {
        table.put(Item.builder()
                .put(ENTRY_ID, Value.str(POLICY_ID + "#v" + next.version()))
                .put(KIND, Value.str(AuditTableDesign.KIND_POLICY))
                .put(AT, Value.str(AuditTableDesign.time(at)))
                .put(FEED, Value.str(AuditTableDesign.FEED_POLICY))
                .put(ACTOR, Value.str(actor))
                .put(PERSON, Value.str(by.id()))
                .put(PERSON_NAME, Value.str(by.name()))
                .put(POLICY, Value.str(next.toJson()))
                .put(VERSION, Value.num(next.version()))
                .put(COMMENT, Value.str(reason))
                .build());
        if (next.version() == 1) {
            table.put(Item.builder()
                    .put(ENTRY_ID, Value.str(POLICY_ID))
                    .put(POLICY, Value.str(next.toJson()))
                    .put(VERSION, Value.num(1))
                    .put(AT, Value.str(AuditTableDesign.time(at)))
                    .build());
            return;
        }
        table.update(
                POLICY_ID,
                AttributeUpdates.of(
                        new AttributeUpdates.Assign(POLICY, Value.str(next.toJson())),
                        new AttributeUpdates.Assign(VERSION, Value.num(next.version())),
                        new AttributeUpdates.Assign(AT, Value.str(AuditTableDesign.time(at)))),
                Guard.holding(Map.of(VERSION, Value.num(next.version() - 1))));
    }
}
