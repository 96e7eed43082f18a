package io.tenantdesk.ui.startup;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The JavaFX internals ControlsFX reaches into. On the class path JavaFX is unnamed and open to all; in the
 * packaged app it is a set of named modules, and the launcher must grant each of these with an
 * {@code --add-exports} or {@code --add-opens} java-option (packaging/jpackage.args).
 */
public final class ControlsFxAccess {

    /** One grant: {@code --add-<kind>=<module>/<pkg>=ALL-UNNAMED}. */
    public record Grant(boolean open, String module, String pkg) {

        public String option() {
            return "--add-" + (open ? "opens" : "exports") + "=" + module + "/" + pkg + "=ALL-UNNAMED";
        }

        boolean grantedTo(Module target) {
            return ModuleLayer.boot()
                    .findModule(module)
                    .map(m -> open ? m.isOpen(pkg, target) : m.isExported(pkg, target))
                    .orElse(true); // JavaFX on the class path: nothing to grant
        }
    }

    /** ControlsFX's own list for running beside a modular JavaFX. */
    public static final List<Grant> NEEDED = List.of(
            new Grant(false, "javafx.base", "com.sun.javafx.event"),
            new Grant(false, "javafx.controls", "com.sun.javafx.scene.control"),
            new Grant(false, "javafx.controls", "com.sun.javafx.scene.control.behavior"),
            new Grant(false, "javafx.controls", "com.sun.javafx.scene.control.inputmap"),
            new Grant(false, "javafx.graphics", "com.sun.javafx.scene.traversal"),
            new Grant(true, "javafx.controls", "javafx.scene.control.skin"),
            new Grant(true, "javafx.graphics", "javafx.scene"));

    private ControlsFxAccess() {}

    /** The options this JVM was not started with; empty when ControlsFX has all it needs. */
    public static List<String> missing() {
        return missing(NEEDED, ControlsFxAccess.class.getClassLoader().getUnnamedModule());
    }

    static List<String> missing(List<Grant> needed, Module target) {
        return needed.stream()
                .filter(g -> !g.grantedTo(target))
                .map(Grant::option)
                .collect(Collectors.toList());
    }
}
