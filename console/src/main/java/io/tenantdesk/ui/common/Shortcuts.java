package io.tenantdesk.ui.common;

import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;

/**
 * The console's keyboard shortcuts, on the system's shortcut key (Ctrl, or ⌘ on macOS). A text that names one
 * takes it from {@link #named}, so it reads as the user's system shows it.
 */
public final class Shortcuts {

    public static final KeyCombination SAVE = shortcut(KeyCode.S);
    public static final KeyCombination FIND = shortcut(KeyCode.F);
    public static final KeyCombination EXPORT = shortcut(KeyCode.E);
    public static final KeyCombination COPY = shortcut(KeyCode.C);
    public static final KeyCombination CLOSE_TAB = shortcut(KeyCode.W);
    /** Change journal. */
    public static final KeyCombination JOURNAL = shortcut(KeyCode.J);
    /** Puts the cursor in the navigation's "Go to tenant" field. */
    public static final KeyCombination GO_TO_TENANT = shortcut(KeyCode.L);

    public static final KeyCombination NEW_WINDOW = shiftShortcut(KeyCode.N);
    public static final KeyCombination NEW_QUERY = shiftShortcut(KeyCode.F);
    public static final KeyCombination OPEN_DESCRIPTOR = shortcut(KeyCode.O);
    public static final KeyCombination RELOAD_DESCRIPTORS = shiftShortcut(KeyCode.R);

    private Shortcuts() {}

    /** {@code words} followed by the shortcut as the system shows it, e.g. "Filter loaded rows (Ctrl+F)". */
    public static String named(String words, KeyCombination shortcut) {
        return words + " (" + shortcut.getDisplayText() + ")";
    }

    private static KeyCombination shortcut(KeyCode key) {
        return new KeyCodeCombination(key, KeyCombination.SHORTCUT_DOWN);
    }

    private static KeyCombination shiftShortcut(KeyCode key) {
        return new KeyCodeCombination(key, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN);
    }
}
