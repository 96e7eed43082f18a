package io.tenantdesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;

/**
 * One line of a corrections file, in an export's own format: the entity's fields the line names, as plain JSON.
 * A field the line leaves out is kept as stored; a field given as JSON {@code null} (an empty CSV cell) is removed.
 *
 * @param line   where the line starts in its file, from 1
 * @param fields the line's fields, in the file's order
 * @param text   true when every value is text to be read as its field's type (CSV cells), false for JSON values
 */
public record CorrectionLine(long line, Map<String, JsonNode> fields, boolean text) {

    public CorrectionLine {
        fields = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(fields));
    }
}
