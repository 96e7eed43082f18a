package io.tenantdesk.ui.approvals;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.tenantdesk.audit.Proposal;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.local.DynaliteExtension;
import io.tenantdesk.local.LocalDynamo;
import io.tenantdesk.ui.RecordingWorkspace;
import io.tenantdesk.ui.ScriptedDialogs;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.dialogs.DiffRow;
import io.tenantdesk.ui.journal.JournalRow;
import io.tenantdesk.ui.journal.JournalViewModel;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The Approvals view-model without JavaFX's toolkit: Ana's proposal seen by Ana and by Ben, decided by each. */
@ExtendWith(DynaliteExtension.class)
class ApprovalsViewModelTest {

    private TeamConsoles consoles;

    @BeforeEach
    void setUp(LocalDynamo dynamo, @TempDir Path dir) {
        consoles = new TeamConsoles(dynamo, dir);
        consoles.team.workspace("ws-1", "Northwind");
        consoles.anaProposes("ws-1", "Northwind Traders");
    }

    @Test
    void theApproverSeesTheProposalWithItsDiffAndApprovingAppliesIt() {
        ApprovalsViewModel vm = new ApprovalsViewModel(consoles.bens(), consoles.bensComments());

        vm.load();

        assertThat(vm.policyProperty().get())
                .startsWith("Needs approval here: every write on helpmaton through connections matching *prod*")
                .endsWith("A proposal expires after 7 days.");
        assertThat(vm.rows()).singleElement().satisfies(r -> {
            assertThat(r.proposer()).isEqualTo("ana@example.com");
            assertThat(r.change()).isEqualTo("Update");
            assertThat(r.item()).isEqualTo("Workspace pk=workspaces/ws-1, sk=workspace");
            assertThat(r.reason()).isEqualTo("rename to Northwind Traders");
            assertThat(r.age()).isEqualTo("just now");
            assertThat(r.mine()).isFalse();
        });
        vm.selectedProperty().set(vm.rows().get(0));
        assertThat(vm.diff())
                .filteredOn(d -> !d.derived())
                .extracting(DiffRow::attribute, DiffRow::before, DiffRow::after)
                .containsExactly(tuple("name", "Northwind", "Northwind Traders"));
        assertThat(vm.detailsProperty().get()).startsWith("Proposed by ana@example.com at ");
        assertThat(vm.canApprove().get()).isTrue();
        assertThat(vm.canWithdraw().get()).isFalse();
        assertThat(vm.hintProperty().get()).startsWith("Approving applies it now");

        String shortId = vm.rows().get(0).proposal().shortId();
        consoles.bensDialogs.answer("matches the ticket");
        vm.approve();

        assertThat(consoles.bensDialogs.asked).containsExactly("askText: Approve proposal " + shortId);
        assertThat(consoles.team.now("ws-1").text("name")).contains("Northwind Traders");
        assertThat(vm.rows()).isEmpty();
        assertThat(vm.statusProperty().get()).contains(": Approved and applied.");
        vm.showDecidedProperty().set(true);
        assertThat(vm.rows()).singleElement().satisfies(r -> {
            assertThat(r.state()).isEqualTo(Proposal.Status.APPLIED);
            assertThat(r.pending()).isFalse();
        });
    }

    @Test
    void theProposerMayOnlyWithdrawAndIsToldWhatChangedWhenAnApprovalMetAConflict() {
        ApprovalsViewModel anas = new ApprovalsViewModel(consoles.anas(), consoles.anasComments());
        anas.load();
        anas.selectedProperty().set(anas.rows().get(0));

        assertThat(anas.rows().get(0).mine()).isTrue();
        assertThat(anas.canApprove().get()).isFalse();
        assertThat(anas.canReject().get()).isFalse();
        assertThat(anas.canWithdraw().get()).isTrue();
        assertThat(anas.hintProperty().get()).startsWith("You proposed this: another person must approve it.");

        consoles.team.rename(consoles.team.direct(), "ws-1", "Northwind Ltd");
        ApprovalsViewModel bens = new ApprovalsViewModel(consoles.bens(), consoles.bensComments());
        bens.load();
        bens.selectedProperty().set(bens.rows().get(0));
        consoles.bensDialogs.answer("ok");
        bens.approve();

        assertThat(consoles.bensDialogs.errors).singleElement().asString().contains("conflict");
        anas.showDecidedProperty().set(true);
        anas.load();
        anas.selectedProperty().set(anas.rows().get(0));
        assertThat(anas.rows().get(0).state()).isEqualTo(Proposal.Status.CONFLICT);
        assertThat(anas.detailsProperty().get())
                .contains("changed since the proposal: name (Northwind → Northwind Ltd)");
        assertThat(anas.canWithdraw().get()).isFalse();
    }

