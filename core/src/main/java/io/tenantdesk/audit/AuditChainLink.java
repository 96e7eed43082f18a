package io.tenantdesk.audit;

import io.tenantdesk.schema.item.Item;
import java.util.Optional;

/**
 * An entry's link in its writer's chain, as an export carries it, so a copy kept elsewhere can be checked too.
 *
 * @param seq    its place in the chain
 * @param prev   the digest of the writer's entry before it; empty for the first
 * @param digest the digest of its content and {@code prev}
 * @param seal   the digest of its outcome and {@code digest}; null while it has none
 */
public record AuditChainLink(long seq, String prev, String digest, String seal) {

    /** The link an entry holds; empty for one made before the chain. */
    public static Optional<AuditChainLink> of(Item entry) {
        return entry.scalarText(AuditChain.DIGEST)
                .map(digest -> new AuditChainLink(
                        AuditChain.seqOf(entry).orElse(0L),
                        entry.scalarText(AuditChain.PREV).orElse(""),
                        digest,
                        entry.scalarTextOrNull(AuditChain.SEAL)));
    }
}
