package io.tenantdesk.ui.unclassified;

import io.tenantdesk.schema.EntityNames;
import io.tenantdesk.schema.PrimaryKey;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.text.VisibleText;
import io.tenantdesk.ui.common.FieldWords;
import io.tenantdesk.ui.common.ValueText;
import io.tenantdesk.ui.rows.QuickFilter;
import io.tenantdesk.ui.rows.Searchable;

/**
 * One item no entity recognises, or that breaks a rule: its table, the entity it resembles (if any), the reason,
 * its raw keys and its JSON, all with secrets masked and hidden characters escaped, worked out once when it arrives. The texts shown mask
 * secrets as every view does ({@link ValueText#MASK}); the row copied and exported masks them as exports do.
 */
public final class UnclassifiedRowViewModel implements Searchable {

    private static final int MAX_JSON = 240;

    private final EntityRow loaded;
    private final EntityRow masked;
    private final String entity;
    private final String reason;
    private final String keys;
    private final String json;
    private final String searchText;

    UnclassifiedRowViewModel(EntityRow loaded, SecretMask mask, TableDef table) {
        this.loaded = loaded;
        this.masked = mask.mask(loaded, PlainValues.MASK);
        EntityRow shown = mask.mask(loaded, ValueText.MASK);
        this.entity = shown.entity().map(EntityNames::singular).orElse("");
        this.reason = VisibleText.escape(shown.entity()
                .map(FieldWords::of)
                .orElseGet(FieldWords::plain)
                .apply(shown.classification().summary()));
        this.keys = VisibleText.escape(PrimaryKey.find(table, shown.item())
                .map(k -> k.describe(" = ", " · ", PlainValues::text))
                .orElseGet(() -> String.join(" · ", table.primaryKeyNames()) + " (missing)"));
        String full = PlainValues.item(null, shown.item()).toString();
        this.json = ValueText.oneLine(full, MAX_JSON);
        this.searchText = QuickFilter.searchText(shown.table(), entity, reason, keys, full);
    }

    /** The row as read, for opening it in the item form (which masks secrets itself). */
    public EntityRow loaded() {
        return loaded;
    }

    /** The row with every secret of its table masked as exports mask them: what is copied and exported. */
    public EntityRow masked() {
        return masked;
    }

    public String table() {
        return masked.table();
    }

    /** The entity whose keys it has (and whose rules it breaks); empty when no entity recognises it. */
    public String entity() {
        return entity;
    }

    /** Why it is here: the reason no entity recognises it, or the rule it breaks. */
    public String reason() {
        return reason;
    }

    /** The table's key attributes as stored, e.g. "PK = LEGACY#x1 · SK = METADATA". */
    public String keys() {
        return keys;
    }

    /** The item as one line of JSON, abbreviated. */
    public String json() {
        return json;
    }

    @Override
    public String searchText() {
        return searchText;
    }

    @Override
    public boolean problem() {
        return true;
    }
}
