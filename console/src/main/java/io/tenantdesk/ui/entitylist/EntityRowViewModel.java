package io.tenantdesk.ui.entitylist;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.text.VisibleText;
import io.tenantdesk.ui.common.FieldWords;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.rows.QuickFilter;
import io.tenantdesk.ui.rows.RowTexts;
import io.tenantdesk.ui.rows.Searchable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One row of an entity list: the loaded item, its cell texts and search text (worked out once, off the UI
 * thread, when its page arrives), and whether it carries a problem badge. Sort keys are parsed on first use
 * and kept; they are read by one thread at a time, where the list sorts.
 */
public final class EntityRowViewModel implements Searchable {

    private final EntityRow row;
    private final List<ListColumn> columns;
    private final String[] texts;
    private final String searchText;
    private final String problemText;
    private Comparable<?>[] sortKeys;

    EntityRowViewModel(EntityRow row, List<ListColumn> columns, String[] texts, String problemText) {
        this.row = row;
        this.columns = columns;
        this.texts = texts;
        this.problemText = problemText;
        String[] searchable = Arrays.copyOf(texts, texts.length + 1);
        searchable[texts.length] = problemText;
        this.searchText = QuickFilter.searchText(searchable);
    }

    /** The row as loaded from the store; what Open, Copy and Export act on. */
    public EntityRow row() {
        return row;
    }

    /** The text of column {@code column} (an index into the list's columns). */
    public String text(int column) {
        return texts[column];
    }

    @Override
    public String searchText() {
        return searchText;
    }

    @Override
    public boolean problem() {
        return problemText != null;
    }

    /** The codes of the rules the row breaks, or "unrecognised" when no entity recognises it; empty when valid. */
    public Set<String> brokenRules() {
        if (row.entity().isEmpty()) {
            return Set.of("unrecognised");
        }
        return row.classification().violations().stream()
                .map(v -> v.rule().code())
                .collect(Collectors.toSet());
    }

    /** What is wrong with the row, for its badge's tooltip; empty for a valid row of the list's entity. */
    public Optional<String> problemText() {
        return Optional.ofNullable(problemText);
    }

    /**
     * The value column {@code column} sorts by: a number, a moment or a date for such columns, null where the
     * stored value is not one (those sort after the others, by text).
     */
    Comparable<?> sortKey(int column) {
        if (sortKeys == null) {
            sortKeys = new Comparable<?>[texts.length];
        }
        Comparable<?> key = sortKeys[column];
        if (key == null) {
            key = parse(columns.get(column));
            sortKeys[column] = key == null ? NONE : key;
        }
        return key == NONE ? null : key;
    }

    private static final Comparable<String> NONE = "";

    private Comparable<?> parse(ListColumn column) {
        Optional<String> raw = row.text(column.field());
        if (raw.isEmpty() || column.secret()) {
            return null;
        }
        String value = raw.get().trim();
        try {
            return switch (column.sort()) {
                case NUMBER -> new BigDecimal(value);
                case INSTANT -> OffsetDateTime.parse(value).toInstant();
                case DATE -> LocalDate.parse(value);
                case TEXT -> null;
            };
        } catch (NumberFormatException | DateTimeParseException e) {
            return null;
        }
    }

    /** Builds rows for one entity's list; thread-safe, used on the loading thread. */
    static final class Factory {

        static final String UNSHOWABLE =
                "This item could not be shown as its entity, so its values are shown as stored";
        private static final System.Logger LOG = System.getLogger(EntityRowViewModel.class.getName());

        private final EntityDef entity;
        private final List<ListColumn> columns;
        private final RowTexts texts;
        private final FieldWords words;

        Factory(EntityDef entity, List<ListColumn> columns, RowTexts texts) {
            this.entity = entity;
            this.columns = columns;
            this.texts = texts;
            this.words = FieldWords.of(entity);
        }

        /**
         * The row's cells; a value that cannot be shown as its type is shown as stored, and its badge says so. One
         * item that cannot be shown at all is shown as stored too, so the rest of the list still loads.
         */
        EntityRowViewModel row(EntityRow row) {
            try {
                return shown(row);
            } catch (RuntimeException e) {
                String[] texts = columns.stream()
                        .map(c -> c.secret()
                                ? ValueText.MASK
                                : VisibleText.escape(row.text(c.field()).orElse("")))
                        .toArray(String[]::new);
                LOG.log(System.Logger.Level.WARNING, "A row of " + entity.name() + " is shown as stored", e);
                return new EntityRowViewModel(row, columns, texts, UNSHOWABLE);
            }
        }

        private EntityRowViewModel shown(EntityRow row) {
            String[] texts = new String[columns.size()];
            List<String> problems = new ArrayList<>();
            problemOf(row).ifPresent(problems::add);
            for (int i = 0; i < texts.length; i++) {
                ListColumn c = columns.get(i);
                ValueText.Cell cell = cell(row, i);
                texts[i] = cell.text();
                RowTexts.shownAsStored(row, c.field(), cell).ifPresent(problems::add);
            }
            return new EntityRowViewModel(row, columns, texts, problems.isEmpty() ? null : String.join("; ", problems));
        }

        /** The row's text in a column, times relative to now worked out as of now. */
        String text(EntityRow row, int column) {
            return cell(row, column).text();
        }

        private ValueText.Cell cell(EntityRow row, int column) {
            ListColumn c = columns.get(column);
            return texts.cell(row, c.field(), c.spec(), c.ttl());
        }

        /** Empty for a valid row of the entity; otherwise what is wrong, in one line. */
        Optional<String> problemOf(EntityRow row) {
            Optional<EntityDef> recognised = row.entity();
            if (recognised.isEmpty()) {
                return Optional.of(
                        "Not recognised as any entity: " + row.classification().summary());
            }
            if (!recognised.get().equals(entity)) {
                return Optional.of("Recognised as " + EntityNames.inSentence(recognised.get()) + ", not "
                        + EntityNames.inSentence(entity));
            }
            return row.valid()
                    ? Optional.empty()
                    : Optional.of(words.apply(row.classification().summary()));
        }
    }
}
