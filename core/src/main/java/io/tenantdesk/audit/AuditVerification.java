package io.tenantdesk.audit;

import java.util.List;

/**
 * What {@link AuditVerifier} found: each writer's chain, and every entry that does not fit its chain.
 *
 * @param unchained entries made before the chain (or with no writer), which carry no link to check
 */
public record AuditVerification(List<Writer> writers, List<Finding> findings, int unchained) {

    public AuditVerification {
        writers = List.copyOf(writers);
        findings = List.copyOf(findings);
    }

    /** How an entry does not fit its writer's chain. */
    public enum Kind {
        /** Its content no longer matches its digest, or it is not the entry the next one follows. */
        ALTERED("altered"),
        /** Its outcome was changed (or set) after it was sealed, or without a seal. */
        OUTCOME_ALTERED("outcome altered"),
        /** A place in the chain holds no entry: it was deleted. */
        MISSING("missing"),
        /** It stands in the chain before an entry written earlier. */
        REORDERED("re-ordered"),
        /** Two entries hold the same place: written from two consoles of one writer at once, or copied. */
        FORKED("two at one place"),
        /** Written after its writer's chain began, yet not linked in it: written without the app. */
        UNLINKED("not linked");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /**
     * One entry (or gap) that does not fit.
     *
     * @param entryId the entry's id; for a gap, the entry after it
     * @param seq     its place in the chain (0 when it has none)
     */
    public record Finding(Kind kind, String actor, String entryId, long seq, String message) {}

    /**
     * One writer's chain.
     *
     * @param entries     the entries linked in it
     * @param beforeChain the writer's entries made before the chain, not checked
     * @param first       the first place found (1 unless earlier entries are gone)
     * @param last        the last place found
     */
    public record Writer(String actor, int entries, int beforeChain, long first, long last) {}

    /** True when every linked entry fits its chain. */
    public boolean intact() {
        return findings.isEmpty();
    }
}
