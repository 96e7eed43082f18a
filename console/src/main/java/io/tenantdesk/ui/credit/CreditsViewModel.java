package io.tenantdesk.ui.credit;

import io.tenantdesk.export.ExportFormat;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.Role;
import io.tenantdesk.store.CreditResult;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.ItemChange;
import io.tenantdesk.store.Scope;
import io.tenantdesk.store.StoreException;
import io.tenantdesk.store.WriteResult;
import io.tenantdesk.ui.approvals.ProposedWrites;
import io.tenantdesk.ui.common.BackgroundLoad;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.context.ConsoleContext;
import io.tenantdesk.ui.entitylist.RowActions;
import io.tenantdesk.ui.rows.QuickFilter;
import io.tenantdesk.ui.rows.RowExport;
import io.tenantdesk.ui.rows.StoreLoads;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableIntegerValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;

/**
 * Tenants with their credit balance, currency and open reservations, and the adjustment of one balance: an
 * amount and a reason, previewed as typed, refused below the floor, confirmed, then made as the store's atomic
 * adjustment.
 */
public final class CreditsViewModel {

    private final ConsoleContext ctx;
    private final EntityDef creditEntity;
    private final EntityDef reservationEntity;
    private final BalanceReader reader;
    private final LoadProgress progress = new LoadProgress();
    private final BackgroundLoad loader;
    private final ObservableList<TenantBalance> balances = FXCollections.observableArrayList();
    private final ObservableList<TenantBalance> balancesView = FXCollections.unmodifiableObservableList(balances);
    private final FilteredList<TenantBalance> filtered = new FilteredList<>(balances);
    private final SortedList<TenantBalance> shown = new SortedList<>(filtered);
    private final StringProperty quickFilter = new SimpleStringProperty(this, "quickFilter", "");
    private final RowExport export;
    private final RowActions actions;
    private final ObjectProperty<TenantBalance> selected = new SimpleObjectProperty<>(this, "selected");
    private final StringProperty amount = new SimpleStringProperty(this, "amount", "");
    private final StringProperty reason = new SimpleStringProperty(this, "reason", "");
    private final ReadOnlyObjectWrapper<CreditAdjustment> adjustment = new ReadOnlyObjectWrapper<>(this, "adjustment");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final Runnable stopChanges;

    public CreditsViewModel(ConsoleContext ctx) {
        this.ctx = ctx;
        this.loader = new BackgroundLoad(ctx.tasks(), progress);
        PlatformDescriptor platform = ctx.store().platform();
        this.creditEntity = platform.entities().stream()
                .filter(e -> e.credit().isPresent())
                .findFirst()
                .orElse(null);
        this.reservationEntity = platform.entitiesWithRole(Role.CREDIT).stream()
                .filter(e -> e.credit().isEmpty() && e.tenantField().isPresent())
                .findFirst()
                .orElse(null);
        this.reader = creditEntity == null ? null : new BalanceReader(ctx.store(), creditEntity, reservationEntity);
        this.export = new RowExport(ctx);
        this.actions = creditEntity == null ? null : new RowActions(ctx, creditEntity);
        adjustment.bind(Bindings.createObjectBinding(this::check, selected, amount, reason));
        quickFilter.addListener((obs, old, now) -> filtered.setPredicate(QuickFilter.of(now, false)));
        selected.addListener((obs, old, now) -> {
            if (old != null && (now == null || !now.tenantId().equals(old.tenantId()))) {
                status.set("");
            }
        });
        if (creditEntity == null) {
            status.set(platform.title() + " keeps no credit balances.");
        }
        this.stopChanges = ctx.changes().subscribe(this::itemChanged);
    }

    /** A write changed a balance's item (an adjustment, a save in its form, a revert): the row shows it as it is. */
    private void itemChanged(ItemChange change) {
        for (int i = 0; i < balances.size(); i++) {
            TenantBalance was = balances.get(i);
            if (!change.isAbout(was.row())) {
                continue;
            }
            if (change.now().isEmpty()) {
                balances.remove(i);
                return;
            }
            TenantBalance now = reader.balanceOf(
                    was.tenantId(), was.name(), change.now().get(), was.reserved(), was.reservations());
            boolean wasSelected = selected.get() == was;
            balances.set(i, now);
            if (wasSelected) {
                selected.set(now);
            }
            return;
        }
    }

    /** Stops following writes (the tab closed). */
    public void dispose() {
        stopChanges.run();
    }

