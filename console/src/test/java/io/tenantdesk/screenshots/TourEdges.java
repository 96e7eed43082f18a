package io.tenantdesk.screenshots;

import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.itemform.ItemFormTab;
import io.tenantdesk.ui.journal.JournalTab;
import io.tenantdesk.ui.journal.JournalViewModel;
import io.tenantdesk.ui.main.MainWindowViewModel;
import io.tenantdesk.ui.theme.Appearance;

/**
 * Stops where views were seen cut or unreadable in real windows: another platform's form and its keys, a form's
 * toolbar after a save, a list with a TTL countdown, an entry of another platform, and views first opened while the
 * dark theme was on.
 */
final class TourEdges {

    private final MainWindowViewModel vm;
    private final TourSteps steps;

    TourEdges(MainWindowViewModel vm, TourSteps steps) {
        this.vm = vm;
        this.steps = steps;
    }

    void addTo(Tour tour) {
        tour.add(new Tour.Shot(
                "item-form-channel-mapping",
                () -> {
                    vm.choosePlatform(steps.platform("t3nets"));
                    vm.workspace().openItem(steps.firstValid(steps.entity("ChannelMapping")));
                },
                steps::idle));
        tour.add(new Tour.Shot(
                "item-form-saved",
                () -> {
                    vm.workspace().openItem(steps.firstValid(steps.entity("Tenant")));
                    ((ItemFormTab) vm.selectedTabProperty().get()).viewModel().setStatus("Saved at 14:30:05");
                },
                steps::idle));
        tour.add(new Tour.Shot(
                "session-list",
                () -> {
                    vm.choosePlatform(steps.platform("wallcrawler"));
                    vm.workspace().openList(steps.entity("Session"), Scope.all());
                },
                steps::idle));
        tour.add(new Tour.Shot(
                "journal-everywhere",
                () -> {
                    vm.workspace().openJournal();
                    journal().everywhereProperty().set(true);
                },
                () -> steps.idle() && selectAnotherPlatformsEntry()));
        tour.addDialog("dialog-item-not-opened", () -> journal().openItem());
        tour.add(new Tour.Shot(
                "query-opened-dark",
                () -> {
                    Appearance.useTheme(true);
                    vm.workspace().openQuery();
                },
                steps::idle));
        tour.add(new Tour.Shot(
                "tenant-overview-opened-dark",
                () -> {
                    Appearance.useTheme(true);
                    vm.workspace().openTenant(steps.firstValidTenant());
                },
                steps::idle));
    }

    private JournalViewModel journal() {
        return ((JournalTab) vm.selectedTabProperty().get()).viewModel();
    }

    /** Selects an entry written on a platform other than the one in use, once the journal has read. */
    private boolean selectAnotherPlatformsEntry() {
        String here = vm.platformProperty().get().id();
        return journal().rows().stream()
                .filter(r ->
                        !r.unreadable() && !r.entry().provenance().platform().equals(here))
                .findFirst()
                .map(r -> {
                    journal().selectedProperty().set(r);
                    return true;
                })
                .orElse(false);
    }
}
