package io.tenantdesk.store;

import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.item.Item;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.validation.KeyRenderer;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.ImportPlanner.Conflict;
import io.tenantdesk.store.ImportPlanner.LinePlan;
import io.tenantdesk.store.ImportPlanner.Pending;
import io.tenantdesk.store.ImportPlanner.Prepared;
import io.tenantdesk.store.ImportPlanner.Refused;
import io.tenantdesk.store.ImportPlanner.Unchanged;
import io.tenantdesk.store.ImportPlanner.Written;
import io.tenantdesk.store.write.Create;
import io.tenantdesk.store.write.Stamp;
import io.tenantdesk.store.write.Update;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Plans a line of an entity's fields, in its export's own format, its key rendered from its key fields.
 *
 * <p>A row an export wrote, its key cells as exported, is compared cell by cell with the values it was exported with:
 * a row whose cells all hold them is unchanged, and its item is not even read. Otherwise only the changed cells are
 * written, in one update planned as the form plans one (index keys re-rendered, version and stamps set, checked against
 * the descriptor) and conditional on the item as read, and only when the item still holds every value the row was
 * exported with: an item changed or deleted since the export is a conflict, unless it already holds the changes.
 *
 * <p>Any other line (a row added by hand, a row whose key cells were changed, a file exported before rows carried their
 * exported values) is a new item: created where no item has its key, refused where one does. Pure.
 */
final class FieldLinePlanner {

    private final EntityDef entity;
    private final ChangePlanner changes;
    private final KeyRenderer keys;
    private final ImportValues values = new ImportValues();

    FieldLinePlanner(EntityDef entity, ChangePlanner changes, KeyRenderer keys) {
        this.entity = entity;
        this.changes = changes;
        this.keys = keys;
    }

    Prepared prepare(CorrectionLine line, Stamp stamp) {
        Map<String, String> keyText = new LinkedHashMap<>();
        for (String keyField : entity.keyFields()) {
            if (entity.attribute(keyField).map(AttributeSpec::secret).orElse(false)) {
                return new Refused("the item's key holds a secret (`" + keyField + "`), which exports mask: such items "
                        + "are corrected one by one");
            }
            Optional<String> text;
            try {
                text = given(line, keyField).flatMap(Item::scalarText);
            } catch (IllegalArgumentException e) {
                return new Refused(e.getMessage());
            }
            if (text.isEmpty()) {
                return new Refused("`" + keyField + "` is missing; it makes the item's key");
            }
            keyText.put(keyField, text.get());
        }
        KeyRenderer.RenderedKeys rendered = keys.render(entity, keyText);
        Optional<PrimaryKey> key = PrimaryKey.find(entity.table(), rendered.keys());
        if (key.isEmpty()) {
            return new Refused(ImportPlanner.words(rendered.violations()));
        }
        if (line.exportedValues().isEmpty()) {
            return newItem(
                    line,
                    key.get(),
                    stamp,
                    "this item exists, and the line carries no " + CorrectionLine.EXPORTED
                            + " value to tell what was changed in it: export the items again and make the changes there");
        }
        ExportedRow row = new ExportedRow(entity, line, line.exportedValues().get(), values);
        Optional<String> movedKey =
                entity.keyFields().stream().filter(f -> !row.kept(f)).findFirst();
        if (movedKey.isPresent()) {
            return newItem(
                    line,
                    key.get(),
                    stamp,
                    "`" + movedKey.get() + "` is not the exported one, so the line is a new"
                            + " item, and an item with this key exists already");
        }
        ExportedRow.Edits edits = row.edits();
        if (edits.refused() != null) {
            return new Refused(edits.refused());
        }
        if (edits.changes().isEmpty()) {
            return new Unchanged();
        }
        return new Pending(key.get(), now -> update(row, now, edits.changes(), stamp));
    }

    /** The line's value of {@code field} as its declared type, empty when it gives none. */
    private Optional<Value> given(CorrectionLine line, String field) {
        if (line.cells().get(field) instanceof CorrectionLine.Given given) {
            return Optional.of(values.of(entity.attribute(field).orElseThrow(), given.value(), line.text()));
        }
        return Optional.empty();
    }

    private Prepared newItem(CorrectionLine line, PrimaryKey key, Stamp stamp, String whenItExists) {
        Map<String, Value> fields = new LinkedHashMap<>();
        for (String name : line.cells().keySet()) {
            Optional<AttributeSpec> spec = entity.attribute(name);
            if (spec.isEmpty() || entity.attributesSetByWrites().contains(name)) {
                continue;
            }
            Optional<Value> value;
            try {
                value = given(line, name);
            } catch (IllegalArgumentException e) {
                return new Refused(e.getMessage());
            }
            if (spec.get().secret()) {
                if (value.isPresent() && !value.get().equals(Value.str(PlainValues.MASK))) {
                    return new Refused("`" + name + "` is a secret and is never imported: leave it as the export "
                            + "masked it (" + PlainValues.MASK + ") to keep the stored value");
                }
                continue;
            }
            value.ifPresent(v -> fields.put(name, v));
        }
        return new Pending(key, now -> {
            if (now.isEmpty()) {
                return create(fields, stamp);
            }
            return holds(now.get(), line) ? new Unchanged() : new Refused(whenItExists);
        });
    }

    /** Whether the item is the entity's and the line gives exactly what an export of it would hold. */
    private boolean holds(EntityRow item, CorrectionLine line) {
        if (item.entity().map(e -> !e.equals(entity)).orElse(true)) {
            return false;
        }
        ExportedRow.Edits edits = ExportedRow.asItIs(entity, line, item, values).edits();
        return edits.refused() == null && edits.changes().isEmpty();
    }

    private LinePlan create(Map<String, Value> fields, Stamp stamp) {
        Create create = changes.planCreate(entity, fields, stamp);
        return create.valid()
                ? new Written(create)
                : new Refused("as a new item: " + ImportPlanner.words(create.violations()));
    }

    private LinePlan update(ExportedRow row, Optional<EntityRow> now, Map<String, Optional<Value>> edits, Stamp stamp) {
        if (now.isEmpty()) {
            return new Conflict("deleted since the export");
        }
        EntityRow item = now.get();
        if (item.entity().map(e -> !e.equals(entity)).orElse(true)) {
            return new Refused("the item with this key is "
                    + item.entity().map(e -> "a " + e.name()).orElse("an item no entity recognises") + ", not a "
                    + entity.name());
        }
        Map<String, Value> fields = ChangePlanner.fieldsOf(entity, item);
        edits.forEach((name, value) -> {
            if (value.isPresent()) {
                fields.put(name, value.get());
            } else {
                fields.remove(name);
            }
        });
        Update update = changes.planUpdate(entity, item.item(), fields, stamp);
        if (update.changes().isEmpty()) {
            return new Unchanged();
        }
        List<String> since = row.changedSince(item);
        if (!since.isEmpty()) {
            return new Conflict("changed since the export: " + String.join("; ", since));
        }
        return update.valid() ? new Written(update) : new Refused(ImportPlanner.words(update.violations()));
    }
}
