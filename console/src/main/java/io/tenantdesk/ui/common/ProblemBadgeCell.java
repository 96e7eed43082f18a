package io.tenantdesk.ui.common;

import java.util.Optional;
import java.util.function.Function;
import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;

/** A row's status badge: nothing for a valid row, ⚠ with what is wrong as its tooltip otherwise. */
public final class ProblemBadgeCell<R> extends TableCell<R, R> {

    private final Function<R, Optional<String>> problem;

    /** @param problem what is wrong with a row, empty for a valid one */
    public ProblemBadgeCell(Function<R, Optional<String>> problem) {
        this.problem = problem;
    }

    @Override
    protected void updateItem(R item, boolean empty) {
        super.updateItem(item, empty);
        Optional<String> wrong = empty || item == null ? Optional.empty() : problem.apply(item);
        setText(wrong.map(p -> "⚠").orElse(null));
        setTooltip(wrong.map(Tooltip::new).orElse(null));
        setAccessibleText(wrong.map(p -> "Problem: " + p).orElse("No problem"));
        getStyleClass().remove("problem-badge");
        if (wrong.isPresent()) {
            getStyleClass().add("problem-badge");
        }
    }
}
