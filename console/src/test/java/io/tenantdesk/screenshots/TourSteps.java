package io.tenantdesk.screenshots;

import io.tenantdesk.about.AboutInfo;
import io.tenantdesk.aws.Connection;
import io.tenantdesk.aws.connect.ServiceEndpoints;
import io.tenantdesk.aws.profile.ProfileCatalog;
import io.tenantdesk.aws.profile.SdkProfileView;
import io.tenantdesk.aws.sso.SsoLogin;
import io.tenantdesk.aws.sso.SsoTokens;
import io.tenantdesk.concurrent.CancelToken;
import io.tenantdesk.host.HostEnvironment;
import io.tenantdesk.infer.LiveDraft;
import io.tenantdesk.journal.ChangeJournal;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.schema.SortCondition;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.load.DescriptorLoader;
import io.tenantdesk.settings.RecentDescriptors;
import io.tenantdesk.settings.SettingsStore;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.about.AboutDialog;
import io.tenantdesk.ui.app.ConsoleWindows;
import io.tenantdesk.ui.bulk.BulkDialogs;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.LoadProgress;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.concurrent.UiExecutors;
import io.tenantdesk.ui.connection.ConnectionDialog;
import io.tenantdesk.ui.connection.ConnectionDialogViewModel;
import io.tenantdesk.ui.connection.ConnectionServices;
import io.tenantdesk.ui.credit.CreditsTab;
import io.tenantdesk.ui.dialogs.FxDialogService;
import io.tenantdesk.ui.infer.InferWizardDialog;
import io.tenantdesk.ui.infer.InferWizardViewModel;
import io.tenantdesk.ui.itemform.FieldViewModel;
import io.tenantdesk.ui.itemform.ItemDialogs;
import io.tenantdesk.ui.itemform.ItemFormTab;
import io.tenantdesk.ui.journal.JournalRow;
import io.tenantdesk.ui.journal.JournalTab;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.platforms.DescriptorProblemsDialog;
import io.tenantdesk.ui.platforms.PlatformLibrary;
import io.tenantdesk.ui.query.FilterRow;
import io.tenantdesk.ui.query.QueryForm;
import io.tenantdesk.ui.query.QueryTab;
import io.tenantdesk.ui.query.QueryViewModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.stage.Stage;

/** The tour's stops: every view and dialog of the console, on the local demo. */
final class TourSteps {

    /** The pictures the README shows. */
    static final Set<String> README = Set.of(
            "overview",
            "entity-list",
            "tenant-overview",
            "item-form",
            "unclassified",
            "query",
            "credits",
            "journal",
            "approvals",
            "dialog-save",
            "entity-list-dark");

    private final MainWindowViewModel vm;
    private final Stage stage;
    private final UiExecutors executors;
    private final Path scratch;
    /** The form's texts before the tour typed into it, put back so switching platform needs no question. */
    private final Map<FieldViewModel, String> typedBack = new HashMap<>();

    private MainWindowViewModel second;

    TourSteps(MainWindowViewModel vm, Stage stage, UiExecutors executors, Path scratch) {
        this.vm = vm;
        this.stage = stage;
        this.executors = executors;
        this.scratch = scratch;
    }

