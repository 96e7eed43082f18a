package io.tenantdesk.audit;

import static io.tenantdesk.audit.AuditChain.DIGEST;
import static io.tenantdesk.audit.AuditChain.PREV;
import static io.tenantdesk.audit.AuditChain.SEAL;
import static io.tenantdesk.audit.AuditTableDesign.ACTOR;
import static io.tenantdesk.audit.AuditTableDesign.AT;
import static io.tenantdesk.audit.AuditTableDesign.END;
import static io.tenantdesk.audit.AuditTableDesign.ENTRY_ID;
import static io.tenantdesk.audit.AuditTableDesign.EXPIRES_AT;
import static io.tenantdesk.audit.AuditTableDesign.STATUS;

import io.tenantdesk.audit.AuditVerification.Finding;
import io.tenantdesk.audit.AuditVerification.Kind;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.schema.item.Item;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;

/**
 * Walks each writer's chain in the audit table, through its index of writers, oldest first, and reports every entry
 * that does not fit: altered (content or outcome), missing, re-ordered, two at one place, or written unlinked after
 * the chain began. Entries made before the chain carry no link and are counted, not judged. The newest entries of a
 * writer can be removed without a trace here: the write-once copy the team keeps holds them.
 */
public final class AuditVerifier {

    private static final int PAGE = 500;
    private static final List<String> FEEDS =
            List.of(AuditTableDesign.FEED_ALL, AuditTableDesign.FEED_PROPOSALS, AuditTableDesign.FEED_POLICY);

    private final AuditTable table;

    public AuditVerifier(AuditTable table) {
        this.table = table;
    }

    /** Every writer's chain, or only {@code actor}'s. */
    public AuditVerification verify(Optional<String> actor, CancelToken cancel) {
        Set<String> actors = new LinkedHashSet<>();
        int[] noWriter = {0};
        if (actor.isPresent()) {
            actors.add(actor.get());
        } else {
            for (String feed : FEEDS) {
                each(new AuditQuery.Feed(feed, null, null), cancel, item -> {
                    Optional<String> who = item.scalarText(ACTOR);
                    who.ifPresent(actors::add);
                    if (who.isEmpty()) {
                        noWriter[0]++;
                    }
                });
            }
        }
        List<AuditVerification.Writer> writers = new ArrayList<>();
        List<Finding> findings = new ArrayList<>();
        int unchained = noWriter[0];
        for (String who : actors) {
            List<Item> entries = new ArrayList<>();
            each(new AuditQuery.ByActor(who), cancel, entries::add);
            AuditVerification.Writer writer = walk(who, entries, findings);
            writers.add(writer);
            unchained += writer.beforeChain();
        }
        return new AuditVerification(writers, findings, unchained);
    }

    private void each(AuditQuery query, CancelToken cancel, java.util.function.Consumer<Item> each) {
        Optional<AuditPage.Cursor> next = Optional.empty();
        do {
            if (cancel.isCancelled()) {
                throw new CancellationException("the audit table's check was cancelled");
            }
            AuditPage page = table.page(query, next, PAGE, true);
            page.items().forEach(each);
            next = page.next();
        } while (next.isPresent());
    }

    /** Checks one writer's entries, oldest first, adding what does not fit to {@code findings}. */
    private static AuditVerification.Writer walk(String actor, List<Item> entries, List<Finding> findings) {
        List<Item> chained = new ArrayList<>();
        int before = 0;
        for (Item entry : entries) {
            if (entry.has(DIGEST)) {
                chained.add(entry);
            } else if (chained.isEmpty()) {
                before++;
            } else {
                findings.add(finding(
                        Kind.UNLINKED,
                        actor,
                        entry,
                        0,
                        "written after the writer's chain began, yet" + " not linked in it: written without the app"));
            }
        }
        chained.sort(Comparator.comparingLong(AuditVerifier::seq).thenComparing(e -> e.scalarTextOrNull(AT)));
        for (int i = 0; i < chained.size(); i++) {
            Item entry = chained.get(i);
            long seq = seq(entry);
            String digest = entry.scalarTextOrNull(DIGEST);
            if (!AuditChain.digest(entry, seq, entry.scalarText(PREV).orElse(""))
                    .equals(digest)) {
                findings.add(finding(Kind.ALTERED, actor, entry, seq, "its content is not what was written"));
            }
            checkOutcome(actor, entry, seq, digest, findings);
            if (i == 0) {
                if (seq > 1 && !entry.has(EXPIRES_AT)) {
                    findings.add(finding(
                            Kind.MISSING,
                            actor,
                            entry,
                            seq,
                            "the chain starts at place " + seq + ": the " + (seq - 1) + " entries before it are gone"));
                }
                continue;
            }
            Item previous = chained.get(i - 1);
            long was = seq(previous);
            if (seq == was) {
                findings.add(finding(
                        Kind.FORKED,
                        actor,
                        entry,
                        seq,
                        "entry " + previous.scalarTextOrNull(ENTRY_ID) + " holds the same place"));
            } else if (seq > was + 1) {
                findings.add(finding(
                        Kind.MISSING,
                        actor,
                        entry,
                        seq,
                        (seq - was - 1 == 1
                                        ? "the entry at place " + (was + 1) + " is"
                                        : "the entries at places " + (was + 1) + " to " + (seq - 1) + " are")
                                + " gone (deleted)"));
            } else if (!entry.scalarText(PREV).orElse("").equals(previous.scalarTextOrNull(DIGEST))) {
                findings.add(finding(
                        Kind.ALTERED,
                        actor,
                        previous,
                        was,
                        "it is not the entry the next one (" + entry.scalarTextOrNull(ENTRY_ID)
                                + ") follows: replaced"));
            }
            if (entry.scalarTextOrNull(AT).compareTo(previous.scalarTextOrNull(AT)) < 0) {
                findings.add(finding(
                        Kind.REORDERED,
                        actor,
                        entry,
                        seq,
                        "it stands after " + previous.scalarTextOrNull(ENTRY_ID) + ", which was written later"));
            }
        }
        long first = chained.isEmpty() ? 0 : seq(chained.get(0));
        long last = chained.isEmpty() ? 0 : seq(chained.get(chained.size() - 1));
        return new AuditVerification.Writer(actor, chained.size(), before, first, last);
    }

    /** A recorded outcome must carry the seal of its status and end line. */
    private static void checkOutcome(String actor, Item entry, long seq, String digest, List<Finding> findings) {
        Optional<String> end = entry.scalarText(END);
        String status = entry.scalarText(STATUS).orElse("");
        Optional<String> seal = entry.scalarText(SEAL);
        if (end.isEmpty() && seal.isEmpty()) {
            return;
        }
        if (seal.isEmpty()) {
            findings.add(finding(
                    Kind.OUTCOME_ALTERED,
                    actor,
                    entry,
                    seq,
                    "its outcome (" + status + ") was recorded without the app: it carries no seal"));
        } else if (!AuditChain.sealDigest(digest, status, end.orElse(null)).equals(seal.get())) {
            findings.add(finding(
                    Kind.OUTCOME_ALTERED, actor, entry, seq, "its outcome (" + status + ") is not the one sealed"));
        }
    }

    private static long seq(Item entry) {
        return AuditChain.seqOf(entry).orElse(0L);
    }

    private static Finding finding(Kind kind, String actor, Item entry, long seq, String message) {
        return new Finding(kind, actor, entry.scalarText(ENTRY_ID).orElse("?"), seq, message);
    }
}
