package io.tenantdesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenantdesk.schema.item.Item;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One line of a corrections file: either an entity's fields, in an export's own format, or an item in typed DynamoDB
 * JSON (an attribute the line leaves out is kept as stored; {@code {"NULL": true}} is a NULL value).
 *
 * <p>A line of fields that an export wrote carries the values its row was exported with: a cell that still holds its
 * exported value is not the user's change and is never written. A blank cell (an empty CSV cell, JSON {@code null})
 * never removes a value by itself; {@value #REMOVE} does.
 *
 * @param line     where the line starts in its file, from 1
 * @param cells    the line's fields, in the file's order; empty for a typed item
 * @param text     true when every given value is text to be read as its field's type (CSV cells), false for JSON values
 * @param exported the row's fields as exported, in plain JSON (a field the row did not have left out); null for a line
 *                 that carries none: a row added by hand, or a file exported before rows carried them
 * @param typed    the line's item in typed DynamoDB JSON, or null for a line of fields
 */
public record CorrectionLine(
        long line, Map<String, Cell> cells, boolean text, Map<String, JsonNode> exported, Item typed) {

    /** The column, or JSON field, holding the values a row was exported with. */
    public static final String EXPORTED = "_exported";

    /** The cell that removes its field's value from the item. */
    public static final String REMOVE = "<remove>";

    /** The CSV cell of an empty text, told apart from an empty cell, which holds no value. */
    public static final String EMPTY_TEXT = "<empty>";

    public CorrectionLine {
        cells = Collections.unmodifiableMap(new LinkedHashMap<>(cells));
        exported = exported == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(exported));
    }

    /** What a line holds for one field. */
    public sealed interface Cell permits Given, Mark {}

    /** A value: CSV text to be read as the field's type, or a JSON value. */
    public record Given(JsonNode value) implements Cell {}

    public enum Mark implements Cell {
        /** An empty CSV cell or JSON {@code null}: no value, which keeps the item's. */
        BLANK,
        /** {@value CorrectionLine#REMOVE}: remove the item's value. */
        REMOVE
    }

    /** A line of an entity's fields. */
    public static CorrectionLine fields(
            long line, Map<String, Cell> cells, boolean text, Map<String, JsonNode> exported) {
        return new CorrectionLine(line, cells, text, exported, null);
    }

    /** A line holding an item in typed DynamoDB JSON. */
    public static CorrectionLine typed(long line, Item item) {
        return new CorrectionLine(line, Map.of(), false, null, item);
    }

    /** The line's item when it is typed DynamoDB JSON. */
    public Optional<Item> typedItem() {
        return Optional.ofNullable(typed);
    }

    /** The values the line's row was exported with, when it carries them. */
    public Optional<Map<String, JsonNode>> exportedValues() {
        return Optional.ofNullable(exported);
    }
}