    void addTo(Tour tour, Connection connection) {
        PlatformDescriptor appData = platform("app_data");
        PlatformDescriptor helpmaton = platform("helpmaton");
        FxDialogService dialogs = new FxDialogService(stage);
        ItemDialogs items = ItemDialogs.shownBy(dialogs);
        BulkDialogs bulk = BulkDialogs.shownBy(dialogs);
        tour.add(new Tour.Shot(
                "overview",
                () -> {
                    vm.choosePlatform(appData);
                    vm.connect(connection);
                },
                this::idle));
        tour.add(new Tour.Shot(
                "entity-list", () -> vm.workspace().openList(entity("License"), Scope.all()), this::idle));
        tour.add(new Tour.Shot("tenant-overview", () -> vm.workspace().openTenant(firstValidTenant()), this::idle));
        tour.add(new Tour.Shot(
                "item-form",
                () -> {
                    vm.workspace().openItem(firstValid(entity("License")));
                    form().viewModel()
                            .fields()
                            .forEach(f -> typedBack.put(f, f.textProperty().get()));
                    form().viewModel()
                            .field("status")
                            .ifPresent(f -> f.textProperty().set("expired"));
                    form().viewModel()
                            .field("seats")
                            .ifPresent(f -> f.textProperty().set("25"));
                },
                this::idle));
        tour.addDialog("dialog-save", () -> form().viewModel().save());
        tour.addDialog("dialog-conflict", () -> {
            EntityRow row = form().viewModel().loadedRow().orElseThrow();
            Item mine = row.item().toBuilder()
                    .putString("status", "expired")
                    .putString("seats", "25")
                    .build();
            items.resolveConflict(
                    "Conflict: " + form().titleProperty().get(), entity("License"), mine, Optional.of(row));
        });
        tour.addDialog("dialog-delete", () -> form().viewModel().delete());
        tour.addDialog("dialog-discard", () -> form().viewModel().revert());
        tour.add(new Tour.Shot(
                "item-form-new",
                () -> {
                    typedBack.forEach((field, text) -> field.textProperty().set(text));
                    vm.workspace().openNewItem(entity("License"), Map.of());
                },
                this::idle));
        tour.addDialog("dialog-not-saved", () -> form().viewModel().save());
        tour.add(new Tour.Shot("unclassified", vm.workspace()::openUnclassified, this::idle));
        tour.add(new Tour.Shot("query", this::activeLicenses, () -> idle() && queryAnswered()));
        tour.add(new Tour.Shot(
                "raw-editor", () -> vm.workspace().openRawItem(firstUnrecognised("app_data")), this::idle));
        tour.add(new Tour.Shot(
                "item-form-broken", () -> vm.workspace().openItem(firstRepairable(entity("License"))), this::idle));
        tour.addDialog("dialog-repair", () -> form().viewModel().repair());
        tour.addDialog(
                "dialog-batch-field",
                () -> bulk.askFieldEdit(
                        "Set a field of 4 items", io.tenantdesk.ui.bulk.BulkEdits.settableFields(entity("License"))));
        tour.addDialog(
                "dialog-batch",
                () -> bulk.confirmBatch(
                        "Shift end_date of 4 items",
                        vm.contextProperty()
                                .get()
                                .store()
                                .bulk()
                                .shift(valid(entity("License"), 4), "end_date", "30d")));
        tour.addDialog("dialog-batch-progress", () -> {
            var progress = bulk.showBatchProgress("Set seats of 120 items", 120, () -> {});
            progress.progress(47, 120);
        });
        tour.addDialog(
                "dialog-batch-outcome", () -> bulk.showBatchOutcome("Set seats of 4 items", batchWithAConflict()));
        tour.addDialog(
                "dialog-import-reading",
                () -> bulk.showReadProgress(
                                "Import corrections", "Reading licenses.jsonl and the items it names…", () -> {})
                        .progress(0.4, "1,200 lines planned"));
        TourImports imports = new TourImports(vm, scratch);
        tour.addDialog(
                "dialog-import",
                () -> bulk.confirmBatch(
                        "Import licenses.jsonl", imports.licences().asBatch()));
        tour.add(new Tour.Shot(
                "unclassified-import-menu",
                vm.workspace()::openUnclassified,
                this::idle,
                () -> imports.exportMenu(stage).ifPresent(m -> {
                    m.hide();
                    m.show();
                })));
        tour.addDialog(
                "dialog-import-unclassified",
                () -> bulk.confirmBatch(
                        "Import fixes.jsonl", imports.unclassifiedFixes().asBatch()));
        tour.add(new Tour.Shot("journal-batch", vm.workspace()::openJournal, () -> idle() && expandFirstBatch()));
        tour.add(new Tour.Shot(
                "credits",
                () -> {
                    vm.choosePlatform(helpmaton);
                    vm.workspace().openCredits();
                },
                () -> idle() && selectFirstBalance()));
        tour.addDialog("dialog-credit", () -> credits().viewModel().adjust());
        tour.add(new Tour.Shot(
                "journal",
                () -> {
                    EntityDef workspace = entity("Workspace");
                    EntityRow row = firstValid(workspace);
                    var store = vm.contextProperty().get().store();
                    store.apply(
                            store.planCredit(workspace, row.text("workspaceId").orElseThrow(), new BigDecimal("25")),
                            "goodwill credit, ticket 4410");
                    vm.workspace().openJournal();
                },
                () -> idle() && selectFirstJournalEntry()));
        tour.addDialog("dialog-revert", () -> journal().viewModel().revert());
        tour.add(new Tour.Shot(
                "journal-troubles",
                () -> {
                    EntityDef workspace = entity("Workspace");
                    JournalTroubles.make(vm.contextProperty().get(), workspace, firstValid(workspace), "workspaceId");
                    journal().viewModel().load();
                },
                () -> idle() && selectJournalRow(1)));
        tour.addDialog("dialog-finish-move", () -> journal().viewModel().finishMove());
        tour.add(new Tour.Shot(
                "history",
                () -> vm.workspace().openHistory(firstValid(entity("Workspace"))),
                () -> idle()
                        && vm.selectedTabProperty().get() instanceof JournalTab history
                        && history.viewModel().itemHistory()
                        && !history.viewModel().rows().isEmpty()));
        new TourEdges(vm, this).addTo(tour);
        TourApprovals approvals = new TourApprovals(vm, scratch);
        tour.add(new Tour.Shot(
                "approvals",
                () -> {
                    approvals.prepare(connection, appData);
                    vm.workspace().openApprovals();
                },
                () -> idle() && approvals.selectNewest()));
        tour.addDialog("dialog-approve", () -> approvals.tab().viewModel().approve());
        tour.add(new Tour.Shot(
                "history-proposal",
                () -> vm.workspace().openHistory(approvals.edited()),
                () -> idle()
                        && vm.selectedTabProperty().get() instanceof JournalTab history
                        && history.viewModel().itemHistory()
                        && !history.viewModel().rows().isEmpty()));
        tour.addDialog("connect", () -> connectionDialog(TourHome.aws(scratch, true), false));
        tour.addDialog(
                "about",
                () -> new AboutDialog(AboutInfo.current(scratch.resolve("tenantdesk.log")))
                        .create(stage)
                        .showAndWait());
        tour.addDialog(
                "descriptor-problems",
                () -> new DescriptorProblemsDialog(brokenDescriptors())
                        .create(stage)
                        .showAndWait());
        InferWizardViewModel wizard = new InferWizardViewModel(
                new LiveDraft(connection),
                BackgroundTasks.withoutLogin(executors),
                dialogs,
                scratch.resolve("drafts"),
                Set.of(),
                path -> {});
        tour.add(new Tour.Shot(
                "infer-wizard",
                () -> inferWizard(wizard, connection),
                () -> wizard.stepProperty().get() == InferWizardViewModel.Step.DRAFTED));
        tour.add(new Tour.Shot(
                "new-window",
                () -> newWindow(connection),
                () -> second != null && second.contextProperty().get() != null && idle(second)));
        tour.addDialog("connect-no-profiles", () -> connectionDialog(TourHome.aws(scratch, false), false));
        tour.addDialog("connect-local", () -> connectionDialog(TourHome.aws(scratch, true), true));
        tour.add(new Tour.Shot("read-only", vm::makeReadOnly, this::idle));
        tour.addDialog("dialog-allow-writes", vm::allowWrites);
    }

