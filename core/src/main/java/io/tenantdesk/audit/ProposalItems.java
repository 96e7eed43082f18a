package io.tenantdesk.audit;

import static io.tenantdesk.audit.AuditTableDesign.ACTOR;
import static io.tenantdesk.audit.AuditTableDesign.AT;
import static io.tenantdesk.audit.AuditTableDesign.BEGIN;
import static io.tenantdesk.audit.AuditTableDesign.COMMENT;
import static io.tenantdesk.audit.AuditTableDesign.DEADLINE;
import static io.tenantdesk.audit.AuditTableDesign.END;
import static io.tenantdesk.audit.AuditTableDesign.ENTRY_ID;
import static io.tenantdesk.audit.AuditTableDesign.FEED;
import static io.tenantdesk.audit.AuditTableDesign.ITEM_KEY;
import static io.tenantdesk.audit.AuditTableDesign.KIND;
import static io.tenantdesk.audit.AuditTableDesign.PERSON;
import static io.tenantdesk.audit.AuditTableDesign.PERSON_NAME;
import static io.tenantdesk.audit.AuditTableDesign.PLATFORM;
import static io.tenantdesk.audit.AuditTableDesign.PROPOSAL;
import static io.tenantdesk.audit.AuditTableDesign.STATUS;
import static io.tenantdesk.audit.AuditTableDesign.TENANT_KEY;
import static io.tenantdesk.audit.AuditTableDesign.VERDICT;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.journal.ItemJson;
import io.tenantdesk.journal.JournalCodec;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.WriteRecord;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The audit table's items for proposals and their decisions. A proposal keeps the write it proposes as the journal's
 * begin line (so it reads exactly as a write's entry does), who proposed it and its deadline; its outcome attributes
 * ({@code status}, {@code end}) are set once, when it is decided and applied. A decision is an entry of its own, by
 * its decider, put only if none exists: one proposal, one decision.
 */
final class ProposalItems {

    private final JournalCodec lines = new JournalCodec();
    private final ObjectMapper json = new ObjectMapper();

    static String proposalId(String id) {
        return AuditTableDesign.PROPOSAL_PREFIX + id;
    }

    static String decisionId(String id) {
        return AuditTableDesign.DECISION_PREFIX + id;
    }

    /** The entry of a proposal; {@code kept} is the planned write as kept (secrets masked), its id the proposal's. */
    Item proposal(WriteRecord kept, Person proposer, Instant deadline) {
        WriteRecord.Provenance by = kept.provenance();
        Item.Builder item = Item.builder()
                .put(ENTRY_ID, Value.str(proposalId(kept.id())))
                .put(KIND, Value.str(AuditTableDesign.KIND_PROPOSAL))
                .put(AT, Value.str(AuditTableDesign.time(by.at())))
                .put(FEED, Value.str(AuditTableDesign.FEED_PROPOSALS))
                .put(PLATFORM, Value.str(by.platform()))
                .put(PERSON, Value.str(proposer.id()))
                .put(PERSON_NAME, Value.str(proposer.name()))
                .put(DEADLINE, Value.str(AuditTableDesign.time(deadline)))
                .put(STATUS, Value.str(Proposal.Status.PENDING.name()))
                .put(BEGIN, Value.str(lines.beginText(kept)));
        if (by.actor() != null) {
            item.put(ACTOR, Value.str(by.actor()));
        }
        kept.key()
                .ifPresent(key -> item.put(
                        ITEM_KEY,
                        Value.str(AuditTableDesign.proposalItemKey(
                                by.platform(), kept.write().table(), key.describe()))));
        Optional.ofNullable(kept.write().tenant())
                .ifPresent(t -> item.put(TENANT_KEY, Value.str(AuditTableDesign.tenantKey(by.platform(), t))));
        return item.build();
    }

    /** The entry of a decision on proposal {@code id}. */
    Item decision(String id, String platform, Proposal.Decision decision) {
        return Item.builder()
                .put(ENTRY_ID, Value.str(decisionId(id)))
                .put(KIND, Value.str(AuditTableDesign.KIND_DECISION))
                .put(AT, Value.str(AuditTableDesign.time(decision.at())))
                .put(FEED, Value.str(AuditTableDesign.FEED_PROPOSALS))
                .put(PLATFORM, Value.str(platform))
                .put(ACTOR, Value.str(decision.actor()))
                .put(PERSON, Value.str(decision.by().id()))
                .put(PERSON_NAME, Value.str(decision.by().name()))
                .put(PROPOSAL, Value.str(id))
                .put(VERDICT, Value.str(decision.verdict().name()))
                .put(COMMENT, Value.str(decision.comment()))
                .build();
    }

    /** The {@code end} a decided proposal holds: the decision, and what became of each item. */
    String end(Proposal.Decision decision, List<Proposal.ItemResult> results) {
        ObjectNode end = json.createObjectNode();
        putDecision(end, decision);
        ArrayNode items = end.putArray("results");
        for (Proposal.ItemResult result : results) {
            ObjectNode r = items.addObject();
            r.put("key", result.key());
            r.put("status", result.status().name());
            r.put("message", result.message());
            result.now().ifPresent(now -> r.set("now", ItemJson.toJson(now)));
        }
        try {
            return json.writeValueAsString(end);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a proposal's outcome could not be written", e);
        }
    }

    private static void putDecision(ObjectNode node, Proposal.Decision decision) {
        node.put("verdict", decision.verdict().name());
        node.put("person", decision.by().id());
        node.put("personName", decision.by().name());
        node.put("actor", decision.actor());
        node.put("at", decision.at().toString());
        node.put("comment", decision.comment());
    }

    /**
     * The proposal an entry keeps, with its decision: from its {@code end} once it holds one, else from the decision's
     * own entry when there is one (a decider that stopped before completing the proposal).
     *
     * @throws IllegalArgumentException saying why the entry cannot be read
     */
    Proposal read(Item stored, Optional<Item> decisionEntry) {
        String entryId = stored.scalarText(ENTRY_ID).orElse("?");
        String id = entryId.startsWith(AuditTableDesign.PROPOSAL_PREFIX)
                ? entryId.substring(AuditTableDesign.PROPOSAL_PREFIX.length())
                : entryId;
        WriteRecord write;
        try {
            write = lines.record(
                    stored.scalarText(BEGIN)
                            .orElseThrow(() -> new IllegalArgumentException("proposal " + id + " has no `begin`")),
                    List.of(),
                    null);
        } catch (JournalCodec.UnreadableLine e) {
            throw new IllegalArgumentException("proposal " + id + " cannot be read: " + e.getMessage(), e);
        }
        Person proposer = new Person(
                stored.scalarText(PERSON).orElse("?"),
                stored.scalarText(PERSON_NAME).orElse("?"));
        Instant deadline = Instant.parse(
                stored.scalarText(DEADLINE).orElse(write.provenance().at().toString()));
        Proposal.Status status =
                stored.scalarText(STATUS).map(Proposal.Status::valueOf).orElse(Proposal.Status.PENDING);
        Optional<Proposal.Decision> decision = Optional.empty();
        List<Proposal.ItemResult> results = new ArrayList<>();
        Optional<String> end = stored.scalarText(END);
        if (end.isPresent()) {
            JsonNode node = tree(end.get(), id);
            decision = Optional.of(decision(node));
            for (JsonNode r : node.path("results")) {
                results.add(new Proposal.ItemResult(
                        r.path("key").asText(),
                        BatchOutcome.Status.valueOf(r.path("status").asText()),
                        r.path("message").asText(""),
                        r.hasNonNull("now") ? Optional.of(ItemJson.toItem(r.get("now"))) : Optional.empty()));
            }
        } else if (decisionEntry.isPresent()) {
            Item d = decisionEntry.get();
            Proposal.Verdict verdict = Proposal.Verdict.valueOf(d.scalarTextOrNull(VERDICT));
            decision = Optional.of(new Proposal.Decision(
                    verdict,
                    new Person(
                            d.scalarText(PERSON).orElse("?"),
                            d.scalarText(PERSON_NAME).orElse("?")),
                    d.scalarTextOrNull(ACTOR),
                    Instant.parse(d.scalarTextOrNull(AT)),
                    d.scalarText(COMMENT).orElse("")));
            if (verdict != Proposal.Verdict.APPROVED) {
                status = verdict == Proposal.Verdict.REJECTED ? Proposal.Status.REJECTED : Proposal.Status.WITHDRAWN;
            }
        }
        return new Proposal(id, proposer, write, deadline, status, decision, results);
    }

    private JsonNode tree(String text, String id) {
        try {
            return json.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("proposal " + id + ": its outcome is not JSON", e);
        }
    }

    private static Proposal.Decision decision(JsonNode node) {
        return new Proposal.Decision(
                Proposal.Verdict.valueOf(node.path("verdict").asText()),
                new Person(
                        node.path("person").asText("?"), node.path("personName").asText("?")),
                node.path("actor").asText(null),
                Instant.parse(node.path("at").asText()),
                node.path("comment").asText(""));
    }
}
