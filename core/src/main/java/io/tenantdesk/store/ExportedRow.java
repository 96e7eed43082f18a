package io.tenantdesk.store;

import com.fasterxml.jackson.databind.JsonNode;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.text.VisibleText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A row an export wrote, read back with the values it was exported with: the cells the user changed, and what changed
 * in its item since the export. Pure.
 */
final class ExportedRow {

    private static final int SHOWN = 40;

    private final EntityDef entity;
    private final CorrectionLine line;
    private final Map<String, JsonNode> exported;
    private final ImportValues values;

    /** The changes a row asks for: a value to set, or empty to remove the field. */
    record Edits(Map<String, Optional<Value>> changes, String refused) {

        static Edits refused(String why) {
            return new Edits(Map.of(), why);
        }
    }

    ExportedRow(EntityDef entity, CorrectionLine line, Map<String, JsonNode> exported, ImportValues values) {
        this.entity = entity;
        this.line = line;
        this.exported = exported;
        this.values = values;
    }

    /** The line compared with what an export of the item as it is now would hold. */
    static ExportedRow asItIs(EntityDef entity, CorrectionLine line, EntityRow item, ImportValues values) {
        return new ExportedRow(entity, line, plain(entity, item), values);
    }

    private static Map<String, JsonNode> plain(EntityDef entity, EntityRow item) {
        Map<String, JsonNode> fields = new LinkedHashMap<>();
        PlainValues.fields(entity, item.item(), item.classification())
                .properties()
                .forEach(f -> fields.put(f.getKey(), f.getValue()));
        return fields;
    }

    /** Whether the line's cell for {@code field} still holds its exported value (a blank cell, its lack of one). */
    boolean kept(String field) {
        JsonNode was = exported.get(field);
        CorrectionLine.Cell cell = line.cells().getOrDefault(field, CorrectionLine.Mark.BLANK);
        if (cell instanceof CorrectionLine.Given given) {
            return values.sameAsExported(given.value(), was, line.text());
        }
        return cell == CorrectionLine.Mark.BLANK && (was == null || was.isNull());
    }

    /**
     * The user's changes: each cell that no longer holds its exported value, the version and stamps aside (writes set
     * them). A blank cell where the row had a value is refused, never read as a removal; {@value CorrectionLine#REMOVE}
     * removes a value the row had and leaves a field it lacked absent. A secret is never imported.
     */
    Edits edits() {
        Map<String, Optional<Value>> changes = new LinkedHashMap<>();
        for (Map.Entry<String, CorrectionLine.Cell> cell : line.cells().entrySet()) {
            String name = cell.getKey();
            Optional<AttributeSpec> spec = entity.attribute(name);
            JsonNode was = exported.get(name);
            boolean removesNothing = cell.getValue() == CorrectionLine.Mark.REMOVE && was == null;
            if (spec.isEmpty() || entity.attributesSetByWrites().contains(name) || kept(name) || removesNothing) {
                continue;
            }
            if (spec.get().secret()) {
                return Edits.refused(
                        "`" + name + "` is a secret and is never imported: leave it as the export masked it ("
                                + PlainValues.MASK + ") to keep the stored value");
            }
            if (cell.getValue() instanceof CorrectionLine.Given given) {
                try {
                    changes.put(name, Optional.of(values.of(spec.get(), given.value(), line.text())));
                } catch (IllegalArgumentException e) {
                    return Edits.refused(e.getMessage());
                }
            } else if (cell.getValue() == CorrectionLine.Mark.BLANK) {
                return Edits.refused(blanked(spec.get(), was));
            } else {
                changes.put(name, Optional.empty());
            }
        }
        return new Edits(changes, null);
    }

    private String blanked(AttributeSpec spec, JsonNode was) {
        String blank = line.text() ? "is empty" : "is null";
        String emptyText = !spec.type().dynamoType().equals("S")
                ? ""
                : ", or " + (line.text() ? CorrectionLine.EMPTY_TEXT : "\"\"") + " for an empty text";
        return "`" + spec.name() + "` " + blank + " where the export held " + shown(was) + ": that removes nothing;"
                + " write " + CorrectionLine.REMOVE + " to remove the value" + emptyText + ", or put the value back";
    }

    /**
     * What differs between the row as exported and the item now, field by field in the entity's order, e.g.
     * {@code seats 7, was empty}; empty when the item still holds every value the row was exported with.
     */
    List<String> changedSince(EntityRow now) {
        Map<String, JsonNode> current = plain(entity, now);
        List<String> changed = new ArrayList<>();
        for (String field : entity.fieldNames()) {
            JsonNode was = exported.get(field);
            JsonNode is = current.get(field);
            if (!ImportValues.same(was, is)) {
                changed.add(field + " " + shown(is) + ", was " + shown(was));
            }
        }
        return changed;
    }

    private static String shown(JsonNode value) {
        if (value == null) {
            return "empty";
        }
        String text = value.isTextual()
                ? value.textValue().isEmpty() ? "\"\"" : VisibleText.escape(value.textValue())
                : value.toString();
        return text.length() > SHOWN ? text.substring(0, SHOWN - 1) + "…" : text;
    }
}
