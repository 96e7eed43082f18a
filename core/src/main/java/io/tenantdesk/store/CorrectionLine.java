package io.tenantdesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenantdesk.schema.item.Item;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One line of a corrections file: either an entity's fields, in an export's own format, as plain JSON (a field the
 * line leaves out is kept as stored; a field given as JSON {@code null}, an empty CSV cell, is removed), or an item in
 * typed DynamoDB JSON (an attribute the line leaves out is kept as stored; {@code {"NULL": true}} is a NULL value).
 *
 * @param line   where the line starts in its file, from 1
 * @param fields the line's fields, in the file's order; empty for a typed item
 * @param text   true when every value is text to be read as its field's type (CSV cells), false for JSON values
 * @param typed  the line's item in typed DynamoDB JSON, or null for a line of fields
 */
public record CorrectionLine(long line, Map<String, JsonNode> fields, boolean text, Item typed) {

    public CorrectionLine {
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    /** A line of an entity's fields. */
    public CorrectionLine(long line, Map<String, JsonNode> fields, boolean text) {
        this(line, fields, text, null);
    }

    /** A line holding an item in typed DynamoDB JSON. */
    public static CorrectionLine typed(long line, Item item) {
        return new CorrectionLine(line, Map.of(), false, item);
    }

    /** The line's item when it is typed DynamoDB JSON. */
    public Optional<Item> typedItem() {
        return Optional.ofNullable(typed);
    }
}
