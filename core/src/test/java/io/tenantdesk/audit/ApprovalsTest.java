package io.tenantdesk.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.journal.JournalQuery;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.store.write.AttributeChange;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two people on one audit table: Ana proposes under the proposer role, Ben approves under the approver role. A write
 * the table's policy covers is proposed, not sent; approving applies it through the approver's store, conditional on
 * the item as proposed; the proposer cannot approve, a read-only connection cannot, and a proposal past its deadline
 * cannot be approved at all.
 */
@ExtendWith(DynaliteExtension.class)
class ApprovalsTest {

    private FourEyes team;
    private FourEyes.Console ana;
    private FourEyes.Console ben;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        team = new FourEyes(dynamo, dir);
        team.requireApproval("platform=helpmaton;connection=*prod*;require=all");
        ana = team.console("ana@example.com", "TenantdeskProposer");
        ben = team.console("ben@example.com", "TenantdeskApprover");
        team.workspace("ws-1", "Northwind");
    }

    private Proposal propose(FourEyes.Console who, String id, String name) {
        assertThatThrownBy(() -> team.rename(who.store(), id, name)).isInstanceOfSatisfying(StoreException.class, e -> {
            assertThat(e.kind()).isEqualTo(StoreException.Kind.PROPOSED);
            assertThat(e.getMessage()).startsWith("Proposed; waiting for approval.");
        });
        return who.approvals().pending("helpmaton", who.here()).get(0);
    }

    @Test
    void aProposedEditIsNotWrittenUntilAnotherPersonApprovesItThenItIsAppliedAndRecorded() {
        Proposal proposed = propose(ana, "ws-1", "Northwind Traders");

        assertThat(team.now("ws-1").text("name")).contains("Northwind");
        List<Proposal> waiting = ben.approvals().pending("helpmaton", ben.here());
        assertThat(waiting).singleElement().satisfies(p -> {
            assertThat(p.id()).isEqualTo(proposed.id());
            assertThat(p.proposer().name()).isEqualTo("ana@example.com");
            assertThat(p.reason()).isEqualTo("rename to Northwind Traders");
            assertThat(p.status(Instant.now())).isEqualTo(Proposal.Status.PENDING);
            assertThat(AttributeChange.between(
                            team.workspaceEntity(),
                            p.write().before().orElseThrow(),
                            p.write().after().orElseThrow()))
                    .extracting(AttributeChange::attribute)
                    .contains("name", "version", "updatedBy");
        });

        Proposal approved = ben.approvals().approve(proposed.id(), ben.store(), ben.person(), "checked the ticket");

        assertThat(approved.status()).isEqualTo(Proposal.Status.APPLIED);
        assertThat(approved.results())
                .extracting(Proposal.ItemResult::status)
                .containsExactly(BatchOutcome.Status.WRITTEN);
        assertThat(team.now("ws-1").text("name")).contains("Northwind Traders");
        assertThat(ana.approvals().pending("helpmaton", ana.here())).isEmpty();
        Proposal seenByAna = ana.approvals().find(proposed.shortId()).orElseThrow();
        assertThat(seenByAna.status()).isEqualTo(Proposal.Status.APPLIED);
        assertThat(seenByAna.decision()).hasValueSatisfying(d -> {
            assertThat(d.by().name()).isEqualTo("ben@example.com");
            assertThat(d.comment()).isEqualTo("checked the ticket");
        });
        WriteRecord written = ana.record()
                .history(
                        "helpmaton",
                        "workspace",
                        proposed.write().describeKey(),
                        JournalQuery.all(),
                        Optional.empty(),
                        10,
                        new CancelToken())
                .entries()
                .get(0);
        assertThat(written.provenance().actor()).isEqualTo(FourEyes.arn("TenantdeskApprover", "ben@example.com"));
        assertThat(written.provenance().reason())
                .isEqualTo("rename to Northwind Traders (proposal " + proposed.shortId()
                        + " by ana@example.com; approved by ben@example.com: checked the ticket)");
        assertThat(written.applied()).isTrue();
        assertThat(ana.approvals()
                        .ofItem("helpmaton", "workspace", proposed.write().describeKey()))
                .singleElement()
                .satisfies(p -> assertThat(p.status()).isEqualTo(Proposal.Status.APPLIED));
    }

    @Test
    void theProposerCannotApproveNotEvenUnderTheApproverRole() {
        Proposal proposed = propose(ana, "ws-1", "Mine");
        FourEyes.Console anaAsApprover = team.console("ana@example.com", "TenantdeskApprover");

        for (FourEyes.Console who : List.of(ana, anaAsApprover)) {
            assertThatThrownBy(() -> who.approvals().approve(proposed.id(), who.store(), who.person(), "fine"))
                    .isInstanceOfSatisfying(StoreException.class, e -> {
                        assertThat(e.kind()).isEqualTo(StoreException.Kind.REFUSED);
                        assertThat(e.getMessage()).contains("You proposed " + proposed.shortId() + " yourself");
                    });
        }
        assertThat(team.now("ws-1").text("name")).contains("Northwind");
        assertThat(ben.approvals().pending("helpmaton", ben.here())).hasSize(1);
    }

    @Test
    void anItemChangedSinceTheProposalIsAConflictSentBackToTheProposerWithTheItemAsItIsNow() {
        Proposal proposed = propose(ana, "ws-1", "Northwind Traders");
        team.rename(team.direct(), "ws-1", "Northwind Ltd");

        Proposal approved = ben.approvals().approve(proposed.id(), ben.store(), ben.person(), "ok");

        assertThat(approved.status()).isEqualTo(Proposal.Status.CONFLICT);
        assertThat(team.now("ws-1").text("name")).contains("Northwind Ltd");
        Proposal seenByAna = ana.approvals().find(proposed.id()).orElseThrow();
        assertThat(seenByAna.status()).isEqualTo(Proposal.Status.CONFLICT);
        assertThat(seenByAna.results()).singleElement().satisfies(r -> {
            assertThat(r.status()).isEqualTo(BatchOutcome.Status.CONFLICT);
            assertThat(r.now()).hasValueSatisfying(now -> {
                assertThat(now.get("name")).contains(Value.str("Northwind Ltd"));
                assertThat(AttributeChange.between(
                                team.workspaceEntity(),
                                seenByAna.write().before().orElseThrow(),
                                now))
                        .extracting(AttributeChange::attribute)
                        .contains("name", "version");
            });
        });
    }

    @Test
    void aRejectedOrWithdrawnProposalWritesNothingAndCannotBeDecidedAgain() {
        Proposal rejected = propose(ana, "ws-1", "Wrong tenant");
        Proposal withdrawn = propose(ana, "ws-1", "Changed my mind");

        assertThatThrownBy(() -> ana.approvals()
                        .reject(
                                rejected.id(),
                                ana.person(),
                                ana.connection().identity().arn(),
                                "no"))
                .hasMessageContaining("yourself");
        assertThatThrownBy(() -> ben.approvals()
                        .withdraw(
                                withdrawn.id(),
                                ben.person(),
                                ben.connection().identity().arn(),
                                "no"))
                .hasMessageContaining("Only its proposer, ana@example.com, may withdraw");
        assertThat(ben.approvals()
                        .reject(
                                rejected.id(),
                                ben.person(),
                                ben.connection().identity().arn(),
                                "wrong tenant")
                        .status())
                .isEqualTo(Proposal.Status.REJECTED);
        assertThat(ana.approvals()
                        .withdraw(
                                withdrawn.id(),
                                ana.person(),
                                ana.connection().identity().arn(),
                                "typo")
                        .status())
                .isEqualTo(Proposal.Status.WITHDRAWN);

        for (Proposal p : List.of(rejected, withdrawn)) {
            assertThatThrownBy(() -> ben.approvals().approve(p.id(), ben.store(), ben.person(), "ok"))
                    .isInstanceOfSatisfying(
                            StoreException.class,
                            e -> assertThat(e.getMessage()).contains("is no longer pending"));
        }
        assertThat(team.now("ws-1").text("name")).contains("Northwind");
        assertThat(ana.approvals().recent("helpmaton", ana.here()))
                .extracting(p -> p.status() + " " + p.decision().orElseThrow().comment())
                .containsExactlyInAnyOrder("REJECTED wrong tenant", "WITHDRAWN typo");
    }

    @Test
    void aProposalPastItsDeadlineHasExpiredAndCannotBeApproved() {
        team.requireApproval(Duration.ofHours(1), "platform=helpmaton;connection=*prod*;require=all");
        FourEyes.Console earlier = team.console(
                "ana@example.com",
                "TenantdeskProposer",
                false,
                Clock.fixed(Instant.now().minus(Duration.ofHours(2)), ZoneOffset.UTC));
        assertThatThrownBy(() -> team.rename(earlier.store(), "ws-1", "Too late"))
                .isInstanceOfSatisfying(
                        StoreException.class, e -> assertThat(e.kind()).isEqualTo(StoreException.Kind.PROPOSED));

        assertThat(ben.approvals().pending("helpmaton", ben.here())).isEmpty();
        Proposal expired = ben.approvals().recent("helpmaton", ben.here()).get(0);
        assertThat(expired.status(Instant.now())).isEqualTo(Proposal.Status.EXPIRED);
        assertThatThrownBy(() -> ben.approvals().approve(expired.id(), ben.store(), ben.person(), "ok"))
                .hasMessageContaining("is no longer pending: expired");
        assertThat(team.now("ws-1").text("name")).contains("Northwind");
    }

    @Test
    void aReadOnlyConnectionCannotApprove() {
        Proposal proposed = propose(ana, "ws-1", "Northwind Traders");
        FourEyes.Console readOnly = team.console("ben@example.com", "TenantdeskApprover", true, Clock.systemUTC());

        assertThatThrownBy(() -> readOnly.approvals().approve(proposed.id(), readOnly.store(), readOnly.person(), "ok"))
                .isInstanceOfSatisfying(StoreException.class, e -> {
                    assertThat(e.kind()).isEqualTo(StoreException.Kind.READ_ONLY);
                    assertThat(e.getMessage()).startsWith("A read-only connection cannot approve");
                });
        assertThat(ben.approvals().pending("helpmaton", ben.here())).hasSize(1);
        assertThat(team.now("ws-1").text("name")).contains("Northwind");
    }

    @Test
    void writesThePolicyDoesNotCoverGoThroughAndEachDecisionReadsThePolicyAgain() {
        team.requireApproval("platform=helpmaton;connection=*prod*;require=delete");
        team.rename(ana.store(), "ws-1", "Renamed directly");
        assertThat(team.now("ws-1").text("name")).contains("Renamed directly");

        team.requireApproval(
                "platform=app_data;connection=*;require=all", "platform=*;connection=*staging*;require=all");
        team.rename(ana.store(), "ws-1", "Still direct");

        team.requireApproval("platform=*;connection=*" + FourEyes.ACCOUNT + "*;require=update");
        propose(ana, "ws-1", "Proposed again");
        assertThat(team.now("ws-1").text("name")).contains("Still direct");
    }
}