    /** Settings › New window: Helpmaton read-only in a second window beside the first. */
    private void newWindow(Connection connection) {
        ConsoleWindows windows = TourHome.consoles(
                scratch, executors, vm.platforms(), new ChangeJournal(scratch.resolve("second-journal.jsonl")), false);
        MainWindowViewModel window = windows.openNew(stage);
        window.choosePlatform(platform("helpmaton"));
        window.connect(connection.withReadOnly());
        second = window;
    }

    /** The infer wizard drafting from Wallcrawler's tables. */
    private void inferWizard(InferWizardViewModel wizard, Connection connection) {
        wizard.stepProperty().addListener((obs, was, now) -> {
            if (was == InferWizardViewModel.Step.LISTING && now == InferWizardViewModel.Step.PICKING) {
                wizard.platformIdProperty().set("crawler");
                wizard.draft();
            }
        });
        Set<String> tables = new java.util.HashSet<>();
        platform("wallcrawler")
                .tables()
                .keySet()
                .forEach(t -> tables.add(connection.tables().physical(t)));
        new InferWizardDialog(wizard, new ValueText(Clock.systemDefaultZone(), java.time.ZoneId.systemDefault()))
                .create(stage, tables)
                .show();
    }

    /** A platforms folder holding one descriptor with typos, read at once. */
    private PlatformLibrary brokenDescriptors() {
        Path folder = scratch.resolve("platforms");
        try {
            Files.createDirectories(folder);
            Files.writeString(
                    folder.resolve("billing.json"),
                    io.tenantdesk.schema.Fixtures.text("grown")
                            .replace(
                                    "\"type\": \"number\", \"required\": true }",
                                    "\"type\": \"numbr\", \"required\": true }")
                            .replace("\"scan\": true", "\"scan\": \"yes\""));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        PlatformLibrary library = new PlatformLibrary(
                List.of(),
                folder,
                new RecentDescriptors(scratch),
                new DescriptorLoader(),
                BackgroundTasks.withoutLogin(UiExecutors.direct()),
                new PlatformLibrary.Console() {
                    @Override
                    public void offer(List<PlatformDescriptor> platforms) {}

                    @Override
                    public void choose(PlatformDescriptor platform) {}

                    @Override
                    public void notice(String text) {}
                },
                watched -> {});
        library.reload();
        return library;
    }

    private ItemFormTab form() {
        return (ItemFormTab) vm.selectedTabProperty().get();
    }

    private CreditsTab credits() {
        return (CreditsTab) vm.selectedTabProperty().get();
    }

    private JournalTab journal() {
        return (JournalTab) vm.selectedTabProperty().get();
    }

    private void connectionDialog(HostEnvironment env, boolean local) {
        SdkProfileView sdk = new SdkProfileView(HostEnvironment.system());
        SsoLogin login = SsoLogin.standard(env, sdk, Clock.systemUTC());
        ConnectionServices services = new ConnectionServices(
                new ProfileCatalog(env),
                new SettingsStore(scratch.resolve("config")),
                login,
                new SsoTokens(login),
                ServiceEndpoints.standard(),
                sdk,
                uri -> {});
        ConnectionDialogViewModel dialog = new ConnectionDialogViewModel(services, executors, Clock.systemUTC());
        dialog.localProperty().set(local);
        new ConnectionDialog(dialog, services, executors).showAndWait(stage);
    }

    /** An ad-hoc query: GSI1's licenses whose status is active, run. */
    private void activeLicenses() {
        vm.workspace().openQuery();
        QueryViewModel query = ((QueryTab) vm.selectedTabProperty().get()).viewModel();
        QueryForm form = query.form();
        form.indexProperty()
                .set(form.indexes().stream()
                        .filter(i -> "GSI1".equals(i.indexName()))
                        .findFirst()
                        .orElseThrow());
        form.partitionValueProperty().set("ENTITY#LICENSE");
        form.sortOperatorProperty().set(SortCondition.Operator.BEGINS_WITH);
        form.sortValueProperty().set("LICENSE#");
        FilterRow status = form.addFilter();
        status.attributeProperty().set("status");
        status.valueProperty().set("active");
        query.run();
    }

    private boolean queryAnswered() {
        if (!(vm.selectedTabProperty().get() instanceof QueryTab tab)
                || tab.viewModel().resultsProperty().get() == null) {
            return false;
        }
        var list = tab.viewModel().resultsProperty().get().list();
        return !list.loadingProperty().get() && !list.rows().isEmpty();
    }

    boolean idle() {
        return idle(vm);
    }

    private static boolean idle(MainWindowViewModel window) {
        LoadProgress progress = window.progressProperty().get();
        return !window.connectingProperty().get()
                && (progress == null || !progress.runningProperty().get());
    }

    private boolean selectFirstBalance() {
        if (credits().viewModel().balances().isEmpty()) {
            return false;
        }
        credits()
                .viewModel()
                .selectedProperty()
                .set(credits().viewModel().balances().get(0));
        credits().viewModel().amountProperty().set("-12.50");
        credits().viewModel().reasonProperty().set("refund of a failed run, ticket 4411");
        return true;
    }

    private boolean selectFirstJournalEntry() {
        return selectJournalRow(0);
    }

    private boolean selectJournalRow(int index) {
        if (journal().viewModel().rows().size() <= index) {
            return false;
        }
        JournalRow row = journal().viewModel().rows().get(index);
        if (journal().viewModel().selectedProperty().get() != row) {
            journal().viewModel().selectedProperty().set(row);
        }
        return !journal().viewModel().checkingProperty().get();
    }

    /** Expands the journal's first batch line and selects its second item, once the journal has read. */
    private boolean expandFirstBatch() {
        var journal = journal().viewModel();
        Optional<JournalRow> batch =
                journal.rows().stream().filter(JournalRow::batch).findFirst();
        if (batch.isEmpty()) {
            return false;
        }
        if (!journal.expanded(batch.get())) {
            journal.toggle(batch.get());
        }
        int line = 0;
        while (!journal.rows().get(line).batch()) {
            line++;
        }
        return selectJournalRow(line + 2);
    }

    PlatformDescriptor platform(String id) {
        return vm.platforms().stream()
                .filter(p -> p.id().equals(id))
                .findFirst()
                .orElseThrow();
    }

    EntityDef entity(String name) {
        return vm.contextProperty().get().store().platform().entity(name).orElseThrow();
    }

    private EntityRow firstUnrecognised(String table) {
        List<EntityRow> rows = new ArrayList<>();
        vm.contextProperty().get().store().unclassified(table, 200, p -> rows.addAll(p.rows()), new CancelToken());
        return rows.stream().filter(r -> r.entity().isEmpty()).findFirst().orElseThrow();
    }

    private EntityRow firstRepairable(EntityDef entity) {
        var store = vm.contextProperty().get().store();
        List<EntityRow> rows = new ArrayList<>();
        store.list(entity, Scope.all(), 200, p -> rows.addAll(p.rows()), new CancelToken());
        return rows.stream()
                .filter(r -> !r.valid() && store.planRepair(r).writeIfAny().isPresent())
                .findFirst()
                .orElseThrow();
    }

    private List<EntityRow> valid(EntityDef entity, int count) {
        List<EntityRow> rows = new ArrayList<>();
        vm.contextProperty()
                .get()
                .store()
                .list(entity, Scope.all(), 200, p -> rows.addAll(p.rows()), new CancelToken());
        return rows.stream().filter(EntityRow::valid).limit(count).toList();
    }

    /** Four licences' seats set in one batch, the second changed meanwhile: a conflict among the written. */
    private io.tenantdesk.store.BatchOutcome batchWithAConflict() {
        var store = vm.contextProperty().get().store();
        var plan = store.bulk().setField(valid(entity("License"), 4), "seats", "30");
        EntityRow meanwhile =
                store.rowOf("app_data", plan.writes().get(1).beforeImage().orElseThrow());
        Map<String, io.tenantdesk.schema.item.Value> fields =
                new HashMap<>(io.tenantdesk.store.ChangePlanner.fieldsOf(entity("License"), meanwhile));
        fields.put("seats", io.tenantdesk.schema.item.Value.num("99"));
        store.apply(store.planUpdate(meanwhile, fields), "changed meanwhile");
        return store.apply(
                plan.batch().orElseThrow(),
                "Ticket 4411: seats after the upgrade",
                io.tenantdesk.store.BatchProgress.NONE,
                new CancelToken());
    }

    EntityRow firstValid(EntityDef entity) {
        List<EntityRow> rows = new ArrayList<>();
        vm.contextProperty()
                .get()
                .store()
                .list(entity, Scope.all(), 200, p -> rows.addAll(p.rows()), new CancelToken());
        return rows.stream().filter(EntityRow::valid).findFirst().orElseThrow();
    }

    String firstValidTenant() {
        EntityDef tenant =
                vm.contextProperty().get().store().platform().tenantEntity().orElseThrow();
        return firstValid(tenant).text(tenant.tenantField().orElseThrow()).orElseThrow();
    }
}
