package io.tenantdesk.ui;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.store.BatchOutcome;
import io.tenantdesk.store.BulkPlan;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.write.ItemWrite;
import io.tenantdesk.ui.common.DialogService;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/** Answers the console's questions from a script, and records what was asked; for view-model tests. */
public final class ScriptedDialogs implements DialogService {

    public final List<String> asked = new ArrayList<>();
    public final List<ItemWrite> changesShown = new ArrayList<>();
    public final List<String> errors = new ArrayList<>();
    /** Each message shown for information, after its title. */
    public final List<String> infos = new ArrayList<>();

    public final List<String> clipboard = new ArrayList<>();
    public final List<URI> browsed = new ArrayList<>();
    private final Deque<Object> answers = new ArrayDeque<>();

    /** Queues the next answer: a String (reason/text; null for cancel), a Boolean, a ConflictChoice or a Path. */
    public ScriptedDialogs answer(Object answer) {
        answers.add(answer == null ? Optional.empty() : answer);
        return this;
    }

    private Object next(String question) {
        asked.add(question);
        if (answers.isEmpty()) {
            throw new AssertionError("unexpected question: " + question);
        }
        return answers.poll();
    }

    private Optional<String> text(String question) {
        Object a = next(question);
        return a instanceof String s ? Optional.of(s) : Optional.empty();
    }

    @Override
    public Optional<String> confirmChange(String title, ItemWrite change) {
        changesShown.add(change);
        return text("confirmChange: " + title);
    }

    @Override
    public Optional<String> confirmRepair(String title, List<String> fixes, ItemWrite change) {
        changesShown.add(change);
        return text("confirmRepair: " + title + " " + fixes);
    }

    @Override
    public ConflictChoice resolveConflict(String title, EntityDef entity, Item mine, Optional<EntityRow> current) {
        return (ConflictChoice) next("resolveConflict: " + title);
    }

    @Override
    public ConflictChoice resolveUnknownOutcome(
            String title, String message, EntityDef entity, Item mine, Optional<EntityRow> current) {
        errors.add(title + ": " + message);
        return (ConflictChoice) next("resolveUnknownOutcome: " + title);
    }

    @Override
    public Optional<String> confirmDelete(String title, String what, String expected) {
        return text("confirmDelete: " + title + " [" + expected + "]");
    }

    public final List<BulkPlan> batchesShown = new ArrayList<>();
    public final List<BatchOutcome> outcomesShown = new ArrayList<>();
    public final List<String> progress = new ArrayList<>();
    /** When set, the next batch's Cancel is pressed once this many of its items are done (once). */
    public int cancelBatchAt = -1;

    @Override
    public Optional<String> confirmBatch(String title, BulkPlan plan) {
        batchesShown.add(plan);
        return text("confirmBatch: " + title + " (" + plan.writes().size() + ")");
    }

    @Override
    public BatchProgressView showBatchProgress(String title, int total, Runnable cancel) {
        progress.add("shown " + total);
        return new BatchProgressView() {
            @Override
            public void progress(int done, int all) {
                progress.add(done + "/" + all);
                if (done == cancelBatchAt) {
                    cancelBatchAt = -1;
                    cancel.run();
                }
            }

            @Override
            public void close() {
                progress.add("closed");
            }
        };
    }

    /** When set, the next reading's Cancel is pressed at its first progress (once). */
    public boolean cancelReading;

    @Override
    public ReadProgressView showReadProgress(String title, String header, Runnable cancel) {
        progress.add("reading " + header);
        return new ReadProgressView() {
            @Override
            public void progress(double fraction, String text) {
                progress.add(text);
                if (cancelReading) {
                    cancelReading = false;
                    cancel.run();
                }
            }

            @Override
            public void close() {
                progress.add("closed");
            }
        };
    }

    @Override
    public boolean showBatchOutcome(String title, BatchOutcome outcome) {
        outcomesShown.add(outcome);
        return (Boolean) next("showBatchOutcome: " + title + " (" + outcome.summary() + ")");
    }

    @Override
    public Optional<FieldEdit> askFieldEdit(String title, List<String> fields) {
        Object a = next("askFieldEdit: " + title + " " + fields);
        return a instanceof FieldEdit edit ? Optional.of(edit) : Optional.empty();
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
