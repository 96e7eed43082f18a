package io.tenantdesk.ui;

import io.tenantdesk.ui.common.CustomDialog;
import io.tenantdesk.ui.common.DialogService;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Answers the console's questions from a script, and records what was asked; for view-model tests. The features'
 * own questions are answered from the same script by {@link #items()} and {@link #bulk()}, so one list says in what
 * order everything was asked.
 */
public final class ScriptedDialogs implements DialogService {

    public final List<String> asked = new ArrayList<>();
    public final List<String> errors = new ArrayList<>();
    /** Each message shown for information, after its title. */
    public final List<String> infos = new ArrayList<>();

    public final List<String> clipboard = new ArrayList<>();
    public final List<URI> browsed = new ArrayList<>();
    private final Deque<Object> answers = new ArrayDeque<>();
    private ScriptedItemDialogs items;
    private ScriptedBulkDialogs bulk;

    /**
     * Queues the next answer: a String (reason/text; null for cancel), a Boolean, a ConflictChoice, a FieldEdit or a
     * Path.
     */
    public ScriptedDialogs answer(Object answer) {
        answers.add(answer == null ? Optional.empty() : answer);
        return this;
    }

    /** Drops the answers no question took (a save refused before it asked for a reason). */
    public void dropUnusedAnswers() {
        answers.clear();
    }

    /** The item editors' and the journal's questions (diffs, conflicts, deletes, repairs, reverts). */
    public ScriptedItemDialogs items() {
        if (items == null) {
            items = new ScriptedItemDialogs(this);
        }
        return items;
    }

    /** The questions of corrections to many items (field, plan, progress, outcome). */
    public ScriptedBulkDialogs bulk() {
        if (bulk == null) {
            bulk = new ScriptedBulkDialogs(this);
        }
        return bulk;
    }

    /** Records {@code question} and returns the next answer of the script. */
    Object next(String question) {
        asked.add(question);
        if (answers.isEmpty()) {
            throw new AssertionError("unexpected question: " + question);
        }
        return answers.poll();
    }

    /** The next answer as a reason or text: empty when the script says cancel. */
    Optional<String> text(String question) {
        Object a = next(question);
        return a instanceof String s ? Optional.of(s) : Optional.empty();
    }

    @Override
    public boolean confirm(String title, String message, String confirmLabel) {
        confirmations.add(title + ": " + message);
        return (Boolean) next("confirm: " + title);
    }

    /** Each confirmation asked for, its title then its message. */
    public final List<String> confirmations = new ArrayList<>();

    @Override
    public void showError(String title, String message) {
        errors.add(title + ": " + message);
    }

    @Override
    public void showInfo(String title, String message) {
        asked.add("info: " + title);
        infos.add(title + ": " + message);
    }

    @Override
    public Optional<String> askText(String title, String question, String initial) {
        return text("askText: " + title).map(String::trim).filter(text -> !text.isEmpty());
    }

    /** A feature's own dialog has no script here: give the view-model the feature's scripted dialogs instead. */
    @Override
    public <R> R showCustomDialog(CustomDialog<R> dialog) {
        throw new AssertionError(
                "a feature's own dialog was shown; hand the view-model its scripted dialogs: " + dialog);
    }

    @Override
    public Optional<Path> chooseSaveFile(String title, String suggestedName, List<String> extensions) {
        Object a = next("chooseSaveFile: " + title);
        return a instanceof Path p ? Optional.of(p) : Optional.empty();
    }

    @Override
    public Optional<Path> chooseOpenFile(String title, List<String> extensions) {
        Object a = next("chooseOpenFile: " + title + " " + extensions);
        return a instanceof Path p ? Optional.of(p) : Optional.empty();
    }

    @Override
    public void copyToClipboard(String text) {
        clipboard.add(text);
    }

    @Override
    public void browse(URI page) {
        browsed.add(page);
    }
}
