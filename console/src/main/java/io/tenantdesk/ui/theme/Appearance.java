package io.tenantdesk.ui.theme;

import atlantafx.base.theme.PrimerDark;
import atlantafx.base.theme.PrimerLight;
import io.tenantdesk.ui.common.BackgroundTasks;
import io.tenantdesk.ui.concurrent.UiExecutors;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.application.Application;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The console's theme: Primer light or dark, as the user chose in the settings menu or as the desktop is set,
 * remembered between runs. The desktop is asked again when the user chooses to follow it and whenever
 * {@link #recheckSystem()} is called (the window regaining focus), off the UI thread.
 */
public final class Appearance {

    private final ThemePreference preference;
    private final SystemColorScheme system;
    private final UiExecutors executors;
    private final Consumer<Boolean> applyDark;
    private final ReadOnlyObjectWrapper<ThemeChoice> choice =
            new ReadOnlyObjectWrapper<>(this, "choice", ThemeChoice.SYSTEM);
    private final ReadOnlyBooleanWrapper dark = new ReadOnlyBooleanWrapper(this, "dark");
    private boolean systemDark;
    private CompletableFuture<Void> saving = CompletableFuture.completedFuture(null);

    /** @param applyDark puts the dark (true) or light theme on every window; called on the UI thread */
    public Appearance(
            ThemePreference preference, SystemColorScheme system, UiExecutors executors, Consumer<Boolean> applyDark) {
        this.preference = preference;
        this.system = system;
        this.executors = executors;
        this.applyDark = applyDark;
    }

    /** Primer's style sheet for every window of the application. */
    public static void useTheme(boolean dark) {
        Application.setUserAgentStylesheet(
                dark ? new PrimerDark().getUserAgentStylesheetBSS() : new PrimerLight().getUserAgentStylesheetBSS());
    }

    // Properties

    public ReadOnlyObjectProperty<ThemeChoice> choiceProperty() {
        return choice.getReadOnlyProperty();
    }

    /** True while the dark theme is on. */
    public ReadOnlyBooleanProperty darkProperty() {
        return dark.getReadOnlyProperty();
    }

    // Commands

    /**
     * Puts the remembered theme on at once (for a choice to follow the system, what the desktop answered last
     * time), then asks the desktop again. Reads a small local file on the calling thread.
     */
    public void start() {
        ThemePreference.Saved saved = preference.read();
        choice.set(saved.choice());
        systemDark = saved.systemDark();
        dark.set(saved.dark());
        applyDark.accept(dark.get());
        recheckSystem();
    }

    /** The user's choice: used at once and remembered. */
    public void choose(ThemeChoice chosen) {
        choice.set(chosen);
        resolve();
        save();
        recheckSystem();
    }

    /** Asks the desktop again, when the theme follows it, and switches if its answer changed. */
    public void recheckSystem() {
        if (choice.get() != ThemeChoice.SYSTEM) {
            return;
        }
        BackgroundTasks.withoutLogin(executors)
                .run(
                        system::prefersDark,
                        answer -> {
                            if (answer != systemDark) {
                                systemDark = answer;
                                resolve();
                                save();
                            }
                        },
                        failure -> {});
    }

    private void resolve() {
        boolean now = choice.get() == ThemeChoice.DARK || choice.get() == ThemeChoice.SYSTEM && systemDark;
        if (now != dark.get()) {
            dark.set(now);
            applyDark.accept(now);
        }
    }

    /** Writes one choice after the other, so a quick change of mind is not overtaken by the earlier write. */
    private void save() {
        ThemePreference.Saved saved = new ThemePreference.Saved(choice.get(), systemDark);
        saving = saving.thenRunAsync(() -> preference.write(saved), executors.background())
                .exceptionally(failure -> {
                    System.getLogger(Appearance.class.getName())
                            .log(
                                    System.Logger.Level.WARNING,
                                    "the theme could not be remembered: " + failure.getMessage());
                    return null;
                });
    }
}
