package io.tenantdesk.ui.approvals;

import io.tenantdesk.audit.ApprovalPolicy;
import io.tenantdesk.audit.Approvals;
import io.tenantdesk.audit.Person;
import io.tenantdesk.audit.Proposal;
import io.tenantdesk.audit.SharedRecord;
import io.tenantdesk.store.RecordedWrite;
import io.tenantdesk.store.WriteRecord;
import io.tenantdesk.ui.common.BackgroundLoad;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.dialogs.DiffRow;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The proposals waiting for a second person on this platform and connection (and, on request, those decided lately),
 * newest first, each with its diff, proposer, reason and age; Approve… and Reject… with a comment for someone else's,
 * Withdraw… for one's own. Approving applies the proposal through this console's store. Reads and decisions run in
 * the background; the table's policy for here is read with every refresh.
 */
public final class ApprovalsViewModel {

    private final ConsoleContext ctx;
    private final ApprovalDialogs dialogs;
    private final Optional<Approvals> approvals;
    private final Person me;
    private final WriteRecord.Provenance here;
    private final ProposalDetails details;
    private final LoadProgress progress = new LoadProgress();
    private final BackgroundLoad loader;
    private final ObservableList<ProposalRow> rows = FXCollections.observableArrayList();
    private final ObservableList<ProposalRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final BooleanProperty showDecided = new SimpleBooleanProperty(this, "showDecided");
    private final ObjectProperty<ProposalRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final ObservableList<String> items = FXCollections.observableArrayList();
    private final ObservableList<String> itemsView = FXCollections.unmodifiableObservableList(items);
    private final ObjectProperty<Integer> selectedItem = new SimpleObjectProperty<>(this, "selectedItem");
    private final ObservableList<DiffRow> diff = FXCollections.observableArrayList();
    private final ObservableList<DiffRow> diffView = FXCollections.unmodifiableObservableList(diff);
    private final ReadOnlyStringWrapper detailText = new ReadOnlyStringWrapper(this, "details", "");
    private final ReadOnlyStringWrapper policy = new ReadOnlyStringWrapper(this, "policy", "");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private List<Proposal> loaded = List.of();

    public ApprovalsViewModel(ConsoleContext ctx) {
        this(ctx, ApprovalDialogs.shownBy(ctx.dialogs()));
    }

    public ApprovalsViewModel(ConsoleContext ctx, ApprovalDialogs dialogs) {
        this.ctx = ctx;
        this.dialogs = dialogs;
        this.approvals =
                ctx.journal() instanceof SharedRecord shared ? Optional.of(shared.approvals()) : Optional.empty();
        this.me = Person.of(ctx.store().connection());
        this.here = WriteRecord.Provenance.of(
                ctx.store().connection(), ctx.store().platform().id());
        this.details = new ProposalDetails(ctx.store().platform(), ctx.text());
        this.loader = new BackgroundLoad(ctx.tasks(), progress);
        showDecided.addListener((obs, old, now) -> show());
        selected.addListener((obs, old, now) -> select(now));
        selectedItem.addListener((obs, old, now) -> showItem(now));
    }

    // Properties

    /** The proposals listed, newest first. */
    public ObservableList<ProposalRow> rows() {
        return rowsView;
    }

    /** While true, the proposals decided or expired lately are listed too. */
    public BooleanProperty showDecidedProperty() {
        return showDecided;
    }

    public ObjectProperty<ProposalRow> selectedProperty() {
        return selected;
    }

    /** The selected proposal's items by key: one for a write, every item for a batch. */
    public ObservableList<String> items() {
        return itemsView;
    }

    /** Which of {@link #items()} the diff shows. */
    public ObjectProperty<Integer> selectedItemProperty() {
        return selectedItem;
    }

    /** What the selected item would change: its diff, derived keys, version and stamps marked. */
    public ObservableList<DiffRow> diff() {
        return diffView;
    }

    /** Who proposed the selected proposal, when and why, how it stands, and each item's outcome once decided. */
    public ReadOnlyStringProperty detailsProperty() {
        return detailText.getReadOnlyProperty();
    }

