package io.tenantdesk.ui.itemform;

import io.tenantdesk.schema.EntityDef;
import io.tenantdesk.store.ChangePlanner;
import io.tenantdesk.store.EntityRow;
import io.tenantdesk.store.EntityStore;
import io.tenantdesk.ui.ConsoleFixture;
import java.time.Clock;
import java.util.function.Predicate;

/** Picks demo items for form tests, and plays "someone else" writing to the same tables. */
final class FormData {

    private FormData() {}

    static EntityRow firstValid(ConsoleFixture fixture, String entityName) {
        return firstValid(fixture, entityName, row -> true);
    }

    /** The first demo item of the entity that follows the design and passes {@code filter}, as the store reads it now. */
    static EntityRow firstValid(ConsoleFixture fixture, String entityName, Predicate<EntityRow> filter) {
        EntityDef entity = fixture.platform.entity(entityName).orElseThrow();
        String table = entity.table().name();
        EntityRow row = fixture.data.itemsByTable().get(table).stream()
                .map(item -> fixture.store.rowOf(table, item))
                .filter(r -> r.valid() && r.entity().map(entity::equals).orElse(false))
                .filter(filter)
                .findFirst()
                .orElseThrow(() -> new AssertionError("no valid " + entityName + " in the demo data"));
        return fixture.store.reload(row).orElseThrow();
    }

    /** A second store on the same connection, writing as someone else. */
    static EntityStore someoneElse(ConsoleFixture fixture) {
        return new EntityStore(
                fixture.store.connection(),
                fixture.platform,
                fixture.journal,
                Clock.systemUTC(),
                "colleague@example.com");
    }

    /** Someone else changes one field of the item and saves it. */
    static EntityRow changeBehindTheFormsBack(
            ConsoleFixture fixture, EntityRow row, String field, io.tenantdesk.schema.item.Value value) {
        EntityDef entity = row.entity().orElseThrow();
        var fields = ChangePlanner.fieldsOf(entity, row);
        fields.put(field, value);
        EntityStore colleague = someoneElse(fixture);
        return colleague
                .apply(colleague.planUpdate(row, fields), "a colleague's correction")
                .item()
                .orElseThrow();
    }
}