    // Properties

    /** The balances shown: those the quick filter lets through, sorted as the table is. */
    public SortedList<TenantBalance> balances() {
        return shown;
    }

    /** Every balance read, whatever the filter. */
    public ObservableList<TenantBalance> allBalances() {
        return balancesView;
    }

    /** The quick filter: tenants whose shown texts contain every word typed. */
    public StringProperty quickFilterProperty() {
        return quickFilter;
    }

    public ObservableIntegerValue shownCount() {
        return Bindings.size(shown);
    }

    /** True while the balances are being read. */
    public ReadOnlyBooleanProperty loadingProperty() {
        return progress.runningProperty();
    }

    public ObjectProperty<TenantBalance> selectedProperty() {
        return selected;
    }

    public StringProperty amountProperty() {
        return amount;
    }

    public StringProperty reasonProperty() {
        return reason;
    }

    /** The adjustment as typed, checked: its preview or why it cannot be made. */
    public ReadOnlyObjectProperty<CreditAdjustment> adjustmentProperty() {
        return adjustment.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** True when Adjust can be pressed: a valid adjustment, a writable connection, nothing running. */
    public BooleanBinding canAdjust() {
        return Bindings.createBooleanBinding(
                () -> !ctx.readOnly()
                        && !busy.get()
                        && adjustment.get() != null
                        && adjustment.get().valid(),
                adjustment,
                busy,
                ctx.access().readOnlyProperty());
    }

    public boolean readOnly() {
        return ctx.readOnly();
    }

    public ReadOnlyBooleanProperty readOnlyProperty() {
        return ctx.access().readOnlyProperty();
    }

    public boolean hasReservations() {
        return reservationEntity != null;
    }

    public Optional<EntityDef> creditEntity() {
        return Optional.ofNullable(creditEntity);
    }

    public LoadProgress progress() {
        return progress;
    }

    // Commands

    /** Loads every tenant's balance, and the open reservations where the platform has them. */
    public void load() {
        if (creditEntity == null) {
            return;
        }
        loader.run(
                ctx.store().describe(creditEntity, Scope.all()),
                reader::read,
                (loaded, took) -> {
                    String keep = selected.get() == null ? null : selected.get().tenantId();
                    balances.setAll(loaded.balances());
                    balances.stream()
                            .filter(b -> b.tenantId().equals(keep))
                            .findFirst()
                            .ifPresent(selected::set);
                    StoreLoads.finished(progress, loaded.summary());
                },
                status::set);
    }

    /** Asks for confirmation, then adjusts the chosen tenant's balance atomically. */
    public void adjust() {
        CreditAdjustment checked = adjustment.get();
        TenantBalance tenant = selected.get();
        if (checked == null || !checked.valid() || tenant == null || ctx.readOnly()) {
            return;
        }
        String currency = tenant.currency();
        String verb = checked.amount().signum() > 0
                ? "Add " + Amounts.withCurrency(checked.amount(), currency)
                : "Take " + Amounts.withCurrency(checked.amount().negate(), currency);
        if (!ctx.dialogs()
                .confirm(
                        "Adjust credit",
                        verb + (checked.amount().signum() > 0 ? " to " : " from ")
                                + tenant.tenantId() + "?\n\nReason: "
                                + reason.get().trim() + "\nBalance now: "
                                + Amounts.withCurrency(tenant.balance(), currency) + "\nExpected new balance: "
                                + Amounts.withCurrency(checked.newBalance(), currency),
                        "Adjust")) {
            return;
        }
        String why = reason.get().trim();
        send(
                tenant,
                () -> ctx.store()
                        .apply(ctx.store().planCredit(creditEntity, tenant.tenantId(), checked.amount()), why));
    }

    private void send(TenantBalance tenant, java.util.function.Supplier<WriteResult> adjustment) {
        busy.set(true);
        ctx.tasks()
                .run(
                        adjustment,
                        result -> {
                            busy.set(false);
                            applied(tenant, CreditResult.of(result), result.confirmedByReadingBack());
                            if (!result.recorded()) {
                                status.set(status.get() + " " + result.recordNote());
                            }
                        },
                        failure -> {
                            busy.set(false);
                            notAdjusted(tenant, failure);
                            load();
                        });
    }

    /** Says why the adjustment was not made, or that whether it was is unknown, with the balance as read back. */
    private void notAdjusted(TenantBalance tenant, Throwable failure) {
        if (ProposedWrites.told(ctx.dialogs(), failure)) {
            status.set(ProposedWrites.TITLE + ": the adjustment of " + tenant.tenantId() + " is proposed.");
            return;
        }
        if (failure instanceof StoreException e && e.kind() == StoreException.Kind.OUTCOME_UNKNOWN) {
            String now = e.current()
                    .flatMap(row -> row.text(creditEntity.credit().orElseThrow().balanceAttribute()))
                    .map(balance -> " The balance of " + tenant.tenantId() + " is now " + balance
                            + (tenant.currency().isBlank() ? "" : " " + tenant.currency()) + "; it was "
                            + tenant.balance().toPlainString() + " when you adjusted it.")
                    .orElse("");
            ctx.dialogs()
                    .showError(
                            "Credit adjusted or not? The outcome is unknown",
                            e.getMessage() + now
                                    + "\n\nCheck the balance and the change journal before adjusting again.");
            status.set("Whether the adjustment of " + tenant.tenantId() + " was applied is unknown." + now);
            return;
        }
        if (failure instanceof StoreException e && e.kind() == StoreException.Kind.NOT_APPLIED_SO_FAR) {
            status.set("The adjustment of " + tenant.tenantId() + " is not applied so far; the change journal records"
                    + " its outcome once it is known.");
            if (e.retry().isPresent()
                    && ctx.dialogs()
                            .confirm(
                                    "Credit not adjusted so far: the reply was lost",
                                    e.getMessage() + "\n\nTry again sends the same adjustment: if the first one"
                                            + " arrives after all, only one of them is applied. A new adjustment"
                                            + " would add the amount a second time.",
                                    "Try again")) {
                send(tenant, () -> ctx.store().retry(e.retry().orElseThrow()));
            }
            return;
        }
        String title = "Credit not adjusted";
        ctx.dialogs().showError(title, failure.getMessage());
        status.set(failure instanceof StoreException ? failure.getMessage() : "The adjustment failed.");
    }

    private void applied(TenantBalance tenant, CreditResult result, boolean readBack) {
        TenantBalance updated = new TenantBalance(
                tenant.tenantId(),
                tenant.name(),
                result.after(),
                tenant.currency(),
                tenant.reserved(),
                tenant.reservations(),
                result.tenant(),
                null);
        int index = balances.indexOf(tenant);
        if (index >= 0) {
            balances.set(index, updated);
            selected.set(updated);
        }
        amount.set("");
        reason.set("");
        status.set("Balance of " + tenant.tenantId() + " is now "
                + Amounts.withCurrency(result.after(), tenant.currency())
                + " (was " + Amounts.withCurrency(result.before(), tenant.currency()) + ")."
                + (readBack ? " The reply was lost; reading the balance back shows the adjustment applied." : ""));
    }

    /** Opens the balance's item in a form. */
    public void open(TenantBalance balance) {
        if (actions != null) {
            actions.open(balance.row());
        }
    }

    public void copyAsJson(TenantBalance balance) {
        if (actions != null) {
            actions.copyAsJson(balance.row());
            status.set("Copied " + balance.tenantId() + " as JSON (secrets masked)");
        }
    }

    /** Exports the balances shown or every one read, as the entity's rows; secrets masked. */
    public void export(ExportFormat format, boolean shownOnly) {
        if (creditEntity == null) {
            return;
        }
        List<EntityRow> rows =
                (shownOnly ? shown : balances).stream().map(TenantBalance::row).toList();
        export.export(
                creditEntity,
                rows,
                shownOnly ? "shown balances" : "balances",
                format,
                "credit-balances-" + ctx.store().platform().id(),
                status::set);
    }

    /** Opens the selected tenant's overview. */
    public void openTenant() {
        if (selected.get() != null) {
            ctx.workspace().openTenant(selected.get().tenantId());
        }
    }

    private CreditAdjustment check() {
        TenantBalance tenant = selected.get();
        BigDecimal floor = creditEntity == null
                ? BigDecimal.ZERO
                : creditEntity.credit().orElseThrow().floor();
        if (tenant != null && tenant.balance() == null) {
            return CreditAdjustment.unreadable(tenant.unreadable());
        }
        return CreditAdjustment.check(
                Optional.ofNullable(tenant).map(TenantBalance::balance),
                tenant == null ? "" : tenant.currency(),
                floor,
                amount.get(),
                reason.get());
    }
}
