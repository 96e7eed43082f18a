package io.tenantdesk.ui.infer;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.infer.LiveDraft;
import io.tenantdesk.schema.PlatformDescriptor;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.common.DialogService;
import io.tenantdesk.ui.common.ValueText;
import java.nio.file.Path;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.MenuItem;
import javafx.stage.Window;

/**
 * Descriptors › Draft a descriptor from tables…: opens the wizard on the console's connection, the current
 * platform's tables picked; offered once the console is connected.
 */
public final class DraftFromTables {

    private final ObservableValue<Connection> connection;
    private final ObservableValue<PlatformDescriptor> platform;
    private final BackgroundTasks tasks;
    private final DialogService dialogs;
    private final Path platformsFolder;
    private final Set<String> bundledIds;
    private final Consumer<Path> open;
    private final ValueText values;

    /**
     * @param platformsFolder where drafts are saved
     * @param open            opens a saved draft in the console
     */
    public DraftFromTables(
            ObservableValue<Connection> connection,
            ObservableValue<PlatformDescriptor> platform,
            BackgroundTasks tasks,
            DialogService dialogs,
            Path platformsFolder,
            Set<String> bundledIds,
            Consumer<Path> open,
            ValueText values) {
        this.connection = connection;
        this.platform = platform;
        this.tasks = tasks;
        this.dialogs = dialogs;
        this.platformsFolder = platformsFolder;
        this.bundledIds = Set.copyOf(bundledIds);
        this.open = open;
        this.values = values;
    }

    public MenuItem menuItem(Window owner) {
        MenuItem item = new MenuItem("Draft a descriptor from tables…");
        item.setId("draftDescriptor");
        item.disableProperty()
                .bind(javafx.beans.binding.Bindings.createBooleanBinding(
                        () -> connection.getValue() == null, connection));
        item.setOnAction(e -> show(owner));
        return item;
    }

    /** Shows the wizard, when there is a connection to draft from. */
    public void show(Window owner) {
        Connection current = connection.getValue();
        if (current == null) {
            return;
        }
        PlatformDescriptor chosen = platform.getValue();
        Set<String> preselected = chosen == null
                ? Set.of()
                : chosen.tables().keySet().stream()
                        .map(current.tables()::physical)
                        .collect(Collectors.toSet());
        InferWizardViewModel wizard =
                new InferWizardViewModel(new LiveDraft(current), tasks, dialogs, platformsFolder, bundledIds, open);
        new InferWizardDialog(wizard, values).create(owner, preselected).show();
    }
}
