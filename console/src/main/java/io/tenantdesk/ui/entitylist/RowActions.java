package io.tenantdesk.ui.entitylist;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenantdesk.schema.AttributeSpec;
import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.schema.item.Value;
import io.tenantdesk.schema.values.PlainValues;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.Scope;
import io.tenantdesk.ui.context.ConsoleContext;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * What can be done with a row of an entity list: open it, open its tenant, copy it as JSON (secrets masked),
 * duplicate it as a new item, or start a new one. Writing actions are refused on a read-only connection.
 */
public final class RowActions {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ConsoleContext ctx;
    private final EntityDef entity;

    public RowActions(ConsoleContext ctx, EntityDef entity) {
        this.ctx = ctx;
        this.entity = entity;
    }

    /** False on a read-only connection: New and Duplicate are disabled. */
    public boolean canWrite() {
        return !ctx.readOnly();
    }

    /** True for a row the item form can show (one some entity recognises); any other opens in the raw editor. */
    public boolean canOpen(EntityRow row) {
        return row.entity().isPresent();
    }

    /** Opens the row in its entity's form or, when no entity recognises it, in the raw editor. */
    public void open(EntityRow row) {
        if (canOpen(row)) {
            ctx.workspace().openItem(row);
        } else {
            ctx.workspace().openRawItem(row);
        }
    }

    /** Opens the item's history: its recorded writes, newest first. */
    public void history(EntityRow row) {
        ctx.workspace().openHistory(row);
    }

    /** Opens the row as typed DynamoDB JSON in the raw editor. */
    public void editRaw(EntityRow row) {
        ctx.workspace().openRawItem(row);
    }

    /** The tenant id of the row, when the entity has a tenant field and the row a value for it. */
    public Optional<String> tenantOf(EntityRow row) {
        return entity.tenantField().flatMap(row::text).filter(t -> !t.isBlank());
    }

    public void openTenant(EntityRow row) {
        tenantOf(row).ifPresent(ctx.workspace()::openTenant);
    }

    /** The item as pretty-printed JSON, the entity's secrets masked. */
    public String json(EntityRow row) {
        ObjectNode node = PlainValues.item(entity, row.item());
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public void copyAsJson(EntityRow row) {
        ctx.dialogs().copyToClipboard(json(row));
    }

    /** Copies the AWS CLI {@code get-item} command that reads the row's item. */
    public void copyAsCliCommand(EntityRow row) {
        ctx.dialogs().copyToClipboard(ctx.store().cliGetItem(row));
    }

    /** The item's page in the AWS console, on a connection to AWS. */
    public Optional<URI> consolePage(EntityRow row) {
        return ctx.store().consoleUrl(row);
    }

    public void openInConsole(EntityRow row) {
        consolePage(row).ifPresent(ctx.dialogs()::browse);
    }

    /** True when "Duplicate as new" applies: a writable connection and a row of this entity. */
    public boolean canDuplicate(EntityRow row) {
        return canWrite() && row.entity().map(entity::equals).orElse(false);
    }

    /**
     * Opens a new-item form filled with the row's field values. Secrets are left out: a copy must get its own,
     * and the form never shows them in clear.
     */
    public void duplicate(EntityRow row) {
        if (!canDuplicate(row)) {
            return;
        }
        Map<String, Value> fields = new LinkedHashMap<>(ChangePlanner.fieldsOf(entity, row));
        entity.attributes().values().stream()
                .filter(AttributeSpec::secret)
                .map(AttributeSpec::name)
                .forEach(fields::remove);
        ctx.workspace().openNewItem(entity, fields);
    }

    /** Opens an empty new-item form; in a tenant's list its tenant field is filled in. */
    public void newItem(Scope scope) {
        if (!canWrite()) {
            return;
        }
        Map<String, Value> prefill = new LinkedHashMap<>();
        if (scope instanceof Scope.Tenant t) {
            entity.tenantField().ifPresent(f -> prefill.put(f, Value.str(t.tenantId())));
        }
        ctx.workspace().openNewItem(entity, prefill);
    }
}