    /** What the team's policy requires approval for here, or why there is no approval here. */
    public ReadOnlyStringProperty policyProperty() {
        return policy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public LoadProgress progress() {
        return progress;
    }

    /** True when the selected proposal is someone else's, pending, and this connection takes writes. */
    public BooleanBinding canApprove() {
        return allowed((row, readOnly) -> row.pending() && !row.mine() && !readOnly);
    }

    public BooleanBinding canReject() {
        return allowed((row, readOnly) -> row.pending() && !row.mine());
    }

    /** True when the selected proposal is one's own and still pending. */
    public BooleanBinding canWithdraw() {
        return allowed((row, readOnly) -> row.pending() && row.mine());
    }

    private BooleanBinding allowed(BiFunction<ProposalRow, Boolean, Boolean> test) {
        return Bindings.createBooleanBinding(
                () -> selected.get() != null && !busy.get() && test.apply(selected.get(), ctx.readOnly()),
                selected,
                busy,
                ctx.access().readOnlyProperty());
    }

    /** Why Approve is not offered for the selected proposal, or what approving does. */
    public StringBinding hintProperty() {
        return Bindings.createStringBinding(this::hint, selected, ctx.access().readOnlyProperty());
    }

    private String hint() {
        ProposalRow row = selected.get();
        if (row == null) {
            return "";
        }
        if (!row.pending()) {
            return "Decided: " + row.status().toLowerCase(Locale.ROOT) + ".";
        }
        if (row.mine()) {
            return "You proposed this: another person must approve it. You may withdraw it.";
        }
        return ctx.readOnly()
                ? "This connection is read-only: allow writes to approve (approving writes the change)."
                : "Approving applies it now, each item only while it is as proposed.";
    }

    // Commands

    /** Reads the policy for here and the proposals again. */
    public void load() {
        load("");
    }

    /** As {@link #load()}, {@code lead} (what was just done) leading the status line. */
    private void load(String lead) {
        if (approvals.isEmpty()) {
            policy.set("This connection names no shared audit table, so nothing needs approval here and no proposal"
                    + " can be listed. Name the team's audit table in the connection dialog.");
            status.set("No audit table.");
            return;
        }
        Approvals on = approvals.get();
        loader.run(
                "Reading the proposals in " + on.table(),
                cancel -> new Read(on.policy(), on.recent(here.platform(), here)),
                (read, took) -> {
                    loaded = read.proposals();
                    policy.set(policyWords(read.policy()));
                    show();
                    status.set(lead.isEmpty() ? status.get() : lead + " " + status.get());
                    progress.finished(rows.size(), 1, took, "");
                },
                status::set);
    }

    private record Read(ApprovalPolicy policy, List<Proposal> proposals) {}

    private String policyWords(ApprovalPolicy policy) {
        List<String> rules = policy.here(here);
        return rules.isEmpty()
                ? "The team's approval policy covers nothing on " + here.platform() + " · " + here.where()
                        + ": writes here go through directly."
                : "Needs approval here: " + String.join("; ", rules) + ". A proposal expires after "
                        + policy.expiry().toDays() + " days.";
    }

    private void show() {
        Instant now = approvals.map(Approvals::now).orElse(ctx.clock().instant());
        String keep = selected.get() == null ? null : selected.get().proposal().id();
        rows.setAll(loaded.stream()
                .filter(p -> showDecided.get() || p.status(now) == Proposal.Status.PENDING)
                .map(p -> row(p, now))
                .toList());
        rows.stream()
                .filter(r -> r.proposal().id().equals(keep))
                .findFirst()
                .ifPresentOrElse(selected::set, () -> selected.set(null));
        long pending = rows.stream().filter(ProposalRow::pending).count();
        status.set(pending + (pending == 1 ? " proposal waits" : " proposals wait") + " for approval on "
                + here.platform() + " · " + here.where() + (showDecided.get() ? "; decided ones listed too." : "."));
    }

    private ProposalRow row(Proposal p, Instant now) {
        RecordedWrite write = p.write().write();
        List<RecordedWrite> parts = ProposalDetails.items(p);
        Proposal.Status state = p.status(now);
        return new ProposalRow(
                p,
                ctx.text().timestamp(p.at()),
                ProposalRow.age(p.at(), now),
                write.isBatch()
                        ? "Batch: "
                                + parts.stream()
                                        .map(ApprovalsViewModel::operation)
                                        .distinct()
                                        .collect(java.util.stream.Collectors.joining(", "))
                        : operation(write),
                write.isBatch()
                        ? parts.size() + (parts.size() == 1 ? " item" : " items")
                        : (write.entity() == null ? "" : write.entity() + " ") + write.describeKey(),
                p.proposer().name(),
                p.reason(),
                state.words(),
                state,
                p.proposer().same(me));
    }

    private static String operation(RecordedWrite write) {
        String name = write.operation().toLowerCase(Locale.ROOT).replace('_', ' ');
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    private void select(ProposalRow row) {
        if (row == null) {
            items.clear();
            diff.clear();
            detailText.set("");
            return;
        }
        Instant now = approvals.map(Approvals::now).orElse(ctx.clock().instant());
        items.setAll(ProposalDetails.items(row.proposal()).stream()
                .map(i -> (i.entity() == null ? "" : i.entity() + " ") + i.key().describe())
                .toList());
        detailText.set(details.words(row.proposal(), now));
        selectedItem.set(null);
        selectedItem.set(0);
    }

    private void showItem(Integer index) {
        ProposalRow row = selected.get();
        if (row == null || index == null || index < 0) {
            diff.clear();
            return;
        }
        List<RecordedWrite> parts = ProposalDetails.items(row.proposal());
        diff.setAll(index < parts.size() ? details.diff(parts.get(index)) : List.of());
    }

    /** Approves the selected proposal with a comment and applies it. */
    public void approve() {
        decide(
                canApprove(),
                "Approve",
                "Approving applies the change now through this connection, each item only while it is as proposed."
                        + " The comment is recorded with the approval and with each write.",
                (on, p, comment) -> on.approve(p.id(), ctx.store(), me, comment));
    }

    /** Rejects the selected proposal with a comment; nothing is written. */
    public void reject() {
        decide(
                canReject(),
                "Reject",
                "Nothing is written. The proposer sees the comment.",
                (on, p, comment) -> on.reject(p.id(), me, ctx.store().stamp().actor(), comment));
    }

    /** Withdraws one's own pending proposal; nothing is written. */
    public void withdraw() {
        decide(
                canWithdraw(),
                "Withdraw",
                "Nothing is written. The comment says why you withdraw it.",
                (on, p, comment) -> on.withdraw(p.id(), me, ctx.store().stamp().actor(), comment));
    }

    /** A decision on the selected proposal. */
    private interface Decision {
        Proposal make(Approvals on, Proposal proposal, String comment);
    }

    /** @param verb what the decision is, e.g. "Approve" */
    private void decide(BooleanBinding allowed, String verb, String question, Decision decision) {
        ProposalRow row = selected.get();
        if (approvals.isEmpty() || row == null || !allowed.get()) {
            return;
        }
        Proposal proposal = row.proposal();
        String title = verb + " proposal " + proposal.shortId();
        Optional<String> comment = dialogs.comment(title, question, verb);
        if (comment.isEmpty()) {
            return;
        }
        busy.set(true);
        status.set(verb + "… " + proposal.shortId());
        ctx.tasks()
                .run(
                        () -> decision.make(approvals.get(), proposal, comment.get()),
                        done -> {
                            busy.set(false);
                            String outcome = "Proposal " + done.shortId() + ": "
                                    + done.status().words() + ".";
                            if (done.status() == Proposal.Status.CONFLICT
                                    || done.status() == Proposal.Status.NOT_APPLIED) {
                                ctx.dialogs().showError(title, details.words(done, Instant.now()));
                            }
                            load(outcome);
                        },
                        failure -> {
                            busy.set(false);
                            ctx.dialogs().showError(title + ": not done", failure.getMessage());
                            load();
                        });
    }
}