    @Test
    void theProposerWithdrawsAndTheApproverRejectsWithAComment() {
        consoles.anaProposes("ws-1", "Second idea");
        ApprovalsViewModel anas = new ApprovalsViewModel(consoles.anas(), consoles.anasComments());
        anas.load();
        anas.selectedProperty().set(anas.rows().get(0));
        consoles.anasDialogs.answer("typo");
        anas.withdraw();
        assertThat(anas.rows()).hasSize(1);

        ApprovalsViewModel bens = new ApprovalsViewModel(consoles.bens(), consoles.bensComments());
        bens.load();
        bens.selectedProperty().set(bens.rows().get(0));
        consoles.bensDialogs.answer(null);
        bens.reject();
        assertThat(bens.rows()).as("a cancelled comment decides nothing").hasSize(1);
        consoles.bensDialogs.answer("wrong tenant");
        bens.reject();

        assertThat(bens.rows()).isEmpty();
        bens.showDecidedProperty().set(true);
        assertThat(bens.rows())
                .extracting(ProposalRow::state)
                .containsExactlyInAnyOrder(Proposal.Status.WITHDRAWN, Proposal.Status.REJECTED);
        assertThat(consoles.team.now("ws-1").text("name")).contains("Northwind");
    }

    @Test
    void aReadOnlyConnectionCannotApproveAndOneWithoutAnAuditTableSaysSo(@TempDir Path dir) {
        ConsoleContext bens = consoles.bens();
        bens.access().setReadOnly(true);
        ApprovalsViewModel vm = new ApprovalsViewModel(bens, consoles.bensComments());
        vm.load();
        vm.selectedProperty().set(vm.rows().get(0));

        assertThat(vm.canApprove().get()).isFalse();
        assertThat(vm.canReject().get()).isTrue();
        assertThat(vm.hintProperty().get()).startsWith("This connection is read-only");

        ConsoleContext local = new ConsoleContext(
                consoles.ben.store(),
                new ChangeJournal(dir.resolve("journal.jsonl")),
                UiExecutors.direct(),
                new ScriptedDialogs(),
                new RecordingWorkspace(),
                new ValueText(Clock.systemUTC(), ZoneId.of("Europe/Berlin")),
                Clock.systemUTC());
        ApprovalsViewModel none = new ApprovalsViewModel(local);
        none.load();
        assertThat(none.policyProperty().get()).startsWith("This connection names no shared audit table");
        assertThat(none.rows()).isEmpty();
    }

    @Test
    void anItemsHistoryShowsTheProposalTheApprovalAndTheWriteItMade() {
        Proposal proposed = consoles.ben
                .approvals()
                .pending("helpmaton", consoles.ben.here())
                .get(0);
        consoles.ben.approvals().approve(proposed.id(), consoles.ben.store(), consoles.ben.person(), "ok");

        JournalViewModel history = new JournalViewModel(consoles.anas(), consoles.team.now("ws-1"));
        history.load();

        assertThat(history.rows())
                .as("the workspace was made without the audit table")
                .hasSize(2);
        assertThat(history.rows().get(0)).satisfies(r -> {
            assertThat(r.operation()).isEqualTo("Edit");
            assertThat(r.outcome()).isEqualTo("Applied");
            assertThat(r.reason())
                    .contains("proposal " + proposed.shortId() + " by ana@example.com; approved by"
                            + " ben@example.com: ok");
        });
        JournalRow proposal = history.rows().get(1);
        assertThat(proposal.operation()).isEqualTo("Proposed update");
        assertThat(proposal.reason()).isEqualTo("rename to Northwind Traders");
        assertThat(proposal.outcome())
                .isEqualTo(
                        "Not sent: Approved and applied by ben@example.com: ok (proposal " + proposed.shortId() + ")");
        history.selectedProperty().set(proposal);
        assertThat(history.diff()).extracting(DiffRow::attribute).contains("name");
    }

    @Test
    void aConnectionSaysWhatThePolicyRequiresOnceItIsMade(@TempDir Path dir) {
        assertThat(ApprovalsNotice.at(consoles.ben.record(), consoles.ben.connection(), "helpmaton"))
                .contains("A second person approves writes here (every write on helpmaton through connections"
                        + " matching *prod*): they are proposed, and listed under Approvals.");
        assertThat(ApprovalsNotice.at(consoles.ben.record(), consoles.ben.connection(), "app_data"))
                .isEmpty();
        assertThat(ApprovalsNotice.at(
                        new ChangeJournal(dir.resolve("journal.jsonl")), consoles.ben.connection(), "helpmaton"))
                .isEmpty();
    }
}
